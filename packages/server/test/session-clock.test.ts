import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ idleTtlMs: 30 * 60_000 });
});
afterAll(() => server?.close());

/** The session's idle clock as stored, in ms. */
async function lastSeen(token: string): Promise<number> {
  const hash = createHash('sha256').update(token).digest('hex');
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

  it('still refuses a session within a minute of 30 idle minutes', async () => {
    const token = await signIn(server.url, 'admin');
    try {
      // A request 59 s after sign-in writes nothing: the session's last write is the sign-in.
      server.advance(59_000);
      expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(200);
      // Idle 29 min 2 s since its last request, 30 min 1 s since the last write: refused.
      server.advance(29 * 60_000 + 2_000);
      expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(401);
    } finally {
      server.advance(-(30 * 60_000 + 1_000));
    }
  });

  it('keeps a session used every 50 s alive past the idle timeout', async () => {
    const token = await signIn(server.url, 'admin');
    const steps = 45; // 37.5 min
    try {
      for (let i = 0; i < steps; i++) {
        server.advance(50_000);
        expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(200);
      }
    } finally {
      server.advance(-steps * 50_000);
    }
  });
});
