import { auditEntrySchema, DEMO_ACCOUNTS, listDataSchema, type Withdrawal, withdrawalSchema } from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signDecision, signIn } from './harness.ts';
import { createHandlers, createMockDb } from './index.ts';
import { createMockServer } from './node.ts';

const db = createMockDb({ seed: 21 });
const server = createMockServer(...createHandlers(db));
const tokens: Record<'super' | 'secondSuper', string> = { super: '', secondSuper: '' };
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  for (const name of ['super', 'secondSuper'] as const) tokens[name] = (await signIn(name)).token as string;
});
afterAll(() => server.close());

const pendingWith = (required: 1 | 2, skip = new Set<string>()) =>
  db.withdrawals.find(
    (w) =>
      w.status === 'pending' &&
      w.requiredApprovals === required &&
      w.approvals.length === 0 &&
      !skip.has(w.id),
  ) as Withdrawal;
const snapshot = (id: string) => JSON.stringify([db.withdrawals.find((w) => w.id === id), db.audit.length]);

describe('signed decisions', () => {
  it('the demo holds large pending withdrawals, one approved once by the second super', () => {
    const large = db.withdrawals.filter((w) => w.status === 'pending' && w.requiredApprovals === 2);
    expect(large.length).toBeGreaterThanOrEqual(3);
    const half = large.filter((w) => w.approvals.length === 1);
    expect(half).toHaveLength(1);
    expect(half[0]?.approvals[0]?.address).toBe(DEMO_ACCOUNTS.secondSuper);
  });

  it('refuses an unsigned, forged, stale, other-field or other-wallet decision with a 400 naming signature', async () => {
    const row = pendingWith(1);
    const other = pendingWith(1, new Set([row.id]));
    const before = snapshot(row.id);
    const stale = new Date(Date.now() - 6 * 60_000).toISOString();
    const bodies = [
      { id: row.id },
      { id: row.id, issuedAt: new Date().toISOString(), signature: `0x${'11'.repeat(65)}` },
      { id: row.id, ...(await signDecision('super', row, 'approve', { issuedAt: stale })) },
      { id: row.id, ...(await signDecision('super', { ...row, amount: '0.01' }, 'approve')) },
      { id: row.id, ...(await signDecision('super', other, 'approve')) },
      { id: row.id, ...(await signDecision('super', row, 'reject')) },
      { id: row.id, ...(await signDecision('super', row, 'approve', { origin: 'https://evil.test' })) },
      { id: row.id, ...(await signDecision('admin', row, 'approve')) },
    ];
    for (const body of bodies) {
      const result = await call('approveWithdrawal', body, tokens.super);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.message).toMatch(/^signature: /);
    }
    expect(snapshot(row.id)).toBe(before);
  });

  it('keeps the signed typed data on the audit entry, and it verifies', async () => {
    const row = pendingWith(1);
    const signed = await signDecision('super', row, 'approve');
    const result = await call('approveWithdrawal', { id: row.id, ...signed }, tokens.super);
    expect(withdrawalSchema.parse(result.body.data)).toMatchObject({
      status: 'approved',
      requiredApprovals: 1,
    });
    const page = listDataSchema(auditEntrySchema).parse(
      (await call('audit', { target: row.id }, tokens.super)).body.data,
    );
    const evidence = page.list[0]?.evidence;
    expect(evidence?.signature).toBe(signed.signature);
    expect(evidence?.typedData.message).toMatchObject({ withdrawalId: row.id, decision: 'approve' });
    if (evidence) {
      expect(
        await verifyDecisionSignature({
          address: DEMO_ACCOUNTS.super,
          typedData: evidence.typedData,
          signature: evidence.signature,
        }),
      ).toBe(true);
    }
  });
});

describe('second approver', () => {
  it('a large withdrawal needs two distinct supers; the same super twice is a 409', async () => {
    const row = pendingWith(2);
    const first = await call(
      'approveWithdrawal',
      { id: row.id, ...(await signDecision('super', row, 'approve')) },
      tokens.super,
    );
    expect(first.body.data).toMatchObject({
      status: 'pending',
      approvals: [{ address: DEMO_ACCOUNTS.super }],
      requiredApprovals: 2,
      decidedAt: null,
    });
    const awaiting = listDataSchema(withdrawalSchema).parse(
      (await call('withdrawals', { awaiting: 'second', pageSize: 100 }, tokens.super)).body.data,
    );
    expect(awaiting.list.map((w) => w.id)).toContain(row.id);
    expect(awaiting.list.every((w) => w.status === 'pending' && w.approvals.length === 1)).toBe(true);

    const twice = await call(
      'approveWithdrawal',
      { id: row.id, ...(await signDecision('super', row, 'approve')) },
      tokens.super,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('already approved');

    const second = await call(
      'approveWithdrawal',
      { id: row.id, ...(await signDecision('secondSuper', row, 'approve')) },
      tokens.secondSuper,
    );
    expect(second.body.data).toMatchObject({
      status: 'approved',
      decidedBy: DEMO_ACCOUNTS.secondSuper,
      approvals: [{ address: DEMO_ACCOUNTS.super }, { address: DEMO_ACCOUNTS.secondSuper }],
    });
    const entries = db.audit.filter((e) => e.target === row.id && e.action === 'withdraw.approve');
    expect(entries.map((e) => e.actorAddress)).toEqual([DEMO_ACCOUNTS.super, DEMO_ACCOUNTS.secondSuper]);
  });

  it('a reject by any super ends a half-approved withdrawal', async () => {
    const row = pendingWith(2);
    await call(
      'approveWithdrawal',
      { id: row.id, ...(await signDecision('super', row, 'approve')) },
      tokens.super,
    );
    const reason = 'compliance hold';
    const rejected = await call(
      'rejectWithdrawal',
      { id: row.id, reason, ...(await signDecision('secondSuper', row, 'reject', { reason })) },
      tokens.secondSuper,
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason,
      decidedBy: DEMO_ACCOUNTS.secondSuper,
    });
  });

  it('with SIGNED_DECISIONS off and no thresholds, an unsigned approval decides at once', async () => {
    const loose = createMockDb({ seed: 21, signedDecisions: false, approvalThresholds: '' });
    const looseServer = createMockServer(...createHandlers(loose));
    server.close();
    looseServer.listen({ onUnhandledFrame: 'error' });
    try {
      const { token } = await signIn('super');
      const row = loose.withdrawals.find((w) => w.status === 'pending') as Withdrawal;
      expect(row.requiredApprovals).toBe(1);
      const result = await call('approveWithdrawal', { id: row.id }, token);
      expect(result.body.data).toMatchObject({ status: 'approved' });
      expect(loose.audit.at(-1)?.evidence).toBeNull();
    } finally {
      looseServer.close();
      server.listen({ onUnhandledFrame: 'error' });
    }
  });
});
