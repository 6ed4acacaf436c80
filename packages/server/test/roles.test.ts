import { DEMO_ACCOUNTS, type EndpointName, endpoints, type Withdrawal } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signDecision, signIn, startTestServer, type TestServer } from './helpers.ts';

const roles = ['super', 'admin', 'kol', 'operator'] as const;
type ConsoleRole = (typeof roles)[number];

/** The contract's permission table, written out by hand so that a wrong `endpoints` entry fails here. */
const allowed: Record<Exclude<EndpointName, 'health' | 'authNonce' | 'authLogin'>, readonly ConsoleRole[]> = {
  authLogout: roles,
  authUser: roles,
  users: ['super', 'admin', 'kol'],
  createUser: ['admin'],
  userRelation: ['super', 'admin', 'kol'],
  referralOrders: ['super', 'admin', 'kol'],
  orders: ['super', 'admin'],
  purchaseOrders: ['super', 'admin'],
  withdrawals: ['super'],
  withdrawalOverview: ['super'],
  approveWithdrawal: ['super'],
  rejectWithdrawal: ['super'],
  getPoints: ['super', 'admin', 'operator'],
  setPoints: ['super', 'admin', 'operator'],
  audit: ['super'],
};

let server: TestServer;
const tokens = {} as Record<ConsoleRole, string>;
let pendingRows: Withdrawal[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const role of roles) tokens[role] = await signIn(server.url, role);
  const pending = await call(server.url, 'GET', '/api/manage/withdraw', {
    token: tokens.super,
    query: { status: 'pending', pageSize: 10 },
  });
  pendingRows = pending.body.data.list;
});
afterAll(() => server?.close());

let fresh = 0;
/** Decisions are signed by the super's wallet: other roles are refused before the signature is read. */
async function validInput(name: EndpointName): Promise<Record<string, unknown>> {
  switch (name) {
    case 'createUser':
      fresh++;
      return { address: `0x${fresh.toString(16).padStart(40, 'a')}`, role: 'operator' };
    case 'approveWithdrawal': {
      const row = pendingRows.shift() as Withdrawal;
      return { id: row.id, ...(await signDecision(server.origin, 'super', row, 'approve')) };
    }
    case 'rejectWithdrawal': {
      const row = pendingRows.shift() as Withdrawal;
      const reason = 'duplicate request';
      return {
        id: row.id,
        reason,
        ...(await signDecision(server.origin, 'super', row, 'reject', { reason })),
      };
    }
    case 'getPoints':
      return { address: DEMO_ACCOUNTS.user };
    case 'setPoints':
      return { address: DEMO_ACCOUNTS.user, points: 42 };
    default:
      return {};
  }
}

describe('role matrix', () => {
  const cases = Object.entries(allowed).flatMap(([name, who]) =>
    roles.map((role) => [name as keyof typeof allowed, role, who.includes(role)] as const),
  );
  // Logout revokes the caller's token: those cases run last.
  cases.sort((a, b) => Number(a[0] === 'authLogout') - Number(b[0] === 'authLogout'));

  it.each(cases)('%s as %s → allowed: %s', async (name, role, ok) => {
    const e = endpoints[name];
    const input = await validInput(name);
    const reply =
      e.method === 'GET'
        ? await call(server.url, 'GET', e.path, {
            token: tokens[role],
            query: input as Record<string, string>,
          })
        : await call(server.url, 'POST', e.path, { token: tokens[role], body: input });
    expect(reply.body.code, reply.body.message).toBe(ok ? '200' : '403');
    expect(reply.status).toBe(ok ? 200 : 403);
    if (!ok) {
      expect(reply.body.data).toBeNull();
      expect(reply.body.message).toContain(role);
    }
  });

  it('answers 401 without a token on every authenticated endpoint', async () => {
    for (const name of Object.keys(allowed) as (keyof typeof allowed)[]) {
      const e = endpoints[name];
      const reply = await call(server.url, e.method, e.path);
      expect(reply.status, name).toBe(401);
    }
  });

  it('checks the role before the input: a forbidden call with a bad body is 403, not 400', async () => {
    const token = await signIn(server.url, 'kol');
    const reply = await call(server.url, 'POST', '/api/manage/withdraw/approve', {
      token,
      body: { id: 'x' },
    });
    expect(reply.status).toBe(403);
  });
});

describe('kol downline scoping', () => {
  let kol: string;
  let admin: string;
  beforeAll(async () => {
    kol = await signIn(server.url, 'kol');
    admin = await signIn(server.url, 'admin');
  });

  async function all(path: string, token: string, query: Record<string, string | number> = {}) {
    const reply = await call(server.url, 'GET', path, { token, query: { pageSize: 100, ...query } });
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data as { list: Record<string, string>[]; total: number };
  }

  it("lists only the kol's downline users, the kol itself excluded", async () => {
    const everyone = await all('/api/manage/users', admin);
    const relations = await all('/api/manage/user-relation', admin, { inviterAddress: DEMO_ACCOUNTS.kol });
    const downline = new Set(relations.list.map((r) => r.userAddress));
    const mine = await all('/api/manage/users', kol);
    expect(mine.total).toBe(downline.size);
    expect(mine.total).toBeGreaterThan(1);
    expect(mine.total).toBeLessThan(everyone.total);
    expect(mine.list.every((u) => downline.has(u.address as string))).toBe(true);
    expect(mine.list.map((u) => u.address)).toContain(DEMO_ACCOUNTS.user);
    expect(mine.list.map((u) => u.address)).not.toContain(DEMO_ACCOUNTS.kol);
  });

  it('never returns an outside user to a kol, not by address, id or q', async () => {
    const everyone = await all('/api/manage/users', admin, { role: 'user' });
    const mine = new Set((await all('/api/manage/users', kol)).list.map((u) => u.address));
    const outsider = everyone.list.find((u) => !mine.has(u.address as string));
    expect(outsider).toBeDefined();
    const o = outsider as Record<string, string>;
    expect((await all('/api/manage/users', kol, { address: o.address as string })).total).toBe(0);
    expect((await all('/api/manage/users', kol, { q: o.id as string })).total).toBe(0);
    expect(
      (await all('/api/manage/users', kol, { q: (o.address as string).slice(0, 12) })).list,
    ).not.toContainEqual(expect.objectContaining({ address: o.address }));
    expect((await all('/api/manage/user-relation', kol, { userAddress: o.address as string })).total).toBe(0);
    expect((await all('/api/manage/referral-orders', kol, { buyerAddress: o.address as string })).total).toBe(
      0,
    );
    expect((await all('/api/manage/users', kol, { address: DEMO_ACCOUNTS.super })).total).toBe(0);
  });

  it('scopes user-relation rows and referral orders to the downline', async () => {
    const mine = new Set((await all('/api/manage/users', kol)).list.map((u) => u.address));
    const relations = await all('/api/manage/user-relation', kol);
    expect(relations.total).toBeGreaterThan(0);
    for (const r of relations.list) {
      expect(mine.has(r.userAddress as string)).toBe(true);
      expect(r.inviterAddress === DEMO_ACCOUNTS.kol || mine.has(r.inviterAddress as string)).toBe(true);
    }
    const referral = await all('/api/manage/referral-orders', kol);
    const everyone = await all('/api/manage/referral-orders', admin);
    expect(referral.total).toBeGreaterThan(0);
    expect(referral.total).toBeLessThan(everyone.total);
    expect(referral.list.every((r) => mine.has(r.buyerAddress as string))).toBe(true);
  });
});
