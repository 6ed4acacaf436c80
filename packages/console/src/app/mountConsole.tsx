import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { session } from '../lib/session.ts';
import { App } from './App.tsx';
import { queryClient } from './consoleQueryClient.ts';
import { prefetchLanding } from './landingData.ts';
import { ConsoleRoutes } from './router.tsx';
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
  root.render(
    <App
      router={
        <BrowserRouter>
          <NavigationBridge />
          <ConsoleRoutes ready={ready} />
        </BrowserRouter>
      }
    />,
  );
}
