import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { hashToken } from '../src/core/services/secrets.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ idleTtlMs: 30 * 60_000 });
});
afterAll(() => server?.close());

/** The session's idle clock as stored, in ms. */
async function lastSeen(token: string): Promise<number> {
  const hash = hashToken(token);
  const rows = await queryRows<{ at: string | Date }>(
    server.database.db,
    sql`select last_seen_at as at from sessions where token_hash = ${hash}`,
  );
  expect(rows).toHaveLength(1);
  return new Date(rows[0]?.at as string).getTime();
}

describe("the session's idle clock", () => {
  it('is written at most once a minute however many requests the session makes', async () => {
    const token = await signIn(server.url, 'admin');
    const signedIn = await lastSeen(token);
    try {
      for (let i = 0; i < 5; i++) {
        server.advance(10_000);
        expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(200);
      }
      // 50 s of requests: still the sign-in time.
      expect(await lastSeen(token)).toBe(signedIn);
      server.advance(11_000);
      expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(200);
      const written = await lastSeen(token);
      expect(written - signedIn).toBeGreaterThanOrEqual(61_000);
      server.advance(30_000);
      expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(200);
      expect(await lastSeen(token)).toBe(written);
    } finally {
      server.advance(-91_000);
    }
  });
});
