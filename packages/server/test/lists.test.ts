import { decodeCursor } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../src/core/seed.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let admin: string;
let superToken: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  superToken = await signIn(server.url, 'super');
});
afterAll(() => server?.close());

type Page = {
  list: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
};
async function list(path: string, query: Record<string, string | number>, token = admin): Promise<Page> {
  const reply = await call(server.url, 'GET', path, { token, query });
  expect(reply.status, reply.body.message).toBe(200);
  return reply.body.data;
}

const lists = [
  ['/api/manage/users', ['createdAt', 'points', 'address']],
  ['/api/manage/user-relation', ['createdAt', 'level']],
  ['/api/manage/referral-orders', ['createdAt', 'commission', 'level']],
  ['/api/manage/orders', ['createdAt', 'amount', 'quantity']],
  ['/api/manage/purchase-orders', ['createdAt', 'amount', 'quantity']],
  ['/api/manage/withdraw', ['createdAt', 'amount', 'decidedAt']],
] as const;

describe('list contract', () => {
  it.each(
    lists.flatMap(([path, sorts]) =>
      sorts.flatMap((sort) => (['asc', 'desc'] as const).map((o) => [path, sort, o])),
    ),
  )('%s by %s %s: cursor pages equal offset pages', async (path, sort, order) => {
    const token = path === '/api/manage/withdraw' ? superToken : admin;
    const byPage = await list(path, { sort, order, pageSize: 100, page: 1 }, token);
    const seen: unknown[] = [];
    let cursor: string | null = null;
    let first = true;
    while (first || (cursor && seen.length < 100)) {
      const page: Page = await list(path, { sort, order, pageSize: 7, ...(cursor ? { cursor } : {}) }, token);
      if (cursor) expect(page.page).toBe(0);
      seen.push(...page.list);
      cursor = page.nextCursor;
      first = false;
    }
    expect(seen.slice(0, 100)).toEqual(byPage.list);
    const values = byPage.list.map((r) => r[sort]);
    const numeric = sort !== 'createdAt' && sort !== 'address' && sort !== 'decidedAt';
    const key = (v: unknown) => (numeric ? Number(v) : String(v ?? ''));
    for (let i = 1; i < values.length; i++) {
      const [a, b] = [key(values[i - 1]), key(values[i])];
      if (order === 'asc') expect(a <= b).toBe(true);
      else expect(a >= b).toBe(true);
    }
  });

  it('serves deep page numbers (past offset 1,000) with the same rows a cursor walk reaches', async () => {
    await seedOrders(server.database.db, 1_200 - (await list('/api/manage/orders', { pageSize: 1 })).total);
    for (const [sort, order] of [
      ['createdAt', 'desc'],
      ['amount', 'asc'],
    ] as const) {
      const walked: unknown[] = [];
      let cursor: string | null = null;
      while (walked.length < 1_100) {
        const page: Page = await list('/api/manage/orders', {
          sort,
          order,
          pageSize: 100,
          ...(cursor ? { cursor } : {}),
        });
        walked.push(...page.list);
        cursor = page.nextCursor;
      }
      const deep = await list('/api/manage/orders', { sort, order, pageSize: 100, page: 11 });
      expect(deep.page).toBe(11);
      expect(deep.list).toEqual(walked.slice(1_000, 1_100));
      expect(decodeCursor(deep.nextCursor ?? '', sort, order)).not.toBeNull();
    }
    const pastTheEnd = await list('/api/manage/orders', { pageSize: 100, page: 500 });
    expect(pastTheEnd.list).toEqual([]);
    expect(pastTheEnd.nextCursor).toBeNull();
    expect(pastTheEnd.total).toBeGreaterThanOrEqual(1_200);
  });

  it('pages with page/pageSize, and the last page has no next cursor', async () => {
    const all = await list('/api/manage/orders', { pageSize: 100 });
    const second = await list('/api/manage/orders', { pageSize: 25, page: 2 });
    expect(second.page).toBe(2);
    expect(second.list).toEqual(all.list.slice(25, 50));
    const last = await list('/api/manage/orders', { pageSize: 25, page: Math.ceil(all.total / 25) });
    expect(last.nextCursor).toBeNull();
    expect(decodeCursor(second.nextCursor ?? '', 'createdAt', 'desc')).not.toBeNull();
  });

  it('filters by status, chain, address, q and an inclusive date range', async () => {
    const paid = await list('/api/manage/orders', { status: 'paid', chainId: '42161', pageSize: 100 });
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.list.every((o) => o.status === 'paid' && o.chainId === 42161)).toBe(true);
    const one = paid.list[0] as { id: string; address: string; txHash: string; createdAt: string };
    expect((await list('/api/manage/orders', { q: one.id })).list.map((o) => o.id)).toContain(one.id);
    const byHash = await list('/api/manage/orders', {
      q: one.txHash.slice(0, 14).toUpperCase().replace('0X', '0x'),
    });
    expect(byHash.list.map((o) => o.id)).toContain(one.id);
    const byAddress = await list('/api/manage/orders', { address: one.address.toLowerCase(), pageSize: 100 });
    expect(byAddress.list.every((o) => o.address === one.address)).toBe(true);
    const exact = await list('/api/manage/orders', { from: one.createdAt, to: one.createdAt, pageSize: 100 });
    expect(exact.list.map((o) => o.id)).toContain(one.id);
    const day = one.createdAt.slice(0, 10);
    const wholeDay = await list('/api/manage/orders', { from: day, to: day, pageSize: 100 });
    expect(wholeDay.list.map((o) => o.id)).toContain(one.id);
    expect(wholeDay.list.every((o) => String(o.createdAt).startsWith(day))).toBe(true);
    expect((await list('/api/manage/orders', { q: '100%' })).total).toBe(0);
  });

  it('returns amounts as decimal strings and timestamps as ISO UTC', async () => {
    const { list: rows } = await list('/api/manage/orders', { pageSize: 5 });
    for (const o of rows) {
      expect(o.amount).toMatch(/^\d+(\.\d+)?$/);
      expect(o.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Number(o.amount)).toBe(Number(o.unitPrice) * Number(o.quantity));
    }
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ sort: 'password' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ status: 'lost' }, 'status'],
    [{ chainId: 5 }, 'chainId'],
    [{ from: 'yesterday' }, 'from'],
    [{ address: '0xabc' }, 'Valid Address'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ cursor: 'WyJhbW91bnQiLCJkZXNjIiwiMSIsIjEiXQ' }, 'cursor'],
    [{ limit: 5 }, 'limit'],
  ])('answers 400 naming the parameter for %o', async (query, name) => {
    const reply = await call(server.url, 'GET', '/api/manage/orders', { token: admin, query });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(name);
  });

  it('refuses a repeated parameter and a tampered cursor value', async () => {
    const repeated = await fetch(`${server.url}/api/manage/orders?page=1&page=2`, {
      headers: { token: admin },
    });
    expect(repeated.status).toBe(400);
    const forged = btoa(JSON.stringify(['createdAt', 'desc', "'; drop table orders; --", '1'])).replace(
      /=+$/,
      '',
    );
    const reply = await call(server.url, 'GET', '/api/manage/orders', {
      token: admin,
      query: { cursor: forged },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('cursor');
  });

  it('filters audit entries by action and lists user relations with downline counts', async () => {
    const relations = await list('/api/manage/user-relation', { level: 1, pageSize: 100 });
    expect(relations.list.every((r) => r.level === 1)).toBe(true);
    const directs = new Map<string, number>();
    for (const r of relations.list)
      directs.set(String(r.inviterAddress), (directs.get(String(r.inviterAddress)) ?? 0) + 1);
    for (const r of relations.list) {
      const invitees = directs.get(String(r.userAddress)) ?? 0;
      expect(r.directCount).toBe(invitees);
      expect(Number(r.downlineCount)).toBeGreaterThanOrEqual(invitees);
    }
    const audit = await list('/api/manage/audit', { action: 'points.set' }, superToken);
    expect(audit.total).toBe(0);
  });
});
