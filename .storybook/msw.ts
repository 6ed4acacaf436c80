import { setupWorker } from 'msw/browser';

/** Requests that reached the worker without a handler since the last `takeUnhandledRequests()`. */
const unhandled: string[] = [];

export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}

/** `/api` requests the worker has taken and not yet answered (by id). */
const unanswered = new Set<string>();

/** How many `/api` requests are waiting for their answer now. */
export function requestsInFlight(): number {
  return unanswered.size;
}

/** A new story: requests its predecessor left waiting (a held loading scene, one its page abandoned) are not its own. */
export function forgetRequestsInFlight(): void {
  unanswered.clear();
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
  worker.events.on('request:start', ({ request, requestId }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) unanswered.add(requestId);
  });
  worker.events.on('request:end', ({ requestId }) => {
    unanswered.delete(requestId);
  });
  return worker;
}
