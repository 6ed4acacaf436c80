import { DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, call, reject, signDecision, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let admin: string;
let superToken: string;
let operator: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  superToken = await signIn(server.url, 'super');
  operator = await signIn(server.url, 'operator');
});
afterAll(() => server?.close());

const newAddress = '0x1111111111111111111111111111111111111111';
const createUser = (body: unknown, token = admin) =>
  call(server.url, 'POST', '/api/manage/user', { token, body });

describe('create user', () => {
  it('creates a user under an inviter, checksummed, with its audit entry', async () => {
    const reply = await createUser({
      address: `  ${newAddress.toUpperCase().replace('0X', '0x')}  `,
      role: 'user',
      inviterAddress: DEMO_ACCOUNTS.user.toLowerCase(),
      remark: 'met at the conference',
    });
    expect(reply.status, reply.body.message).toBe(200);
    expect(reply.body.data).toMatchObject({
      address: newAddress,
      role: 'user',
      inviterAddress: DEMO_ACCOUNTS.user,
      points: 0,
      remark: 'met at the conference',
    });
    const kol = await signIn(server.url, 'kol');
    const chain = await call(server.url, 'GET', '/api/manage/user-relation', {
      token: kol,
      query: { userAddress: newAddress },
    });
    expect(
      chain.body.data.list.map((r: { inviterAddress: string; level: number }) => [r.inviterAddress, r.level]),
    ).toEqual(
      expect.arrayContaining([
        [DEMO_ACCOUNTS.user, 1],
        [DEMO_ACCOUNTS.kol, 2],
      ]),
    );
    const audit = await call(server.url, 'GET', '/api/manage/audit', {
      token: superToken,
      query: { action: 'user.create', target: newAddress },
    });
    expect(audit.body.data.list).toHaveLength(1);
    expect(audit.body.data.list[0]).toMatchObject({
      actorAddress: DEMO_ACCOUNTS.admin,
      action: 'user.create',
    });
  });

  it('refuses a malformed address with the message Valid Address', async () => {
    const reply = await createUser({ address: '0x12345', role: 'kol' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Valid Address');
    const mixed = await createUser({ address: '0x52908400098527886E0F7030069857D2E4169Ee7', role: 'kol' });
    expect(mixed.status).toBe(400);
  });

  it('refuses an existing address with 409, in any case', async () => {
    const reply = await createUser({ address: DEMO_ACCOUNTS.user.toLowerCase(), role: 'user' });
    expect(reply.status).toBe(409);
  });

  it('lets only one of concurrent creations of one address succeed', async () => {
    const address = '0x2222222222222222222222222222222222222222';
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => createUser({ address, role: 'operator' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it.each(['admin', 'super'])('forbids an admin to grant %s', async (role) => {
    const reply = await createUser({ address: '0x3333333333333333333333333333333333333333', role });
    expect(reply.status).toBe(403);
  });

  it('names an unknown inviter and an over-long remark', async () => {
    const inviter = await createUser({
      address: '0x4444444444444444444444444444444444444444',
      role: 'user',
      inviterAddress: '0x5555555555555555555555555555555555555555',
    });
    expect(inviter.status).toBe(400);
    expect(inviter.body.message).toContain('inviterAddress');
    const remark = await createUser({
      address: '0x4444444444444444444444444444444444444444',
      role: 'user',
      remark: 'x'.repeat(201),
    });
    expect(remark.status).toBe(400);
    expect(remark.body.message).toContain('remark');
    const unknownKey = await createUser({
      address: '0x4444444444444444444444444444444444444444',
      role: 'user',
      x: 1,
    });
    expect(unknownKey.status).toBe(400);
    const users = await call(server.url, 'GET', '/api/manage/users', {
      token: admin,
      query: { address: '0x4444444444444444444444444444444444444444' },
    });
    expect(users.body.data.total).toBe(0);
  });
});

describe('points', () => {
  it('reads and sets points with an audit entry', async () => {
    const set = await call(server.url, 'POST', '/api/operation/set-points', {
      token: operator,
      body: { address: DEMO_ACCOUNTS.user, points: 1_000_000_000_000 },
    });
    expect(set.status).toBe(200);
    const read = await call(server.url, 'GET', '/api/operation/get-points', {
      token: operator,
      query: { address: DEMO_ACCOUNTS.user },
    });
    expect(read.body.data).toEqual({ address: DEMO_ACCOUNTS.user, points: 1_000_000_000_000 });
    const audit = await call(server.url, 'GET', '/api/manage/audit', {
      token: superToken,
      query: { action: 'points.set' },
    });
    expect(audit.body.data.list[0]).toMatchObject({
      target: DEMO_ACCOUNTS.user,
      after: { points: 1_000_000_000_000 },
    });
  });

  it.each([-1, 1.5, 1_000_000_000_001, '5'])('refuses points %s with 400', async (points) => {
    const reply = await call(server.url, 'POST', '/api/operation/set-points', {
      token: operator,
      body: { address: DEMO_ACCOUNTS.user, points },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('points');
  });

  it('answers 404 for an unknown user', async () => {
    const address = '0x6666666666666666666666666666666666666666';
    expect(
      (await call(server.url, 'GET', '/api/operation/get-points', { token: operator, query: { address } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(server.url, 'POST', '/api/operation/set-points', {
          token: operator,
          body: { address, points: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('withdrawals', () => {
  async function pending(): Promise<Withdrawal[]> {
    const reply = await call(server.url, 'GET', '/api/manage/withdraw', {
      token: superToken,
      query: { status: 'pending', pageSize: 100 },
    });
    return reply.body.data.list;
  }
  /** A pending withdrawal one approval decides. */
  const small = async () =>
    (await pending()).find((w) => w.requiredApprovals === 1 && w.approvals.length === 0) as Withdrawal;

  it('lets exactly one of 50 concurrent approvals win; the rest get 409 naming the decider', async () => {
    const target = await small();
    const id = target.id;
    const signed = await signDecision(server.origin, 'super', target, 'approve');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(server.url, 'POST', '/api/manage/withdraw/approve', {
          token: superToken,
          body: { id, ...signed },
        }),
      ),
    );
    const wins = replies.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect(wins[0]?.body.data).toMatchObject({ id, status: 'approved', decidedBy: DEMO_ACCOUNTS.super });
    const conflicts = replies.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(49);
    expect(conflicts[0]?.body.message).toMatch(
      new RegExp(`already approved by ${DEMO_ACCOUNTS.super} at \\d{4}-`),
    );
    const audit = await call(server.url, 'GET', '/api/manage/audit', {
      token: superToken,
      query: { action: 'withdraw.approve', target: id },
    });
    expect(audit.body.data.total).toBe(1);
  });

  it('rejects with a reason, once; approving afterwards is a 409', async () => {
    const target = await small();
    const id = target.id;
    const noReason = await call(server.url, 'POST', '/api/manage/withdraw/reject', {
      token: superToken,
      body: { id },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('reason');
    const rejected = await reject(server, superToken, 'super', target, 'address on a sanctions list');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'address on a sanctions list' });
    const late = await approve(server, superToken, 'super', target);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('already rejected');
  });

  it('answers 404 for a well-formed unknown id and 400 for a malformed one', async () => {
    const approveId = (id: unknown) =>
      call(server.url, 'POST', '/api/manage/withdraw/approve', { token: superToken, body: { id } });
    expect((await approveId('999999999')).status).toBe(404);
    for (const id of ['abc', '0', '-1', 12, '1'.repeat(30), null])
      expect((await approveId(id)).status).toBe(400);
  });

  it('summarises pending amounts per chain and token as decimal strings', async () => {
    const overview = await call(server.url, 'GET', '/api/manage/withdraw/overview', { token: superToken });
    expect(overview.status).toBe(200);
    const open = await pending();
    expect(overview.body.data.pending.count).toBe(open.length);
    const total = overview.body.data.pending.amounts.reduce(
      (sum: number, a: { amount: string }) => sum + Math.round(Number(a.amount) * 100),
      0,
    );
    expect(total).toBe(open.reduce((sum, w) => sum + Math.round(Number(w.amount) * 100), 0));
    expect(overview.body.data.approvedToday.count).toBeGreaterThanOrEqual(1);
    expect(overview.body.data.rejectedToday.count).toBeGreaterThanOrEqual(1);
  });
});
