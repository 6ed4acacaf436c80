import { DECISION_REQUIRED_MESSAGE, DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../src/core/services/auditCheck.ts';
import { startServer } from '../src/index.ts';
import {
  approve,
  call,
  type Reply,
  reject,
  signDecision,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
const tokens = { super: '', secondSuper: '', admin: '' };
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['super', 'secondSuper', 'admin'] as const)
    tokens[role] = await signIn(server.url, role);
});
afterAll(() => server?.close());

async function withdrawalsOf(target: TestServer, query: Record<string, string | number> = {}) {
  const reply = await call(target.url, 'GET', '/api/manage/withdraw', {
    token: target === server ? tokens.super : await signIn(target.url, 'super'),
    query: { pageSize: 100, ...query },
  });
  expect(reply.status, reply.body.message).toBe(200);
  return reply.body.data.list as Withdrawal[];
}
const used = new Set<string>();
/** A pending withdrawal no test has touched yet, needing `required` approvals. */
async function fresh(required: 1 | 2): Promise<Withdrawal> {
  const row = (await withdrawalsOf(server, { status: 'pending' })).find(
    (w) => w.requiredApprovals === required && w.approvals.length === 0 && !used.has(w.id),
  );
  if (!row) throw new Error(`no fresh pending withdrawal needing ${required} approvals`);
  used.add(row.id);
  return row;
}
/** The withdrawal as stored and the audit log's size: what a refused decision must not change. */
async function snapshot(id: string) {
  const row = (await withdrawalsOf(server, { q: id })).find((w) => w.id === id);
  const audit = await call(server.url, 'GET', '/api/manage/audit', { token: tokens.super });
  return JSON.stringify([row, audit.body.data.total]);
}
const post = (path: 'approve' | 'reject', token: string, body: unknown) =>
  call(server.url, 'POST', `/api/manage/withdraw/${path}`, { token, body });
const auditOf = async (id: string) =>
  (
    await call(server.url, 'GET', '/api/manage/audit', {
      token: tokens.super,
      query: { target: id, pageSize: 100, sort: 'createdAt', order: 'asc' },
    })
  ).body.data.list as { id: string; actorAddress: string; action: string; evidence: unknown }[];

describe('the demo data', () => {
  it('holds large pending withdrawals, one approved once by the second super, and approved ones with two approvals', async () => {
    const all = await withdrawalsOf(server);
    const large = all.filter((w) => w.status === 'pending' && w.requiredApprovals === 2);
    expect(large.length).toBeGreaterThanOrEqual(3);
    const half = large.filter((w) => w.approvals.length === 1);
    expect(half).toHaveLength(1);
    expect(half[0]?.approvals[0]?.address).toBe(DEMO_ACCOUNTS.secondSuper);
    expect(half[0]?.decidedAt).toBeNull();
    const awaiting = await withdrawalsOf(server, { awaiting: 'second' });
    expect(awaiting.map((w) => w.id)).toEqual([half[0]?.id]);
    const entries = await auditOf(half[0]?.id as string);
    expect(entries.map((e) => [e.actorAddress, e.action])).toEqual([
      [DEMO_ACCOUNTS.secondSuper, 'withdraw.approve'],
    ]);
    const doubly = all.filter((w) => w.status === 'approved' && w.requiredApprovals === 2);
    expect(doubly.length).toBeGreaterThanOrEqual(1);
    for (const w of doubly) {
      expect(w.approvals.map((a) => a.address)).toEqual([DEMO_ACCOUNTS.secondSuper, DEMO_ACCOUNTS.super]);
    }
    for (const w of all.filter((x) => x.status === 'approved' && x.requiredApprovals === 1)) {
      expect(w.approvals.map((a) => a.address)).toEqual([DEMO_ACCOUNTS.super]);
    }
  });
});

describe('signed decisions', () => {
  it('refuses unsigned, forged, replayed, stale, wrong-field and other-wallet decisions with a 400 naming signature; nothing changes', async () => {
    const row = await fresh(1);
    const other = await fresh(1);
    const before = await snapshot(row.id);
    const stale = new Date(Date.now() - 6 * 60_000).toISOString();
    const future = new Date(Date.now() + 6 * 60_000).toISOString();
    const reason = 'duplicate request';
    const cases: [string, 'approve' | 'reject', Record<string, unknown>][] = [
      ['unsigned', 'approve', { id: row.id }],
      ['issuedAt without signature', 'approve', { id: row.id, issuedAt: new Date().toISOString() }],
      [
        'forged',
        'approve',
        { id: row.id, issuedAt: new Date().toISOString(), signature: `0x${'11'.repeat(65)}` },
      ],
      [
        'replayed from another withdrawal',
        'approve',
        { id: row.id, ...(await signDecision(server.origin, 'super', other, 'approve')) },
      ],
      [
        'replayed from a reject',
        'approve',
        { id: row.id, ...(await signDecision(server.origin, 'super', row, 'reject', { reason })) },
      ],
      [
        'replayed from another origin',
        'approve',
        { id: row.id, ...(await signDecision('https://evil.example', 'super', row, 'approve')) },
      ],
      [
        'stale',
        'approve',
        { id: row.id, ...(await signDecision(server.origin, 'super', row, 'approve', { issuedAt: stale })) },
      ],
      [
        'from the future',
        'approve',
        { id: row.id, ...(await signDecision(server.origin, 'super', row, 'approve', { issuedAt: future })) },
      ],
      [
        'wrong amount',
        'approve',
        {
          id: row.id,
          ...(await signDecision(server.origin, 'super', { ...row, amount: '0.01' }, 'approve')),
        },
      ],
      [
        'wrong recipient',
        'approve',
        {
          id: row.id,
          ...(await signDecision(
            server.origin,
            'super',
            { ...row, address: DEMO_ACCOUNTS.admin },
            'approve',
          )),
        },
      ],
      [
        'wrong reason',
        'reject',
        {
          id: row.id,
          reason,
          ...(await signDecision(server.origin, 'super', row, 'reject', { reason: 'other' })),
        },
      ],
      [
        'other wallet',
        'approve',
        { id: row.id, ...(await signDecision(server.origin, 'admin', row, 'approve')) },
      ],
      [
        'another super’s wallet',
        'approve',
        { id: row.id, ...(await signDecision(server.origin, 'secondSuper', row, 'approve')) },
      ],
    ];
    for (const [name, path, body] of cases) {
      const reply = await post(path, tokens.super, body);
      expect(reply.status, `${name}: ${reply.body.message}`).toBe(400);
      expect(reply.body.message, name).toMatch(/^signature: /);
    }
    expect((await post('approve', tokens.super, { id: row.id })).body.message).toBe(
      DECISION_REQUIRED_MESSAGE,
    );
    expect(await snapshot(row.id)).toBe(before);
  });

  it('checks freshness against server time', async () => {
    const row = await fresh(1);
    const signed = await signDecision(server.origin, 'super', row, 'approve');
    server.advance(6 * 60_000);
    try {
      const late = await post('approve', tokens.super, { id: row.id, ...signed });
      expect(late.status).toBe(400);
      expect(late.body.message).toContain('issuedAt');
    } finally {
      server.advance(-6 * 60_000);
    }
    expect((await post('approve', tokens.super, { id: row.id, ...signed })).status).toBe(200);
  });

  it('keeps the typed data and signature on the audit entry, and they verify for the decider', async () => {
    const row = await fresh(1);
    const reason = 'address on a sanctions list';
    // The server signs over the reason as parsed (trimmed), as the console does.
    const signed = await signDecision(server.origin, 'super', row, 'reject', { reason });
    const rejected = await post('reject', tokens.super, { id: row.id, reason: `  ${reason}  `, ...signed });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason, decidedBy: DEMO_ACCOUNTS.super });
    const [entry] = await auditOf(row.id);
    const evidence = entry?.evidence as Parameters<typeof verifyDecisionSignature>[0];
    expect(evidence.typedData.message).toMatchObject({
      origin: server.origin,
      withdrawalId: row.id,
      decision: 'reject',
      recipient: row.address,
      chainId: row.chainId,
      token: row.tokenSymbol,
      amount: row.amount,
      reason,
    });
    expect(
      await verifyDecisionSignature({
        address: DEMO_ACCOUNTS.super,
        typedData: evidence.typedData,
        signature: evidence.signature,
      }),
    ).toBe(true);
  });

  it('checks the signature before the state: a decided withdrawal with a bad signature is a 400', async () => {
    const row = await fresh(1);
    expect((await approve(server, tokens.super, 'super', row)).status).toBe(200);
    const forged = await post('reject', tokens.super, {
      id: row.id,
      reason: 'late',
      issuedAt: new Date().toISOString(),
      signature: '0x1234',
    });
    expect(forged.status).toBe(400);
    const late = await reject(server, tokens.super, 'super', row, 'late');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('already approved');
  });
});

describe('second approver', () => {
  it('a large withdrawal needs two distinct supers; the same super twice is a 409 and changes nothing', async () => {
    const row = await fresh(2);
    const first = await approve(server, tokens.super, 'super', row);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'pending',
      approvals: [{ address: DEMO_ACCOUNTS.super }],
      requiredApprovals: 2,
      decidedAt: null,
      decidedBy: null,
    });
    expect((await withdrawalsOf(server, { awaiting: 'second' })).map((w) => w.id)).toContain(row.id);
    const before = await snapshot(row.id);
    const twice = await approve(server, tokens.super, 'super', row);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(`${DEMO_ACCOUNTS.super} already approved it`);
    expect(await snapshot(row.id)).toBe(before);

    const second = await approve(server, tokens.secondSuper, 'secondSuper', row);
    expect(second.body.data).toMatchObject({
      status: 'approved',
      decidedBy: DEMO_ACCOUNTS.secondSuper,
      approvals: [{ address: DEMO_ACCOUNTS.super }, { address: DEMO_ACCOUNTS.secondSuper }],
    });
    expect(second.body.data.decidedAt).toBe(second.body.data.approvals[1].at);
    expect((await withdrawalsOf(server, { awaiting: 'second' })).map((w) => w.id)).not.toContain(row.id);
    const entries = await auditOf(row.id);
    expect(entries.map((e) => [e.actorAddress, e.action, e.evidence !== null])).toEqual([
      [DEMO_ACCOUNTS.super, 'withdraw.approve', true],
      [DEMO_ACCOUNTS.secondSuper, 'withdraw.approve', true],
    ]);
  });

  it('a reject by either super ends a half-approved withdrawal', async () => {
    const row = await fresh(2);
    expect((await approve(server, tokens.secondSuper, 'secondSuper', row)).status).toBe(200);
    const rejected = await reject(server, tokens.super, 'super', row, 'compliance hold');
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'compliance hold',
      decidedBy: DEMO_ACCOUNTS.super,
      approvals: [{ address: DEMO_ACCOUNTS.secondSuper }],
    });
    expect((await approve(server, tokens.super, 'super', row)).status).toBe(409);
  });
});

describe('verify-audit', () => {
  it('passes on an untampered database and names each tampered entry', async () => {
    const { db } = server.database;
    const clean = await verifyAuditLog(db);
    expect(clean.problems).toEqual([]);
    expect(clean.signed).toBeGreaterThanOrEqual(5);
    expect(clean.unsigned).toBeGreaterThan(0);

    const row = await fresh(1);
    expect((await approve(server, tokens.super, 'super', row)).status).toBe(200);
    const [entry] = await auditOf(row.id);
    const id = entry?.id as string;
    // An amount changed in the audit row's evidence: the signature no longer covers it.
    await db.execute(
      sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', '"0.01"') where id = ${id}::bigint`,
    );
    const forged = await verifyAuditLog(db);
    expect(forged.problems).toEqual([{ id, why: expect.stringContaining('signature does not verify') }]);
    await db.execute(
      sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', to_jsonb(${row.amount}::text)) where id = ${id}::bigint`,
    );
    expect((await verifyAuditLog(db)).problems).toEqual([]);
    // The withdrawal's own amount changed after the signed decision.
    await db.execute(sql`update withdrawals set amount = amount + 1 where id = ${row.id}::bigint`);
    const moved = await verifyAuditLog(db);
    expect(moved.problems).toEqual([{ id, why: expect.stringContaining(`amount ${row.amount} is not`) }]);
    await db.execute(
      sql`update withdrawals set amount = ${row.amount}::numeric where id = ${row.id}::bigint`,
    );
    // An approval removed from the record.
    await db.execute(sql`delete from withdrawal_approvals where withdrawal_id = ${row.id}::bigint`);
    expect((await verifyAuditLog(db)).problems).toEqual([
      { id, why: expect.stringContaining('no approval') },
    ]);
  });
});

describe('two supers racing', () => {
  let racing: TestServer;
  beforeAll(async () => {
    // Every withdrawal needs two approvals here.
    racing = await startTestServer({
      approvalThresholds: 'USDT=0,USDC=0,ETH=0,BNB=0',
      seedSize: { users: 40, orders: 60, withdrawals: 120 },
    });
  });
  afterAll(() => racing?.close());

  it('20 withdrawals approved at once by two supers each get one partial and one final approval', async () => {
    const [superToken, secondToken] = [
      await signIn(racing.url, 'super'),
      await signIn(racing.url, 'secondSuper'),
    ];
    const rows = (await withdrawalsOf(racing, { status: 'pending' }))
      .filter((w) => w.approvals.length === 0)
      .slice(0, 20);
    expect(rows).toHaveLength(20);
    expect(rows.every((w) => w.requiredApprovals === 2)).toBe(true);
    const rounds = await Promise.all(
      rows.map((w, i) => {
        const a = () => approve(racing, superToken, 'super', w);
        const b = () => approve(racing, secondToken, 'secondSuper', w);
        return (i % 2 ? Promise.all([a(), b()]) : Promise.all([b(), a()])) as Promise<Reply[]>;
      }),
    );
    const stored = new Map((await withdrawalsOf(racing)).map((w) => [w.id, w]));
    for (const [i, replies] of rounds.entries()) {
      const id = rows[i]?.id as string;
      expect(
        replies.map((r) => r.status),
        id,
      ).toEqual([200, 200]);
      expect(replies.map((r) => r.body.data.status).sort(), id).toEqual(['approved', 'pending']);
      const final = replies.find((r) => r.body.data.status === 'approved') as Reply;
      expect(stored.get(id)).toMatchObject({ status: 'approved', decidedBy: final.body.data.decidedBy });
      expect(stored.get(id)?.approvals).toHaveLength(2);
    }
    expect((await verifyAuditLog(racing.database.db)).problems).toEqual([]);
  });
});

describe('settings', () => {
  it('SIGNED_DECISIONS=0 accepts unsigned decisions (no evidence); no thresholds means one approval', async () => {
    const loose = await startTestServer({ signedDecisions: false, approvalThresholds: '' });
    try {
      const token = await signIn(loose.url, 'super');
      const rows = await withdrawalsOf(loose, { status: 'pending' });
      expect(rows.every((w) => w.requiredApprovals === 1)).toBe(true);
      const row = rows.find((w) => w.approvals.length === 0) as Withdrawal;
      const reply = await call(loose.url, 'POST', '/api/manage/withdraw/approve', {
        token,
        body: { id: row.id },
      });
      expect(reply.status, reply.body.message).toBe(200);
      expect(reply.body.data.status).toBe('approved');
      const audit = await call(loose.url, 'GET', '/api/manage/audit', { token, query: { target: row.id } });
      expect(audit.body.data.list[0].evidence).toBeNull();
      // A signature that is sent is still checked.
      const other = rows.find((w) => w.approvals.length === 0 && w.id !== row.id) as Withdrawal;
      const bad = await call(loose.url, 'POST', '/api/manage/withdraw/approve', {
        token,
        body: { id: other.id, issuedAt: new Date().toISOString(), signature: '0x1234' },
      });
      expect(bad.status).toBe(400);
    } finally {
      await loose.close();
    }
  });

  it('refuses to start on a malformed APPROVAL_THRESHOLDS, naming it', async () => {
    await expect(
      startServer({ port: 0, host: '127.0.0.1', log: false, approvalThresholds: 'ETH=lots' }),
    ).rejects.toThrow(/APPROVAL_THRESHOLDS: "ETH=lots"/);
  });
});
