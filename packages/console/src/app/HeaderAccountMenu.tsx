import { AccountMenu, shortenAddress } from '@nsa/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../lib/languages.ts';
import { applyTheme, isTheme, readTheme, subscribeTheme, themes } from '../lib/theme.ts';
import { useSetLanguageParam } from '../lib/useLanguageParam.ts';
import { Account, AccountAddress, type AccountProps, languageChoices } from './HeaderAccount.tsx';

/**
 * The same account, language, theme, sessions and sign-out as one menu, for the header widths
 * where they do not fit inline (see AppShell's `accountMenu`).
 */
export function HeaderAccountMenu({ user, onSessions, onLogout }: AccountProps) {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguageParam();
  const theme = useSyncExternalStore(subscribeTheme, readTheme);
  const themeLabels = { light: t('nav.themeLight'), dark: t('nav.themeDark'), system: t('nav.themeSystem') };
  return (
    <AccountMenu
      trigger={
        <>
          {t(`roles.${user.role}`)} <bdi dir="ltr">{shortenAddress(user.address)}</bdi>
        </>
      }
      account={
        <Account>
          <span>{t('nav.signedInAs', { role: t(`roles.${user.role}`) })}</span>
          <AccountAddress user={user} />
        </Account>
      }
      actions={[{ id: 'sessions', label: t('nav.sessions'), onSelect: onSessions }]}
      choices={[
        {
          id: 'language',
          label: t('nav.language'),
          value: i18n.language,
          options: languageChoices.map(({ code, label }) => ({ value: code, label, lang: code })),
          onChange: (code) => {
            if (isLanguage(code)) setLanguage(code);
          },
        },
        {
          id: 'theme',
          label: t('nav.theme'),
          value: theme,
          // In the switcher's order: light, dark, then following the system.
          options: [...themes.slice(1), themes[0]].map((value) => ({ value, label: themeLabels[value] })),
          onChange: (value) => {
            if (isTheme(value)) applyTheme(value);
          },
        },
      ]}
      onLogout={onLogout}
      logoutLabel={t('nav.logout')}
    />
  );
}
