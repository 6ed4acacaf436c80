import { type Screen as ScreenId, screenOfPath, screenTable } from '@nsa/api';
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

type Loaded = { default: ComponentType };
/** Loads of a screen's module, by loader: started by `beforeFirstRender` or by a first render. */
const loads = new Map<() => Promise<ScreenModule>, Promise<Loaded>>();
/** The modules that have arrived: a first render finds them without suspending. */
const arrived = new Map<() => Promise<ScreenModule>, Loaded>();

function loadScreen(load: () => Promise<ScreenModule>): Promise<Loaded> {
  let started = loads.get(load);
  if (!started) {
    started = trackScreenLoad(lazyChunk(() => load().then((module) => ({ default: module.Component }))))();
    // A failed load stays failed, as React.lazy keeps it: told once (lazyChunk), not again at render.
    started.then((loaded) => arrived.set(load, loaded)).catch(() => undefined);
    loads.set(load, started);
  }
  return started;
}

/**
 * A screen's chunk, loaded when the screen is first opened; a missing chunk warns and reloads once.
 * When its module is already here, it is handed over at once (a thenable that answers as `then` is
 * called): React.lazy then renders it in the same pass instead of suspending. A suspended first pass
 * commits an empty page, and React holds the next reveal up to 300 ms after it, so a signed-in
 * reload painted that much later than its chunks and data had arrived.
 */
function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(() => {
    const loaded = arrived.get(load);
    return loaded ? answeredAtOnce(loaded) : loadScreen(load);
  });
}

/** A thenable that calls back as `then` is called, which a promise never does (React.lazy reads it then). */
function answeredAtOnce(loaded: Loaded): Promise<Loaded> {
  // biome-ignore lint/suspicious/noThenProperty: the point is a thenable that answers synchronously.
  const thenable = { then: (resolve: (value: Loaded) => void) => resolve(loaded) };
  return thenable as unknown as Promise<Loaded>;
}

const loadLayout = () => import('./AppLayout.tsx');

/** Sessions already checked: a guard (mounted first, or again after `/`) does not wait a turn for them. */
const settled = new WeakSet<Promise<void>>();

/**
 * The session check and the layout's and `pathname`'s screen's modules, settled (loaded or
 * failed): awaited before the console's first render, which then draws the page in one pass: no
 * empty commit while the guard waits a turn for the session, none while a chunk suspends. The
 * entry has all three under way.
 */
export async function beforeFirstRender(pathname: string, ready: Promise<void>): Promise<void> {
  const screen = screenOfPath(pathname);
  const wanted = [loadLayout, ...(screen ? [consoleScreens[screen].load] : [])];
  await Promise.allSettled([ready, ...wanted.map(loadScreen)]);
  settled.add(ready);
}

const LoginScreen = lazyScreen(() => import('../features/auth/routes/LoginRoute.tsx'));
const NotFoundScreen = lazyScreen(() => import('./NotFoundRoute.tsx'));
const Layout = lazyScreen(loadLayout);
const screens = new Map<ScreenId, ComponentType>(
  screenTable.map((entry) => [entry.id, lazyScreen(consoleScreens[entry.id].load)]),
);

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
