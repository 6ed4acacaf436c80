import { type Screen, screensFor } from '@nsa/api';
import { AppShell, LanguageSwitcher, type MenuItem, shortenAddress, ThemeToggle } from '@nsa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { screenOfPath } from '../lib/guards.ts';
import { isLanguage, languageNames, languages } from '../lib/languages.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { session } from '../lib/session.ts';
import { applyTheme, readTheme, subscribeTheme } from '../lib/theme.ts';
import { useSetLanguageParam } from '../lib/useLanguageParam.ts';
import { logout } from './sessionLifecycle.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** A 24×24 outline icon; decorative, the link's text names it. */
function MenuIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const menu: {
  screen: Screen;
  to: string;
  /** The page's title: a menu entry reads as the page it opens. */
  label: 'users.title' | 'orders.title' | 'withdraw.title' | 'operation.title' | 'audit.title';
  icon: string;
}[] = [
  {
    screen: 'home',
    to: '/home',
    label: 'users.title',
    icon: 'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 20v-1a4 4 0 0 0-3-3.9M15 4.1a3.5 3.5 0 0 1 0 6.8',
  },
  {
    screen: 'order',
    to: '/order',
    label: 'orders.title',
    icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  },
  {
    screen: 'withdraw',
    to: '/withdraw',
    label: 'withdraw.title',
    icon: 'M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3 3-3',
  },
  {
    screen: 'operation',
    to: '/operation',
    label: 'operation.title',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
  {
    screen: 'audit',
    to: '/audit',
    label: 'audit.title',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  },
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
  useDocumentTitle(pathname);
  // Signed out, only the 404 page gets here (the guards send every screen to sign-in): bare.
  if (!userInfo) return screenOfPath(pathname) === null ? <Outlet /> : null;
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
            icon: <MenuIcon d={item.icon} />,
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
