import { startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { session } from '../lib/session.ts';
import { App } from './App.tsx';
import { queryClient } from './consoleQueryClient.ts';
import { LazyToaster } from './LazyToaster.tsx';
import { prefetchLanding } from './landingData.ts';
import { beforeFirstRender, ConsoleRoutes } from './router.tsx';
import { setNavigate } from './sessionLifecycle.ts';

/** Hands the router's navigation to the session's end (sign-out, a revoked token), which happens outside React. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to) => void navigate(to, { replace: true })), [navigate]);
  return null;
}

/** Renders the routed console into `root` at the current URL. */
export function mountConsole(root: Root, ready: Promise<void>): void {
  // The landing screen's data as soon as the session is confirmed, beside its chunk and first render.
  const landOn = { pathname: window.location.pathname, search: window.location.search };
  void ready.then(() => {
    const role = session.userInfo?.role;
    if (role) prefetchLanding(queryClient, landOn, role);
  });
  const render = (routes: boolean) =>
    root.render(
      <App
        router={
          <BrowserRouter>
            <NavigationBridge />
            {/* Until the screens come, the toaster their root layout holds: a warning told before
                then (a chunk that failed, a session ended) is on view before the page moves on. */}
            {routes ? <ConsoleRoutes ready={ready} /> : <LazyToaster />}
          </BrowserRouter>
        }
      />,
    );
  // The router's navigation at once: a session that ends before the first screen has rendered (a
  // refused token, a wallet gone) still moves to sign-in within the page, its notice on view.
  render(false);
  // The screens once the session check and the chunks are in (see beforeFirstRender), as a
  // transition: React then renders the whole page in slices of a few milliseconds, not one long task.
  void beforeFirstRender(landOn.pathname, ready).then(() => startTransition(() => render(true)));
}
