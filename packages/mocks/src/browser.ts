/// <reference path="./virtual.d.ts" />
import demoWorldUrl from 'virtual:nsa-demo-world';
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers.ts';
import { type MockApi, type MockClock, openMockApi } from './mockApi.ts';
import { createScenarios } from './scenarios.ts';

export { forgetHeldRequests, requestsHeld } from './scenarios.ts';

let clock: MockClock = 'scene';
let shared: Promise<MockApi> | null = null;

/**
 * The page's one mock API, opened on the first `/api` request: a page that asks nothing (most
 * component stories, /login before a wallet is chosen) never loads the database.
 */
export function mockApi(): Promise<MockApi> {
  shared ??= (async () => {
    const response = await fetch(demoWorldUrl);
    if (!response.ok) throw new Error(`the demo world snapshot did not load: ${response.status}`);
    return openMockApi(await response.blob(), { clock });
  })();
  return shared;
}

export const handlers = createHandlers(mockApi);
export const scenarios = createScenarios(mockApi);

/** Back to the demo world as seeded, when a story has opened it (between stories). */
export async function resetMocks(): Promise<void> {
  if (shared) await (await shared).reset();
}

/** The console in dev without a server: every `/api` request answered in the page, on the wall clock. */
export async function startMockWorker() {
  clock = 'real';
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only /api is mocked; the app's own assets and modules go to the network untouched.
    onUnhandledFrame: 'bypass',
  });
  return worker;
}
