import { DEMO_ACCOUNTS } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { type Harness, later, onClock } from '../harness.ts';

/** Sessions: whose user a token reads, logout, and the idle and absolute expiry. */
export function sessionCases(h: Harness) {
  describe('sessions', () => {
    const user = (token: string) => h.call('GET', '/api/auth/user', { token });

    it("reads the token's own user (its address in any case), and refuses another's with 403", async () => {
      const token = await h.signIn('operator');
      expect((await user(token)).body.data).toMatchObject({
        address: DEMO_ACCOUNTS.operator,
        role: 'operator',
      });
      const own = await h.call('GET', '/api/auth/user', {
        token,
        query: { address: DEMO_ACCOUNTS.operator.toLowerCase() },
      });
      expect(own.status).toBe(200);
      const other = await h.call('GET', '/api/auth/user', { token, query: { address: DEMO_ACCOUNTS.super } });
      expect(other.status).toBe(403);
    });

    it('logout revokes the token; a POST without any body or content type is a logout too', async () => {
      const token = await h.signIn('admin');
      expect((await h.call('POST', '/api/auth/logout', { token })).body.data).toEqual({ ok: true });
      expect((await user(token)).status).toBe(401);
      const bare = await h.signIn('operator');
      const response = await fetch(new URL('/api/auth/logout', h.target().url), {
        method: 'POST',
        headers: { token: bare },
      });
      expect(response.status).toBe(200);
      expect((await user(bare)).status).toBe(401);
    });

    it('expires a token idle for 30 minutes, and keeps one used every 50 s alive past that', async () => {
      const idle = await h.signIn('admin');
      const used = await h.signIn('admin');
      await onClock(h, async (advance) => {
        for (let i = 1; i <= 45; i++) {
          advance(50_000);
          expect((await user(used)).status, `after ${i * 50} s`).toBe(200);
        }
        expect((await user(idle)).status).toBe(401);
      });
    });

    it('refuses a session 30 minutes after its last recorded use, even with a request in between the minute', async () => {
      const token = await h.signIn('admin');
      await later(h, 59_000, async () => {
        expect((await user(token)).status).toBe(200);
        await later(h, 29 * 60_000 + 2_000, async () => expect((await user(token)).status).toBe(401));
      });
    });

    it('expires every token 12 hours after sign-in, however busy', async () => {
      const token = await h.signIn('super');
      const statuses: number[] = [];
      await onClock(h, async (advance) => {
        for (let step = 1; step <= 26; step++) {
          advance(29 * 60_000);
          statuses.push((await user(token)).status);
        }
      });
      // 24 × 29 min = 11 h 36 min is still inside the 12 h; 25 × 29 min is past it.
      expect(statuses).toEqual([...Array(24).fill(200), 401, 401]);
    });
  });
}
