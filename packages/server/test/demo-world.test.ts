import { DEFAULT_APPROVAL_THRESHOLDS, parseApprovalThresholds } from '@nsa/api';
import { createDemoWorld } from '@nsa/api/demo-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_SEED, seedDemo } from '../src/core/seed.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

// The mocks' fixture clock: the stories' world, as `npm start` seeds it on that day.
const now = new Date('2026-11-01T09:00:00.000Z');
const world = createDemoWorld({ now, thresholds: parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS) });

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
  await seedDemo(server.database.db, FULL_SEED, { now });
  token = await signIn(server.url, 'super');
}, 60_000);
afterAll(() => server?.close());

/** Every row of a list, page by page, oldest first. */
async function all<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await call(server.url, 'GET', path, {
      token,
      query: { page, pageSize: 100, sort: 'createdAt', order: 'asc' },
    });
    expect(reply.status, reply.body.message).toBe(200);
    rows.push(...(reply.body.data.list as T[]));
    if (rows.length >= reply.body.data.total) return rows;
  }
}
const byCreated = <T extends { createdAt: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

describe('the demo world', () => {
  it('the server serves the generated users: the same addresses, roles, referral trees and points', async () => {
    const served = await all<Record<string, unknown>>('/api/manage/users');
    const pick = ({ address, role, inviterAddress, points, remark, createdAt }: Record<string, unknown>) => ({
      address,
      role,
      inviterAddress,
      points,
      remark,
      createdAt,
    });
    expect(served.map(pick)).toEqual(byCreated(world.users).map(pick));
  });

  it('the server serves the generated withdrawals with their approvals and thresholds', async () => {
    const served = await all<Record<string, unknown>>('/api/manage/withdraw');
    const pick = (w: Record<string, unknown>) => {
      const { id: _id, ...rest } = w;
      return rest;
    };
    expect(served.map(pick)).toEqual(byCreated(world.withdrawals).map(pick));
  });

  it('the server serves the generated orders', async () => {
    const served = await all<Record<string, unknown>>('/api/manage/orders');
    const pick = (o: Record<string, unknown>) => {
      const { id: _id, ...rest } = o;
      return rest;
    };
    expect(served.map(pick)).toEqual(byCreated(world.orders).map(pick));
  });
});
