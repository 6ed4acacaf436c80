import { DEMO_ACCOUNTS } from '@nsa/api';
import { FIXTURE_NOW } from '@nsa/api/demo-world';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from '../staging.ts';
import { createMockServer } from './server.ts';

// The mocks' own scene staging (behaviour is the server's: conformance/ tests it on the mocks).
const ORIGIN = 'http://mock.test';
const mocks = createMockServer({ settings: { origin: ORIGIN } });
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => mocks.server.resetHandlers());
afterAll(async () => {
  mocks.server.close();
  await (await mocks.api()).close();
});

const get = async (path: string, as: 'super' | 'admin' | 'operator' = 'super') => {
  const response = await fetch(`${ORIGIN}${path}`, { headers: { token: demoToken(as) } });
  return { status: response.status, body: await response.json() };
};
const setPoints = (points: number) =>
  fetch(`${ORIGIN}/api/operation/set-points`, {
    method: 'POST',
    headers: { token: demoToken('operator'), 'content-type': 'application/json' },
    body: JSON.stringify({ address: DEMO_ACCOUNTS.user, points }),
  });

describe('the mocks stage scenes on the server’s own API', () => {
  it('signs the demo accounts in on the scene clock, which moves one second per write', async () => {
    const api = await mocks.api();
    expect(api.now().toISOString()).toBe(FIXTURE_NOW.toISOString());
    expect((await get('/api/auth/user', 'admin')).body.data).toMatchObject({ address: DEMO_ACCOUNTS.admin });
    expect((await setPoints(7)).status).toBe(200);
    expect(api.now().getTime()).toBe(FIXTURE_NOW.getTime() + 1000);
    const [entry] = (await get('/api/manage/audit?pageSize=1')).body.data.list;
    expect(entry).toMatchObject({ action: 'points.set', createdAt: '2026-11-01T09:00:01.000Z' });
  });

  it('reset puts every written table back, ids and clock included', async () => {
    const api = await mocks.api();
    await api.reset();
    const before = await get('/api/manage/audit?pageSize=1');
    expect((await setPoints(8)).status).toBe(200);
    const created = await fetch(`${ORIGIN}/api/manage/user`, {
      method: 'POST',
      headers: { token: demoToken('admin'), 'content-type': 'application/json' },
      body: JSON.stringify({ address: '0x00000000000000000000000000000000000000a1', role: 'user' }),
    });
    expect(created.status).toBe(200);
    await api.reset();
    expect(await get('/api/manage/audit?pageSize=1')).toEqual(before);
    expect((await get(`/api/operation/get-points?address=${DEMO_ACCOUNTS.user}`)).body.data.points).not.toBe(
      8,
    );
    expect(api.now().toISOString()).toBe(FIXTURE_NOW.toISOString());
    // The same write after a reset gets the same id and time as the first time.
    expect((await setPoints(8)).status).toBe(200);
    const [again] = (await get('/api/manage/audit?pageSize=1')).body.data.list;
    expect(Number(again.id)).toBe(Number(before.body.data.list[0].id) + 1);
    expect(again.createdAt).toBe('2026-11-01T09:00:01.000Z');
    await api.reset();
  });

  it('stages empty lists, failures, latency and an ended session', async () => {
    mocks.server.use(...mocks.scenarios.empty('users'), ...mocks.scenarios.error('500', 'orders'));
    expect((await get('/api/manage/users')).body.data).toMatchObject({ list: [], total: 0 });
    expect((await get('/api/manage/orders')).status).toBe(500);
    mocks.server.resetHandlers();
    mocks.server.use(...mocks.scenarios.slow(50, 'withdrawals'));
    const started = performance.now();
    expect((await get('/api/manage/withdraw')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    mocks.server.resetHandlers();
    mocks.server.use(...mocks.scenarios.loading('users'));
    const outcome = await Promise.race([
      get('/api/manage/users'),
      new Promise((r) => setTimeout(() => r('pending'), 100)),
    ]);
    expect(outcome).toBe('pending');
    mocks.server.resetHandlers();
    mocks.server.use(...mocks.scenarios.sessionExpired());
    // The server's own 401, with its own message.
    expect((await get('/api/auth/user')).body).toMatchObject({
      code: '401',
      message: 'token: invalid, expired or revoked; sign in again',
    });
    await (await mocks.api()).reset();
    mocks.server.resetHandlers();
    expect((await get('/api/auth/user')).status).toBe(200);
  });
});
