import { type Screen, screensFor } from '@nsa/api';
import { AppShell, LanguageSwitcher, type MenuItem, ThemeToggle } from '@nsa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { shortenAddress } from '../lib/format.ts';
import { isLanguage, languageNames, languages } from '../lib/languages.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { session } from '../lib/session.ts';
import { applyTheme, readTheme, subscribeTheme } from '../lib/theme.ts';
import { logout } from './sessionLifecycle.ts';
import { useSetLanguageParam } from './useLanguageParam.ts';

const menu: {
  screen: Screen;
  to: string;
  label: 'nav.users' | 'nav.orders' | 'nav.withdraw' | 'nav.operation';
}[] = [
  { screen: 'home', to: '/home', label: 'nav.users' },
  { screen: 'order', to: '/order', label: 'nav.orders' },
  { screen: 'withdraw', to: '/withdraw', label: 'nav.withdraw' },
  { screen: 'operation', to: '/operation', label: 'nav.operation' },
];

const languageChoices = languages.map((code) => ({ code, label: languageNames[code] }));

/** One cache for the signed-in screens; it is dropped when the session ends (layout unmounts). */
const queryClient = createQueryClient();

export function Component() {
  const { userInfo } = useSnapshot(session);
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const setLanguage = useSetLanguageParam();
  const theme = useSyncExternalStore(subscribeTheme, readTheme);
  useEffect(() => () => queryClient.clear(), []);
  if (!userInfo) return null;
  // The operator has one screen: no menu to show.
  const menuItems: MenuItem[] =
    userInfo.role === 'operator'
      ? []
      : menu
          .filter((item) => screensFor(userInfo.role).includes(item.screen))
          .map((item) => ({
            id: item.screen,
            label: t(item.label),
            href: item.to,
            current: matchPath({ path: item.to, end: false }, pathname) !== null,
          }));
  return (
    <AppShell
      brand={t('app.title')}
      labels={{
        skipToContent: t('app.skipToContent'),
        menu: t('nav.menu'),
        toggleMenu: t('nav.toggleMenu'),
        openMenu: t('nav.openMenu'),
        closeMenu: t('nav.closeMenu'),
        logout: t('nav.logout'),
      }}
      menuItems={menuItems}
      renderLink={(_item, { href, 'aria-current': _current, ...link }) => <NavLink to={href} {...link} />}
      actions={
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
      }
      account={
        <>
          {t('nav.signedInAs', { role: t(`roles.${userInfo.role}`) })}{' '}
          <bdi dir="ltr" title={userInfo.address}>
            {shortenAddress(userInfo.address)}
          </bdi>
        </>
      }
      onLogout={() => void logout()}
    >
      {navigation.state === 'loading' ? (
        <Progress role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AppShell>
  );
}

const grow = keyframes`
  from { inline-size: 10%; }
  to { inline-size: 90%; }
`;

// A thin bar at the top of the page while the next screen loads; it grows from the reading start.
const Progress = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  block-size: 3px;
  background: ${({ theme }) => theme.color.accent};
  animation: ${grow} 1s ease-in-out infinite alternate;
`;
