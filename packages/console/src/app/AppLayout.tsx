import { hasMenu, screenOfPath, screensFor, screenTable } from '@nsa/api';
import { AppShell, type MenuItem } from '@nsa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { useAfterPaint } from '../lib/afterPaint.ts';
import { lazyChunk } from '../lib/chunkFailure.ts';
import { desk } from '../lib/desk.ts';
import { canSearch } from '../lib/findRecord.ts';
import { session } from '../lib/session.ts';
import { queryClient } from './consoleQueryClient.ts';
import { HeaderAccount, HeaderSettings } from './HeaderAccount.tsx';
import { HeaderAccountMenu } from './HeaderAccountMenu.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { useScreenLoading } from './screenLoading.ts';
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
  const { t } = useTranslation();
  const screenLoading = useScreenLoading();
  const { pathname } = useLocation();
  // Mounted from the first opening on, so it can close as a dialog does.
  const [sessionsOpen, setSessionsOpen] = useState<boolean | null>(null);
  useEffect(() => () => queryClient.clear(), []);
  useDocumentTitle(pathname);
  // The header's parts as the same elements from render to render while the account is the same:
  // the menu's live queue count, a screen loading or the sessions dialog re-render the layout, and
  // the whole header was drawn again each time.
  const header = useMemo(() => {
    if (!userInfo) return null;
    const openSessions = () => setSessionsOpen(true);
    return {
      search: canSearch(userInfo.role) ? <HeaderSearch role={userInfo.role} /> : undefined,
      actions: <HeaderSettings />,
      account: <HeaderAccount user={userInfo} onSessions={openSessions} />,
      // Loaded with the shell: its Radix menu is on every list screen anyway (the column chooser).
      accountMenu: <HeaderAccountMenu user={userInfo} onSessions={openSessions} onLogout={signOut} />,
    };
  }, [userInfo]);
  // Signed out, only the 404 page gets here (the guards send every screen to sign-in): bare.
  if (!userInfo || !header) return screenOfPath(pathname) === null ? <Outlet /> : null;
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
      {...header}
      onLogout={signOut}
    >
      {screenLoading ? <Progress role="progressbar" aria-label={t('common.loading')} /> : null}
      {userInfo.role === 'super' ? <DeskLiveAfterPaint /> : null}
      <Outlet />
      {sessionsOpen !== null ? (
        <Suspense fallback={null}>
          <MySessionsDialog open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}

/**
 * The desk's live stream after the first paint: a super's screen does not wait for its chunk. Its own
 * component, so that the paint re-renders it alone, not the whole shell around the screen.
 */
function DeskLiveAfterPaint() {
  const painted = useAfterPaint();
  return painted ? (
    <Suspense fallback={null}>
      <DeskLive />
    </Suspense>
  ) : null;
}

const signOut = () => void logout();

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
