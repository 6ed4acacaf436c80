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
  /** Headers that make the next calls come from a client no limit has counted yet. */
  newClient: () => Promise<Record<string, string>>;
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
    // The mocks see one client: a fresh db is a fresh limiter.
    newClient: async () => {
      server.resetHandlers(...createHandlers(createMockDb({ seed: 1 }), { origin }));
      return {};
    },
    close: async () => server.close(),
  };
}

/** The real server over HTTP: PGlite, or a fresh PostgreSQL database when one is configured. */
export async function serverTarget(): Promise<Target> {
  // Contract limits, not the test helper's relaxed ones: the suite checks them. One proxy hop is
  // trusted so a case can speak as a new client through X-Forwarded-For.
  const server: TestServer = await startTestServer({
    loginFailureLimit: LOGIN_FAILURE_LIMIT,
    nonceLimitPerMinute: NONCE_LIMIT_PER_MINUTE,
    trustProxy: 1,
  });
  let clients = 0;
  const target: Target = {
    name: 'server',
    url: server.url,
    origin: server.origin,
    newClient: async () => ({ 'x-forwarded-for': `198.51.100.${++clients}` }),
    close: () => server.close(),
  };
  return target;
}
