import { hasMenu, screenOfPath, screensFor, screenTable } from '@nsa/api';
import { AppShell, LanguageSwitcher, type MenuItem, shortenAddress, ThemeToggle } from '@nsa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { lazyChunk } from '../lib/chunkFailure.ts';
import { desk } from '../lib/desk.ts';
import { canSearch } from '../lib/findRecord.ts';
import { isLanguage, languageNames, languages } from '../lib/languages.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { session } from '../lib/session.ts';
import { applyTheme, readTheme, subscribeTheme } from '../lib/theme.ts';
import { useSetLanguageParam } from '../lib/useLanguageParam.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { consoleScreens } from './screens.ts';
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

const languageChoices = languages.map((code) => ({ code, label: languageNames[code] }));

/** One cache for the signed-in screens; it is dropped when the session ends (layout unmounts). */
const queryClient = createQueryClient();

/** One's own sessions: loaded when first opened (it brings the table). */
const MySessionsDialog = lazy(
  lazyChunk(() => import('./MySessionsDialog.tsx').then((m) => ({ default: m.MySessionsDialog }))),
);

/** The desk's live stream and menu count: loaded for a super only. */
const DeskLive = lazy(
  lazyChunk(() =>
    import('../features/withdrawals/components/DeskLive.tsx').then((m) => ({ default: m.DeskLive })),
  ),
);

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout />
    </QueryClientProvider>
  );
}

function Layout() {
  const { userInfo } = useSnapshot(session);
  const { pending } = useSnapshot(desk);
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const setLanguage = useSetLanguageParam();
  const theme = useSyncExternalStore(subscribeTheme, readTheme);
  // Mounted from the first opening on, so it can close as a dialog does.
  const [sessionsOpen, setSessionsOpen] = useState<boolean | null>(null);
  useEffect(() => () => queryClient.clear(), []);
  useDocumentTitle(pathname);
  // Signed out, only the 404 page gets here (the guards send every screen to sign-in): bare.
  if (!userInfo) return screenOfPath(pathname) === null ? <Outlet /> : null;
  // A role with one screen (the operator's points) has no menu to show.
  const menuItems: MenuItem[] = !hasMenu(userInfo.role)
    ? []
    : screenTable
        .filter((entry) => entry.menu && screensFor(userInfo.role).includes(entry.id))
        .map((entry) => ({
          id: entry.id,
          // The page's title: a menu entry reads as the page it opens.
          label: t(consoleScreens[entry.id].title),
          href: entry.path,
          icon: <MenuIcon d={consoleScreens[entry.id].icon ?? ''} />,
          current: matchPath({ path: entry.path, end: false }, pathname) !== null,
          // The queue's size, kept live by the event stream.
          ...(entry.id === 'withdraw' && pending !== null
            ? { badge: { count: pending, label: t('withdraw.menuPending', { count: pending }) } }
            : {}),
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
          {canSearch(userInfo.role) ? <HeaderSearch role={userInfo.role} /> : null}
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
        // Two short lines instead of one long one: the header keeps room for its controls.
        <Account>
          <span>
            <span>{t('nav.signedInAs', { role: t(`roles.${userInfo.role}`) })}</span>
            <span aria-hidden="true"> · </span>
            <SessionsButton type="button" aria-haspopup="dialog" onClick={() => setSessionsOpen(true)}>
              {t('nav.sessions')}
            </SessionsButton>
          </span>
          <span>
            {userInfo.label ? <AccountLabel title={userInfo.label}>{userInfo.label}</AccountLabel> : null}{' '}
            <bdi dir="ltr" title={userInfo.address}>
              {shortenAddress(userInfo.address)}
            </bdi>
          </span>
        </Account>
      }
      onLogout={() => void logout()}
    >
      {navigation.state === 'loading' ? (
        <Progress role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      {userInfo.role === 'super' ? (
        <Suspense fallback={null}>
          <DeskLive />
        </Suspense>
      ) : null}
      <Outlet />
      {sessionsOpen !== null ? (
        <Suspense fallback={null}>
          <MySessionsDialog open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}

const Account = styled.span`
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
