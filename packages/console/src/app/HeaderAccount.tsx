import { LanguageSwitcher, shortenAddress, ThemeToggle } from '@nsa/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isLanguage, languageNames, languages } from '../lib/languages.ts';
import type { UserInfo } from '../lib/session.ts';
import { applyTheme, readTheme, subscribeTheme } from '../lib/theme.ts';
import { useSetLanguageParam } from '../lib/useLanguageParam.ts';

export const languageChoices = languages.map((code) => ({ code, label: languageNames[code] }));

export type AccountProps = {
  user: UserInfo;
  onSessions: () => void;
  onLogout: () => void;
};

/** The language and theme switchers, inline in the wide header and in the phone's drawer. */
export function HeaderSettings() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguageParam();
  const theme = useSyncExternalStore(subscribeTheme, readTheme);
  return (
    <>
      <LanguageSwitcher
        label={t('nav.language')}
        languages={languageChoices}
        value={i18n.language}
        onChange={(code) => {
          if (isLanguage(code)) setLanguage(code);
        }}
      />
      <ThemeToggle
        iconsOnly
        value={theme}
        onChange={applyTheme}
        labels={{
          legend: t('nav.theme'),
          light: t('nav.themeLight'),
          dark: t('nav.themeDark'),
          system: t('nav.themeSystem'),
        }}
      />
    </>
  );
}

/** Who is signed in, with the way to their sessions: inline in the wide header and the drawer. */
export function HeaderAccount({ user, onSessions }: Omit<AccountProps, 'onLogout'>) {
  const { t } = useTranslation();
  // Two short lines instead of one long one: the header keeps room for its controls.
  return (
    <Account>
      <span>
        <span>{t('nav.signedInAs', { role: t(`roles.${user.role}`) })}</span>
        <span aria-hidden="true"> · </span>
        <SessionsButton type="button" aria-haspopup="dialog" onClick={onSessions}>
          {t('nav.sessions')}
        </SessionsButton>
      </span>
      <AccountAddress user={user} />
    </Account>
  );
}

export function AccountAddress({ user }: { user: UserInfo }) {
  return (
    <span>
      {user.label ? (
        <AccountLabel translate="no" title={user.label}>
          {user.label}
        </AccountLabel>
      ) : null}{' '}
      <bdi dir="ltr" title={user.address}>
        {shortenAddress(user.address)}
      </bdi>
    </span>
  );
}

export const Account = styled.span`
  display: grid;
  line-height: 1.35;
`;

/** A long label ends in an ellipsis (whole in its title) rather than push the header's controls. */
const AccountLabel = styled.bdi`
  display: inline-block;
  max-inline-size: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A link-like button that fits a line of text, so the account stays two lines high. */
const SessionsButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.accentHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
