import { type Screen as ScreenId, screenTable } from '@nsa/api';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { lazyChunk } from '../lib/chunkFailure.ts';
import { guardRedirect, isTurnedAway } from '../lib/guards.ts';
import { i18n } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { showToast } from '../lib/toast.ts';
import { RootLayout } from './RootLayout.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { trackScreenLoad } from './screenLoading.ts';
import { consoleScreens, type ScreenModule } from './screens.ts';

/** A screen's chunk, loaded when the screen is first opened; a missing chunk warns and reloads once. */
function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(trackScreenLoad(lazyChunk(() => load().then((module) => ({ default: module.Component })))));
}

const LoginScreen = lazyScreen(() => import('../features/auth/routes/LoginRoute.tsx'));
const NotFoundScreen = lazyScreen(() => import('./NotFoundRoute.tsx'));
const Layout = lazyScreen(() => import('./AppLayout.tsx'));
const screens = new Map<ScreenId, ComponentType>(
  screenTable.map((entry) => [entry.id, lazyScreen(consoleScreens[entry.id].load)]),
);

/** Sessions already checked: a guard mounted again (after `/`) does not wait a turn for them. */
const settled = new WeakSet<Promise<void>>();

/** Whether `ready` has settled; state, not `use`: a story's render scope never wakes a suspended root. */
function useSettled(ready: Promise<void>): boolean {
  const [done, setDone] = useState(() => settled.has(ready));
  useEffect(() => {
    let live = true;
    const finish = () => {
      settled.add(ready);
      if (live) setDone(true);
    };
    ready.then(finish, finish);
    return () => {
      live = false;
    };
  }, [ready]);
  return done;
}

/**
 * Every page waits for the restored session, then asks the guard where it belongs. The role is
 * read, not watched, as each navigation finds it: signing out navigates on its own.
 */
function Guard({ ready }: { ready: Promise<void> }) {
  const done = useSettled(ready);
  const { pathname, search, key } = useLocation();
  // Decided once per navigation, as the session stands then: a re-render while a session ends
  // (before its own navigation to sign-in, which keeps the page to come back to) changes nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `done` are what make it run again.
  const { to, turnedAway } = useMemo(() => {
    const role = session.userInfo?.role ?? null;
    const target = guardRedirect(pathname, search, role);
    return { to: target, turnedAway: target !== null && isTurnedAway(pathname, role) };
  }, [key, pathname, search, done]);
  // Once per navigation (a strict-mode remount runs effects twice).
  const told = useRef<string | null>(null);
  useEffect(() => {
    // Said, not silent: a pasted link to a page the role may not open would otherwise look broken.
    if (!done || !turnedAway || told.current === key) return;
    told.current = key;
    showToast({ tone: 'warning', title: i18n.t('errors.roleCannotOpen') });
  }, [done, turnedAway, key]);
  // Nothing to show before the first guard has run: the session check is quick.
  if (!done) return null;
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/** A screen inside its error boundary: a failing one keeps the layout and the menu. */
function Screen({ screen: Page }: { screen: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary path={pathname}>
      <Page />
    </ScreenBoundary>
  );
}

/**
 * The console's pages. Declarative routes: the guards and the lazy screens are components, so the
 * data router (loaders, actions, fetchers: twice the code) is left out of every page's download.
 * `ready` settles when the stored session has been checked; it must be the same promise each render.
 */
export function ConsoleRoutes({ ready }: { ready: Promise<void> }) {
  return (
    // Nothing to show while a screen's first chunk loads; later ones keep the current screen on view.
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          <Route element={<Guard ready={ready} />}>
            <Route path="login" element={<Screen screen={LoginScreen} />} />
            <Route element={<Screen screen={Layout} />}>
              {screenTable.map((entry) => (
                <Route
                  key={entry.id}
                  path={entry.path.slice(1)}
                  element={<Screen screen={screens.get(entry.id) ?? NotFoundScreen} />}
                />
              ))}
              {/* Inside the layout: a signed-in user keeps the header and menu on a wrong address. */}
              <Route path="*" element={<Screen screen={NotFoundScreen} />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
