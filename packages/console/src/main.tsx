import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { listenForChunkFailures } from './app/chunkFailure.ts';
import { createConsoleRouter } from './app/router.tsx';
import { restoreSession, setNavigate, watchSessionEnd } from './app/sessionLifecycle.ts';
import { initI18n } from './lib/i18n.ts';
import { applyTheme, readTheme } from './lib/theme.ts';
import './app/console.css';

/** In dev without a real API, msw answers in the browser; the production build never contains it. */
async function startDevMocks(): Promise<void> {
  if (import.meta.env.DEV && !import.meta.env.VITE_API_URL && !import.meta.env.VITE_API_PROXY) {
    const mocks = await import('./dev/mockWorker.ts');
    await mocks.startMocks();
  }
}

async function start(): Promise<void> {
  applyTheme(readTheme());
  listenForChunkFailures();
  await Promise.all([startDevMocks(), initI18n()]);
  const ready = restoreSession();
  const router = createConsoleRouter(ready);
  setNavigate((to) => void router.navigate(to, { replace: true }));
  void watchSessionEnd();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App router={router} />);
}

void start();
