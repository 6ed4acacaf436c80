import { screenOfPath } from '@nsa/api';
import { createRoot, type Root } from 'react-dom/client';
import { startEarly } from './app/earlyLanding.ts';
import { LazyToaster } from './app/LazyToaster.tsx';
import { LoginPage } from './app/LoginPage.tsx';
import { consoleScreens } from './app/screens.ts';
import { startSessionHeartbeat } from './app/sessionHeartbeat.ts';
import { restoreSession, watchSessionEnd } from './app/sessionLifecycle.ts';
import { lazyChunk, listenForChunkFailures } from './lib/chunkFailure.ts';
import { isChunkLoadError } from './lib/chunkReload.ts';
import { initI18n } from './lib/i18n.ts';
import { readStoredSession } from './lib/session.ts';
import { applyTheme, readTheme } from './lib/theme.ts';

/** In dev without a real API, msw answers in the browser; the production build never contains it. */
async function startDevMocks(): Promise<void> {
  if (import.meta.env.DEV && !import.meta.env.VITE_API_URL && !import.meta.env.VITE_API_PROXY) {
    const mocks = await import('./dev/mockWorker.ts');
    await mocks.startMocks();
  }
}

// The router and everything behind it is a chunk of its own: /login paints before it arrives.
const loadConsole = lazyChunk(() => import('./app/mountConsole.tsx'));

async function mountConsole(root: Root, ready: Promise<void>): Promise<void> {
  // A missing chunk is told and the page reloads (lazyChunk): the toaster alone shows the warning
  // meanwhile. Any other error is the module's own, and is thrown as before.
  const routed = await loadConsole().catch((error: unknown) => {
    if (isChunkLoadError(error)) return null;
    throw error;
  });
  if (routed) routed.mountConsole(root, ready);
  else root.render(<LazyToaster standalone />);
}

async function start(): Promise<void> {
  applyTheme(readTheme());
  listenForChunkFailures();
  await startDevMocks();
  const stored = readStoredSession(localStorage);
  if (stored) {
    // Signed in: the session check (then the screen's first reads), the shell and the screen's chunk
    // start now, side by side, not after the language (nor one after another). The page's inline
    // script (scripts/viteSignedInPreload.ts) has already started them in the built console: these
    // take its downloads and its check over, and stand in for it where it did not run.
    startEarly(import.meta.env.VITE_API_URL ?? '', stored.token, window.location);
    // Bare imports: a failure here is told once, when the page mounts them (`lazyChunk`).
    void import('./app/mountConsole.tsx').catch(() => undefined);
    const screen = screenOfPath(window.location.pathname);
    if (screen) void consoleScreens[screen].load().catch(() => undefined);
  }
  await initI18n();
  const ready = restoreSession();
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const root = createRoot(element);
  // A stored session may still be valid: then the router decides where /login leads.
  const signedOutOnLogin = window.location.pathname === '/login' && !stored;
  // Without wagmi: it follows the session's wallet through EIP-1193 events from sign-in on.
  watchSessionEnd();
  startSessionHeartbeat();
  if (!signedOutOnLogin) {
    await mountConsole(root, ready);
    return;
  }
  root.render(
    <LoginPage
      onSignedIn={(path) => {
        window.history.replaceState(null, '', path);
        void mountConsole(root, ready);
      }}
      // Nothing of the signed-in pages loads before a wallet is chosen; the signature prompt then
      // leaves seconds to fetch them, so signing in does not wait for them.
      onWalletChosen={() => void import('./app/mountConsole.tsx').catch(() => undefined)}
    />,
  );
}

void start();
