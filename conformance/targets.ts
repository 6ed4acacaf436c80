import { LOGIN_FAILURE_LIMIT, NONCE_LIMIT_PER_MINUTE } from '@nsa/api';
import { FIXTURE_NOW } from '@nsa/mocks';
import { createMockServer } from '@nsa/mocks/node';
import type { Settings } from '@nsa/server/core';
import { startTestServer } from '@nsa/server/testing';

/** A back-end the conformance suite runs against, over the demo world as seeded. */
export type Target = {
  name: 'mocks' | 'server';
  /** Base URL of `/api` calls; also the origin decisions and sign-in messages are bound to. */
  url: string;
  origin: string;
  /** Headers that make the next calls come from a client no limit has counted yet. */
  newClient: () => Record<string, string>;
  /** Moves the target's clock (nonce, token and decision expiry); a negative step moves it back. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
};

/** Opens a target of one kind with the given settings (the contract's defaults otherwise). */
export type OpenTarget = (settings?: Settings) => Promise<Target>;

/**
 * What every target runs with unless a case says otherwise: the contract's limits (the suite
 * checks them), and one trusted proxy hop, so a case can speak as a new client through
 * X-Forwarded-For.
 */
const defaults: Settings = {
  loginFailureLimit: LOGIN_FAILURE_LIMIT,
  nonceLimitPerMinute: NONCE_LIMIT_PER_MINUTE,
  trustProxy: 1,
};

let clients = 0;
/** A new client address, written where `hops` trusted proxies would have put it. */
function clientHeaders(hops: number): Record<string, string> {
  clients += 1;
  const ip = `198.51.${Math.floor(clients / 250)}.${clients % 250}`;
  const proxies = Array.from({ length: Math.max(0, hops - 1) }, (_, i) => `10.0.0.${i + 1}`);
  return { 'x-forwarded-for': [ip, ...proxies].join(', ') };
}

/** A clock the target reads and a case can move. */
function movableClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

/** The mocks: the server's own API over the demo world's snapshot, at a host nothing listens on. */
export const openMockTarget: OpenTarget = async (settings = {}) => {
  const origin = 'http://mock.test';
  const clock = movableClock();
  const all = { ...defaults, ...settings };
  const mocks = createMockServer({ clock: all.clock ?? clock.now, settings: { ...all, origin } });
  mocks.server.listen({ onUnhandledFrame: 'error' });
  const api = await mocks.api();
  return {
    name: 'mocks',
    url: origin,
    origin,
    newClient: () => clientHeaders(Number(all.trustProxy ?? 0)),
    advance: clock.advance,
    close: async () => {
      mocks.server.close();
      await api.close();
    },
  };
};

/**
 * The real server over HTTP, seeded with the same demo world (dated before the mocks' FIXTURE_NOW):
 * PGlite, or a fresh PostgreSQL database when one is configured.
 */
export const openServerTarget: OpenTarget = async (settings = {}) => {
  const all = { ...defaults, ...settings };
  const server = await startTestServer({ ...all, seedSize: 'full', seedNow: FIXTURE_NOW });
  return {
    name: 'server',
    url: server.url,
    origin: server.origin,
    newClient: () => clientHeaders(Number(all.trustProxy ?? 0)),
    advance: server.advance,
    close: () => server.close(),
  };
};
