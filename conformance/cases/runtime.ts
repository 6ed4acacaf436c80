import { describe, expect, it } from 'vitest';
import type { Harness } from '../harness.ts';

/** Liveness and readiness (contract § Reference server runtime): what a load balancer asks. */
export function runtimeCases(h: Harness) {
  describe('liveness and readiness', () => {
    it('/api/ready answers 200 {ok: true} with no token while the database answers', async () => {
      const reply = await h.call('GET', '/api/ready');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ code: '200', success: true, message: 'ok', data: { ok: true } });
    });

    it('/api/ready takes no parameters and no POST, like every endpoint', async () => {
      const extra = await h.call('GET', '/api/ready', { query: { deep: '1' } });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toContain('deep');
      expect((await h.call('POST', '/api/ready')).status).toBe(404);
    });
  });
}
