import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { App } from './App.tsx';
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
