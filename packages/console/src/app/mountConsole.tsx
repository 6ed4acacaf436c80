import type { Root } from 'react-dom/client';
import { App } from './App.tsx';
import { createConsoleRouter } from './router.tsx';
import { setNavigate } from './sessionLifecycle.ts';

/** Renders the routed console into `root` at the current URL. */
export function mountConsole(root: Root, ready: Promise<void>): void {
  const router = createConsoleRouter(ready);
  setNavigate((to) => void router.navigate(to, { replace: true }));
  root.render(<App router={router} />);
}
