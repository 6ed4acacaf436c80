import { LOGIN_FAILURE_LIMIT, NONCE_LIMIT_PER_MINUTE } from '@nsa/api';
import { createHandlers, createMockDb } from '@nsa/mocks';
import { createMockServer } from '@nsa/mocks/node';
import { startTestServer, type TestServer } from '@nsa/server/testing';

/** A back-end the conformance suite runs against: where it answers, and how to get a fresh demo world. */
export type Target = {
  name: 'mocks' | 'server';
  /** Base URL of `/api` calls; also the origin decisions and sign-in messages are bound to. */
  url: string;
  origin: string;
  /** Starts over on a freshly seeded world, with the contract's default limits. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/** The msw handlers over a fresh mock db, answering in-process at a host nothing listens on. */
export function mockTarget(): Target {
  const origin = 'http://mock.test';
  const server = createMockServer(...createHandlers(createMockDb({ seed: 1 }), { origin }));
  server.listen({ onUnhandledFrame: 'error' });
  return {
    name: 'mocks',
    url: origin,
    origin,
    reset: async () => {
      server.resetHandlers(...createHandlers(createMockDb({ seed: 1 }), { origin }));
    },
    close: async () => server.close(),
  };
}

/** The real server over HTTP: PGlite, or a fresh PostgreSQL database when one is configured. */
export async function serverTarget(): Promise<Target> {
  // Contract limits, not the test helper's relaxed ones: the suite checks them.
  const start = () =>
    startTestServer({ loginFailureLimit: LOGIN_FAILURE_LIMIT, nonceLimitPerMinute: NONCE_LIMIT_PER_MINUTE });
  let server: TestServer = await start();
  const target: Target = {
    name: 'server',
    url: server.url,
    origin: server.origin,
    reset: async () => {
      await server.close();
      server = await start();
      target.url = server.url;
      target.origin = server.origin;
    },
    close: () => server.close(),
  };
  return target;
}
