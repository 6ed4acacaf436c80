import { ApiError } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { outage, watchingOutage } from './outage.ts';
import { retryDelay, shouldRetry } from './queryClient.ts';

const answering =
  (status: number): typeof fetch =>
  async () =>
    new Response('{}', { status });

describe('the outage banner follows what the API answers', () => {
  it('goes up on a 503 and down on the next answer that is not one, 4xx included', async () => {
    outage.down = false;
    await watchingOutage(answering(503))('/api/manage/users');
    expect(outage.down).toBe(true);
    await watchingOutage(answering(503))('/api/manage/users');
    expect(outage.down).toBe(true);
    await watchingOutage(answering(404))('/api/manage/user');
    expect(outage.down).toBe(false);
    await watchingOutage(answering(503))('/api/manage/users');
    await watchingOutage(answering(200))('/api/manage/users');
    expect(outage.down).toBe(false);
  });

  it('stays as it was when the request never got an answer', async () => {
    outage.down = true;
    const offline = watchingOutage(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline('/api/manage/users')).rejects.toThrow('Failed to fetch');
    expect(outage.down).toBe(true);
  });
});

describe('reads retry through an outage on the server’s schedule', () => {
  const unavailable = (retryAfter?: number) =>
    new ApiError('503', 'database unavailable', 503, undefined, retryAfter);

  it('three retries for a 503, one for a 500 or a lost connection, none for a refusal', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, unavailable(2)))).toEqual([true, true, true, false]);
    expect([0, 1].map((n) => shouldRetry(n, new ApiError('500', 'internal error', 500)))).toEqual([
      true,
      false,
    ]);
    expect(shouldRetry(0, new ApiError('NETWORK', 'unreachable', 0))).toBe(true);
    for (const code of ['400', '401', '403', '404', '409', '429']) {
      expect(shouldRetry(0, new ApiError(code, 'refused', Number(code)))).toBe(false);
    }
  });

  it('doubles from 150 ms, never sooner than Retry-After, never longer than 30 s', () => {
    expect([0, 1, 2].map((n) => retryDelay(n, unavailable()))).toEqual([150, 300, 600]);
    expect([0, 1, 2].map((n) => retryDelay(n, unavailable(2)))).toEqual([2_000, 2_000, 2_000]);
    expect(retryDelay(4, unavailable(1))).toBe(2_400);
    expect(retryDelay(0, unavailable(120))).toBe(30_000);
    expect(retryDelay(12, unavailable())).toBe(30_000);
    expect(retryDelay(0, new ApiError('500', 'internal error', 500))).toBe(500);
  });
});
