import type { HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers as defaultHandlers } from './index.ts';

/** Starts the service worker over the given handlers (default: every endpoint); everything else passes. */
export async function startMockWorker(...handlers: HttpHandler[]) {
  const worker = setupWorker(...(handlers.length > 0 ? handlers : defaultHandlers));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only /api is mocked; the app's own assets and modules go to the network untouched.
    onUnhandledFrame: 'bypass',
  });
  return worker;
}
