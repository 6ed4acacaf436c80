import { PGlite } from '@electric-sql/pglite';
import { FIXTURE_NOW } from '@nsa/api/demo-world';
import { createApi, createDeps, pgliteDatabase, type Settings } from '@nsa/server/core';
import { openScene } from './staging.ts';

export type MockClock =
  /** Starts at FIXTURE_NOW and moves one second per write, so the same story draws the same times. */
  | 'scene'
  /** The wall clock: a real wallet signs decisions and sign-ins with the real time (dev, conformance). */
  | 'real'
  /** Milliseconds since the epoch, moved by a test (nonce and token expiry). */
  | (() => number);

export type MockApiOptions = { settings?: Settings; clock?: MockClock };

/** The server's own API over an in-memory copy of the demo world. */
export type MockApi = {
  /** Answers a request as the server would (it is the server's code). */
  fetch: (request: Request) => Promise<Response>;
  /** Back to the snapshot: every table a story wrote, and the scene clock. */
  reset: () => Promise<void>;
  /** Staging SQL and reads of the database for a story's checks. */
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  now: () => Date;
  close: () => Promise<void>;
};

/** What the API sees as the client's address: the mocks have no socket. */
const MOCK_PEER = 'mock-client';

/**
 * Opens the demo world's snapshot (a gzipped PGlite data directory, see `dumpDemoWorld`) in
 * memory and serves it with the server's API. Only the clock and the settings are the mocks' own.
 */
export async function openMockApi(
  snapshot: Blob | Uint8Array,
  options: MockApiOptions = {},
): Promise<MockApi> {
  const data = snapshot instanceof Blob ? snapshot : new Blob([snapshot as Uint8Array<ArrayBuffer>]);
  const pg = new PGlite({ loadDataDir: new Blob([data], { type: 'application/gzip' }) });
  const database = await pgliteDatabase(pg);
  const scene = await openScene(pg);
  let writes = 0;
  const clock =
    options.clock === 'real'
      ? Date.now
      : typeof options.clock === 'function'
        ? options.clock
        : () => FIXTURE_NOW.getTime() + writes * 1000;
  const origin = options.settings?.origin ?? globalThis.location?.origin ?? 'http://mock.test';
  const deps = createDeps(database, { checkAnswers: true, ...options.settings, origin, clock });
  const app = createApi(deps, { peerAddress: () => MOCK_PEER });
  return {
    fetch: async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') writes += 1;
      return app.fetch(request);
    },
    reset: async () => {
      // Event ids go back with the tables: open streams end (clients reconnect) and listen anew.
      await deps.events.close();
      await scene.reset();
      writes = 0;
    },
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    now: () => new Date(clock()),
    close: async () => {
      await deps.events.close();
      await database.close();
    },
  };
}
