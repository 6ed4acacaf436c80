import {
  DEMO_ACCOUNTS,
  type EndpointName,
  listDataSchema,
  productionChainIds,
  referralOrderSchema,
  type User,
  type Withdrawal,
} from '@nsa/api';
import { getAddress } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { downlineOf } from './db.ts';
import { call, ORIGIN, signDecision } from './harness.ts';
import {
  createHandlers,
  createMockDb,
  demoToken,
  handlers,
  mockDb,
  resetMockDb,
  scenarios,
} from './index.ts';
import { createMockServer } from './node.ts';

const db = createMockDb({ seed: 11 });
const server = createMockServer(...createHandlers(db));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const data = <T>(result: { body: { data: unknown } }) => result.body.data as T;
type Page<T> = { list: T[]; total: number; page: number; nextCursor: string | null };

describe('fixture db', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const strip = (d: ReturnType<typeof createMockDb>) =>
      JSON.stringify([d.users, d.orders, d.purchaseOrders, d.referralOrders, d.withdrawals, d.audit]);
    expect(strip(createMockDb({ seed: 11 }))).toBe(strip(createMockDb({ seed: 11 })));
    expect(strip(createMockDb({ seed: 11 }))).not.toBe(strip(createMockDb({ seed: 12 })));
  });

  it('is big and varied enough for every screen', () => {
    const users = db.users.filter((u) => u.role === 'user');
    expect(users.length).toBeGreaterThanOrEqual(500);
    expect(db.orders.length).toBeGreaterThanOrEqual(2000);
    expect(db.purchaseOrders.length).toBeGreaterThanOrEqual(2000);
    expect(db.referralOrders.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(db.orders.map((o) => o.status)).size).toBe(4);
    expect(new Set(db.orders.map((o) => o.chainId))).toEqual(new Set(productionChainIds));
    expect(db.withdrawals.filter((w) => w.status === 'pending').length).toBeGreaterThanOrEqual(20);
    for (const w of db.withdrawals.filter((x) => x.status !== 'pending')) {
      expect(w.decidedAt && w.decidedBy).toBeTruthy();
    }
    const kolDownline = downlineOf(db, DEMO_ACCOUNTS.kol);
    expect(kolDownline.has(DEMO_ACCOUNTS.user)).toBe(true);
    expect(users.some((u) => !kolDownline.has(u.address))).toBe(true);
    const depth = (u: User): number => {
      const inviter = db.users.find((x) => x.address === u.inviterAddress);
      return inviter ? 1 + depth(inviter) : 0;
    };
    expect(Math.max(...users.map(depth))).toBeGreaterThanOrEqual(5);
    for (const o of db.orders) expect(o.amount).toMatch(/^\d+\.\d+$/);
  });
});

describe('kol scoping', () => {
  const kol = demoToken('kol');
  const downline = downlineOf(db, DEMO_ACCOUNTS.kol);
  const outsider = db.users.find((u) => u.role === 'user' && !downline.has(u.address)) as User;

  it('users, relations and referral orders never leave the downline', async () => {
    for (const name of ['users', 'userRelation', 'referralOrders'] as EndpointName[]) {
      let cursor: string | null = null;
      let seen = 0;
      do {
        const result = await call(name, { pageSize: 100, ...(cursor ? { cursor } : {}) }, kol);
        const page = data<Page<Record<string, string>>>(result);
        for (const row of page.list) {
          const subject = row.address ?? row.userAddress ?? row.buyerAddress ?? '';
          expect(downline.has(subject), `${name} leaked ${subject}`).toBe(true);
          if (name === 'userRelation') {
            expect(row.inviterAddress === DEMO_ACCOUNTS.kol || downline.has(row.inviterAddress ?? '')).toBe(
              true,
            );
          }
        }
        seen += page.list.length;
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toBeGreaterThan(0);
    }
  });

  it('an outsider stays hidden even by q, address or id', async () => {
    const byQ = await call('users', { q: outsider.address.slice(0, 12) }, kol);
    expect(data<Page<User>>(byQ).list.map((u) => u.address)).not.toContain(outsider.address);
    expect(data<Page<User>>(await call('users', { address: outsider.address }, kol)).total).toBe(0);
    expect(data<Page<User>>(await call('users', { q: outsider.id }, kol)).total).toBe(0);
    expect(data<Page<User>>(await call('users', { q: outsider.id }, demoToken('admin'))).total).toBe(1);
    const kolSelf = await call('users', { address: DEMO_ACCOUNTS.kol }, kol);
    expect(data<Page<User>>(kolSelf).total).toBe(0);
    const referral = await call('referralOrders', { buyerAddress: outsider.address }, kol);
    expect(data<Page<unknown>>(referral).total).toBe(0);
  });
});

describe('lists', () => {
  it.each([
    ['orders', 'createdAt', 'desc'],
    ['orders', 'amount', 'asc'],
    ['referralOrders', 'commission', 'desc'],
    ['userRelation', 'level', 'asc'],
    ['withdrawals', 'decidedAt', 'asc'],
  ] as const)('a cursor walk over %s by %s %s has no duplicates or gaps', async (name, sort, order) => {
    const token = demoToken('super');
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const result = await call(name, { pageSize: 100, sort, order, ...(cursor ? { cursor } : {}) }, token);
      expect(result.status).toBe(200);
      const page = data<Page<Record<string, string>>>(result);
      if (cursor) expect(page.page).toBe(0);
      total = page.total;
      seen.push(...page.list.map((r) => r.id ?? `${r.userAddress}>${r.inviterAddress}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
  });

  it('sorts amounts as decimals, not text', async () => {
    const result = await call('orders', { sort: 'amount', order: 'desc', pageSize: 100 }, demoToken('super'));
    const amounts = data<Page<{ amount: string }>>(result).list.map((o) => Number(o.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('filters, q prefixes and inclusive date bounds', async () => {
    const token = demoToken('admin');
    const sample = db.orders[100] as (typeof db.orders)[number];
    const day = sample.createdAt.slice(0, 10);
    const byDay = data<Page<{ createdAt: string }>>(
      await call('orders', { from: day, to: day, pageSize: 100 }, token),
    );
    expect(byDay.total).toBe(db.orders.filter((o) => o.createdAt.startsWith(day)).length);
    expect(byDay.list.every((o) => o.createdAt.startsWith(day))).toBe(true);
    const byTx = await call(
      'orders',
      { q: (sample.txHash ?? sample.address).slice(0, 20).toUpperCase().replace('0X', '0x') },
      token,
    );
    expect(data<Page<{ id: string }>>(byTx).list.map((o) => o.id)).toContain(sample.id);
    const paid = data<Page<{ status: string }>>(
      await call('orders', { status: 'paid', chainId: '56' }, token),
    );
    expect(paid.total).toBe(db.orders.filter((o) => o.status === 'paid' && o.chainId === 56).length);
  });

  it('relations follow the inviter chain and the downline', async () => {
    const token = demoToken('super');
    const chain = data<Page<{ inviterAddress: string; level: number; directCount: number }>>(
      await call('userRelation', { userAddress: DEMO_ACCOUNTS.user }, token),
    );
    expect(chain.list).toEqual([expect.objectContaining({ inviterAddress: DEMO_ACCOUNTS.kol, level: 1 })]);
    const downline = data<Page<unknown>>(
      await call('userRelation', { inviterAddress: DEMO_ACCOUNTS.kol }, token),
    );
    expect(downline.total).toBe(downlineOf(db, DEMO_ACCOUNTS.kol).size);
  });

  it('referral rows carry a decimal commission per ancestor level', async () => {
    const result = await call('referralOrders', { level: 2, pageSize: 10 }, demoToken('super'));
    const page = listDataSchema(referralOrderSchema).parse(result.body.data);
    expect(page.list.every((r) => r.level === 2 && /^\d+\.\d+$/.test(r.commission))).toBe(true);
  });
});

describe('writes', () => {
  const superToken = demoToken('super');
  const adminToken = demoToken('admin');

  it('approve, then a second decision is a 409 that names who decided and when', async () => {
    const row = db.withdrawals.find((w) => w.status === 'pending' && w.requiredApprovals === 1) as Withdrawal;
    const id = row.id;
    const auditBefore = db.audit.length;
    const approved = await call(
      'approveWithdrawal',
      { id, ...(await signDecision('super', row, 'approve')) },
      superToken,
    );
    expect(data<{ status: string; decidedBy: string }>(approved)).toMatchObject({
      status: 'approved',
      decidedBy: DEMO_ACCOUNTS.super,
    });
    expect(db.audit.length).toBe(auditBefore + 1);
    expect(db.audit.at(-1)).toMatchObject({ action: 'withdraw.approve', target: id });
    const late = await signDecision('super', row, 'reject', { reason: 'late' });
    const again = await call('rejectWithdrawal', { id, reason: 'late', ...late }, superToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(DEMO_ACCOUNTS.super);
    expect(again.body.message).toMatch(/approved/);
    expect(db.audit.length).toBe(auditBefore + 1);
    const audit = data<Page<{ target: string }>>(
      await call('audit', { action: 'withdraw.approve' }, superToken),
    );
    expect(audit.list[0]?.target).toBe(id);
  });

  it('reject records the reason; an unknown id is a 404', async () => {
    const row = db.withdrawals.find((w) => w.status === 'pending') as Withdrawal;
    // The reason is signed as it will be stored: trimmed.
    const signed = await signDecision('super', row, 'reject', { reason: 'flagged' });
    const rejected = await call(
      'rejectWithdrawal',
      { id: row.id, reason: '  flagged  ', ...signed },
      superToken,
    );
    expect(data<{ status: string; reason: string }>(rejected)).toMatchObject({
      status: 'rejected',
      reason: 'flagged',
    });
    const unknown = { ...row, id: '999999' };
    const body = { id: '999999', ...(await signDecision('super', unknown, 'approve')) };
    expect((await call('approveWithdrawal', body, superToken)).status).toBe(404);
  });

  it('creates a user with audit; duplicates 409, ungrantable roles 403', async () => {
    const address = getAddress('0x00000000000000000000000000000000000abc01');
    const body = {
      address: address.toLowerCase(),
      role: 'kol',
      inviterAddress: DEMO_ACCOUNTS.kol,
      remark: 'new',
    };
    const created = await call('createUser', body, adminToken);
    expect(created.status).toBe(200);
    expect(data<User>(created)).toMatchObject({
      address,
      role: 'kol',
      inviterAddress: DEMO_ACCOUNTS.kol,
      points: 0,
    });
    expect(db.audit.at(-1)).toMatchObject({
      action: 'user.create',
      target: address,
      actorAddress: DEMO_ACCOUNTS.admin,
    });
    expect((await call('createUser', body, adminToken)).status).toBe(409);
    const users = db.users.length;
    const grant = await call(
      'createUser',
      { address: '0x00000000000000000000000000000000000abc02', role: 'super' },
      adminToken,
    );
    expect(grant.status).toBe(403);
    expect(db.users.length).toBe(users);
  });

  it('sets and reads points with audit; unknown users 404', async () => {
    const token = demoToken('operator');
    const set = await call('setPoints', { address: DEMO_ACCOUNTS.user, points: 123456 }, token);
    expect(data(set)).toEqual({ address: DEMO_ACCOUNTS.user, points: 123456 });
    expect(data(await call('getPoints', { address: DEMO_ACCOUNTS.user }, token))).toEqual(data(set));
    expect(db.audit.at(-1)).toMatchObject({ action: 'points.set', after: { points: 123456 } });
    const unknown = '0x00000000000000000000000000000000000000ff';
    expect((await call('getPoints', { address: unknown }, token)).status).toBe(404);
    expect((await call('setPoints', { address: unknown, points: 1 }, token)).status).toBe(404);
  });

  it('the overview sums pending amounts per chain and token', async () => {
    const overview = data<{
      pending: { count: number; amounts: { amount: string }[] };
      approvedToday: { count: number };
    }>(await call('withdrawalOverview', {}, superToken));
    expect(overview.pending.count).toBe(db.withdrawals.filter((w) => w.status === 'pending').length);
    expect(overview.pending.amounts.length).toBeGreaterThan(0);
    expect(overview.approvedToday.count).toBeGreaterThan(0);
  });
});

describe('scenarios and the shared db', () => {
  it('empty, error, slow, loading and sessionExpired override the db', async () => {
    server.use(...scenarios.empty('users'), ...scenarios.error('429', ['orders']));
    expect(data<Page<unknown>>(await call('users', {}, demoToken('super'))).total).toBe(0);
    const limited = await fetch(`${ORIGIN}/api/manage/orders`, { headers: { token: demoToken('super') } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    server.resetHandlers(...scenarios.slow(50, 'health'), ...createHandlers(db));
    const started = performance.now();
    expect((await call('health')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    server.resetHandlers(...scenarios.loading('health'), ...createHandlers(db));
    const outcome = await Promise.race([
      call('health'),
      new Promise((r) => setTimeout(() => r('pending'), 100)),
    ]);
    expect(outcome).toBe('pending');
    server.resetHandlers(...scenarios.sessionExpired(), ...createHandlers(db));
    expect((await call('authUser', {}, demoToken('super'))).status).toBe(401);
    expect((await call('health')).status).toBe(200);
  });

  it('resetMockDb restores the shared db after writes', () => {
    expect(handlers.length).toBeGreaterThan(0);
    const user = mockDb.users.at(-1) as User;
    user.points = 999;
    mockDb.users.push({ ...user, id: '99999' });
    resetMockDb();
    expect(JSON.stringify(mockDb.users)).toBe(JSON.stringify(createMockDb({ seed: 1 }).users));
  });
});
