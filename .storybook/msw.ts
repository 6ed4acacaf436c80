import { setupWorker } from 'msw/browser';

/** Requests that reached the worker without a handler since the last `takeUnhandledRequests()`. */
const unhandled: string[] = [];

export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}

/**
 * One worker for every story. Storybook's own modules and assets pass through; an `/api` or
 * cross-origin request that no handler answers is answered with a network error and recorded,
 * so the story test fails (see vitest.setup.ts).
 */
export async function startStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request } | undefined)?.request;
      if (request) {
        const url = new URL(request.url);
        if (url.origin === location.origin && !url.pathname.startsWith('/api/')) return;
        unhandled.push(`${request.method} ${request.url}`);
      }
      defaults.error();
    },
  });
  return worker;
}
