import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  // Each request reads a clock up to ±2 s off, as replicas with skewed clocks on one database do.
  server = await startTestServer({ clock: () => Date.now() + Math.round((Math.random() - 0.5) * 4000) });
  token = await signIn(server.url, 'super');
});
afterAll(() => server?.close());

type Entry = { id: string; createdAt: string };
async function audit(
  query: Record<string, string | number>,
): Promise<{ list: Entry[]; nextCursor: string | null }> {
  const reply = await call(server.url, 'GET', '/api/manage/audit', {
    token,
    query: { action: 'points.set', ...query },
  });
  expect(reply.status, reply.body.message).toBe(200);
  return reply.body.data;
}
const ids = (list: Entry[]) => list.map((e) => BigInt(e.id));

describe('audit order', () => {
  it('lists concurrent writes in commit (id) order, by page and by cursor', async () => {
    const users = await call(server.url, 'GET', '/api/manage/users', {
      token,
      query: { role: 'user', pageSize: 40 },
    });
    const addresses = (users.body.data.list as { address: string }[]).map((u) => u.address);
    expect(addresses.length).toBe(40);
    const replies = await Promise.all(
      addresses.map((address, i) =>
        call(server.url, 'POST', '/api/operation/set-points', { token, body: { address, points: 1000 + i } }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);

    const desc = await audit({ pageSize: 100 });
    expect(desc.list.length).toBe(40);
    expect(ids(desc.list)).toEqual([...ids(desc.list)].sort((a, b) => (a < b ? 1 : -1)));
    const asc = await audit({ pageSize: 100, order: 'asc' });
    expect(asc.list.map((e) => e.id)).toEqual([...desc.list].reverse().map((e) => e.id));

    const walked: Entry[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit({ pageSize: 7, ...(cursor ? { cursor } : {}) });
      walked.push(...page.list);
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked.map((e) => e.id)).toEqual(desc.list.map((e) => e.id));
  });
});
