import { LIST_RULES } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

// A list's unfiltered pages run a statement rendered once per sort and order (services/lists.ts);
// any filter takes the general path. A date range that every row passes must change nothing.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, 'super');
});
afterAll(() => server?.close());

const lists = [
  ['/api/manage/users', 'users'],
  ['/api/manage/user-relation', 'userRelation'],
  ['/api/manage/referral-orders', 'referralOrders'],
  ['/api/manage/orders', 'orders'],
  ['/api/manage/purchase-orders', 'purchaseOrders'],
  ['/api/manage/withdraw', 'withdrawals'],
  ['/api/manage/audit', 'audit'],
  ['/api/operation/points-history', 'pointsHistory'],
] as const;

async function page(path: string, query: Record<string, string | number>) {
  const reply = await call(server.url, 'GET', path, { token, query });
  expect(reply.status, `${path} ${JSON.stringify(query)}: ${reply.body.message}`).toBe(200);
  return reply.body.data as { list: unknown[]; total: number; nextCursor: string | null };
}

describe('the unfiltered page statement', () => {
  it.each(lists)(
    '%s: every sort, order and page as through a filter that keeps every row',
    async (path, list) => {
      for (const sort of LIST_RULES[list].sorts) {
        for (const order of ['desc', 'asc']) {
          for (const number of [1, 2, 3]) {
            const query = { sort, order, page: number, pageSize: 7 };
            const unfiltered = await page(path, query);
            const filtered = await page(path, { ...query, from: '2000-01-01' });
            expect(unfiltered).toEqual(filtered);
            if (number === 1 && unfiltered.total > 7) expect(unfiltered.list).toHaveLength(7);
          }
        }
      }
    },
  );
});
