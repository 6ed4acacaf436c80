import { LOGIN_FAILURE_LIMIT, NONCE_LIMIT_PER_MINUTE } from '@nsa/api';
import { FIXTURE_NOW } from '@nsa/mocks';
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

/**
 * The settings both targets run with: the contract's limits (the suite checks them), and one
 * trusted proxy hop, so a case can speak as a new client through X-Forwarded-For.
 */
const settings = {
  loginFailureLimit: LOGIN_FAILURE_LIMIT,
  nonceLimitPerMinute: NONCE_LIMIT_PER_MINUTE,
  trustProxy: 1,
};

let clients = 0;
const newClient = async () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

/** The msw mocks: the server's own API over the demo world's snapshot, at a host nothing listens on. */
export async function mockTarget(): Promise<Target> {
  const origin = 'http://mock.test';
  const mocks = createMockServer({ clock: 'real', settings: { ...settings, origin } });
  mocks.server.listen({ onUnhandledFrame: 'error' });
  await mocks.api();
  return {
    name: 'mocks',
    url: origin,
    origin,
    newClient,
    close: async () => {
      mocks.server.close();
      await (await mocks.api()).close();
    },
  };
}

/** The real server over HTTP, seeded with the same demo world: PGlite, or a fresh PostgreSQL database when one is configured. */
export async function serverTarget(): Promise<Target> {
  const server: TestServer = await startTestServer({ ...settings, seedSize: 'full', seedNow: FIXTURE_NOW });
  return {
    name: 'server',
    url: server.url,
    origin: server.origin,
    newClient,
    close: () => server.close(),
  };
}
