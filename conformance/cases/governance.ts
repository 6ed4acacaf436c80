import {
  DECISION_REQUIRED_MESSAGE,
  DEMO_ACCOUNTS,
  TOKEN_DECIMALS,
  type Withdrawal,
  withdrawalSchema,
} from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Harness, later, okData, outcome, rows } from '../harness.ts';
import { decisions } from './decide.ts';
import { takePending } from './world.ts';

export function governanceCases(h: Harness) {
  const d = decisions(h);

  describe('signed decisions', () => {
    it('refuses unsigned, forged, replayed, stale, future, wrong-field and other-wallet decisions with a 400 naming signature; nothing changes', async () => {
      const row = takePending(h, 1);
      const other = takePending(h, 1);
      const before = await d.fingerprint(row.id);
      const stale = new Date(Date.now() - 6 * 60_000).toISOString();
      const future = new Date(Date.now() + 6 * 60_000).toISOString();
      const reason = 'duplicate request';
      const cases: [string, 'approve' | 'reject', Record<string, unknown>][] = [
        ['unsigned', 'approve', { id: row.id }],
        ['issuedAt without signature', 'approve', { id: row.id, issuedAt: new Date().toISOString() }],
        [
          'a forged signature',
          'approve',
          { id: row.id, issuedAt: new Date().toISOString(), signature: `0x${'11'.repeat(65)}` },
        ],
        [
          'a malformed signature',
          'approve',
          { id: row.id, issuedAt: new Date().toISOString(), signature: '0x1234' },
        ],
        [
          'replayed from another withdrawal',
          'approve',
          { id: row.id, ...(await d.signed('super', other, 'approve')) },
        ],
        [
          'replayed from a reject',
          'approve',
          { id: row.id, ...(await d.signed('super', row, 'reject', { reason })) },
        ],
        [
          'replayed from another origin',
          'approve',
          { id: row.id, ...(await d.signed('super', row, 'approve', { origin: 'https://evil.example' })) },
        ],
        [
          'stale',
          'approve',
          { id: row.id, ...(await d.signed('super', row, 'approve', { issuedAt: stale })) },
        ],
        [
          'from the future',
          'approve',
          { id: row.id, ...(await d.signed('super', row, 'approve', { issuedAt: future })) },
        ],
        [
          'another amount',
          'approve',
          { id: row.id, ...(await d.signed('super', { ...row, amount: '0.01' }, 'approve')) },
        ],
        [
          'another recipient',
          'approve',
          { id: row.id, ...(await d.signed('super', { ...row, address: DEMO_ACCOUNTS.admin }, 'approve')) },
        ],
        [
          'another chain',
          'approve',
          {
            id: row.id,
            ...(await d.signed('super', { ...row, chainId: row.chainId === 1 ? 56 : 1 }, 'approve')),
          },
        ],
        [
          'another token',
          'approve',
          {
            id: row.id,
            ...(await d.signed(
              'super',
              { ...row, tokenSymbol: row.tokenSymbol === 'USDT' ? 'USDC' : 'USDT' },
              'approve',
            )),
          },
        ],
        [
          'another reason',
          'reject',
          { id: row.id, reason, ...(await d.signed('super', row, 'reject', { reason: 'other' })) },
        ],
        ['another wallet', 'approve', { id: row.id, ...(await d.signed('admin', row, 'approve')) }],
        [
          'another super’s wallet',
          'approve',
          { id: row.id, ...(await d.signed('secondSuper', row, 'approve')) },
        ],
      ];
      for (const [name, path, body] of cases) {
        const reply = await h.call('POST', `/api/manage/withdraw/${path}`, { as: 'super', body });
        expect(reply.status, `${name}: ${reply.body.message}`).toBe(400);
        expect(reply.body.message, name).toMatch(/^signature: /);
      }
      // Without a signature, or without its time, the decision is not signed at all: said so.
      for (const body of [{ id: row.id }, { id: row.id, issuedAt: new Date().toISOString() }]) {
        expect(
          (await h.call('POST', '/api/manage/withdraw/approve', { as: 'super', body })).body.message,
        ).toBe(DECISION_REQUIRED_MESSAGE);
      }
      expect(await d.fingerprint(row.id)).toBe(before);
    });

    it('checks freshness against the server’s clock: 6 minutes later the same signature is stale', async () => {
      const row = takePending(h, 1);
      const signed = await d.signed('super', row, 'approve');
      const late = await later(h, 6 * 60_000, () =>
        outcome(() => h.client('super').approveWithdrawal({ id: row.id, ...signed })),
      );
      expect(late).toMatchObject({ code: '400', message: expect.stringContaining('issuedAt') });
      expect(
        okData(await outcome(() => h.client('super').approveWithdrawal({ id: row.id, ...signed }))),
      ).toMatchObject({ status: 'approved' });
    });

    it('a signed approval decides a small withdrawal: decidedBy, decidedAt, its one approval, and evidence that verifies', async () => {
      const row = takePending(h, 1);
      const approved = okData(await d.approve('super', row));
      expect(withdrawalSchema.parse(approved)).toMatchObject({
        id: row.id,
        status: 'approved',
        decidedBy: DEMO_ACCOUNTS.super,
        requiredApprovals: 1,
        approvals: [{ address: DEMO_ACCOUNTS.super }],
      });
      expect(approved.decidedAt).toBe(approved.approvals[0]?.at);
      const [entry] = await d.auditOf(row.id);
      expect(entry).toMatchObject({
        actorAddress: DEMO_ACCOUNTS.super,
        action: 'withdraw.approve',
        target: row.id,
      });
      const evidence = entry?.evidence;
      if (!evidence) throw new Error('the approval kept no evidence');
      expect(evidence.typedData.message).toMatchObject({
        withdrawalId: row.id,
        decision: 'approve',
        recipient: row.address,
        amount: row.amount,
      });
      expect(await verifyDecisionSignature({ address: DEMO_ACCOUNTS.super, ...evidence })).toBe(true);
    });

    it('a reject keeps its reason as signed (trimmed), and its evidence verifies for the decider', async () => {
      const row = takePending(h, 1);
      const reason = 'address on a sanctions list';
      const signed = await d.signed('super', row, 'reject', { reason });
      const rejected = okData(
        await outcome(() =>
          h.client('super').rejectWithdrawal({ id: row.id, reason: `  ${reason}  `, ...signed }),
        ),
      );
      expect(rejected).toMatchObject({
        status: 'rejected',
        reason,
        decidedBy: DEMO_ACCOUNTS.super,
        approvals: [],
      });
      const [entry] = await d.auditOf(row.id);
      const evidence = entry?.evidence;
      if (!evidence) throw new Error('the reject kept no evidence');
      expect(evidence.typedData.message).toMatchObject({
        origin: h.target().origin,
        withdrawalId: row.id,
        decision: 'reject',
        recipient: row.address,
        chainId: row.chainId,
        token: row.tokenSymbol,
        amount: row.amount,
        reason,
      });
      expect(await verifyDecisionSignature({ address: DEMO_ACCOUNTS.super, ...evidence })).toBe(true);
      expect(entry?.after).toMatchObject({ status: 'rejected', reason });
    });

    it('a decided withdrawal: a bad signature is 400 (the signature is checked first), a good one 409 naming who and when', async () => {
      const row = takePending(h, 1);
      expect((await d.approve('super', row)).code).toBe('200');
      const forged = await h.call('POST', '/api/manage/withdraw/reject', {
        as: 'super',
        body: { id: row.id, reason: 'late', issuedAt: new Date().toISOString(), signature: '0x1234' },
      });
      expect(forged.status).toBe(400);
      const late = await d.reject('super', row, 'late');
      expect(late).toMatchObject({
        code: '409',
        message: expect.stringMatching(new RegExp(`already approved by ${DEMO_ACCOUNTS.super} at \\d{4}-`)),
      });
      expect(await d.auditOf(row.id)).toHaveLength(1);
    });

    it('a reject needs a reason; a well-formed unknown id is 404, whatever it signs', async () => {
      const row = takePending(h, 1);
      const noReason = await h.call('POST', '/api/manage/withdraw/reject', {
        as: 'super',
        body: { id: row.id },
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toContain('reason');
      const unknown = { ...row, id: '999999999' };
      expect((await d.approve('super', unknown)).code).toBe('404');
      expect((await d.reject('super', unknown, 'no such withdrawal')).code).toBe('404');
      expect((await d.stored(row.id))?.status).toBe('pending');
    });

    it('of 50 concurrent approvals exactly one wins; the rest are 409 naming the decider; one audit entry', async () => {
      const row = takePending(h, 1);
      const signed = await d.signed('super', row, 'approve');
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          outcome(() => h.client('super').approveWithdrawal({ id: row.id, ...signed })),
        ),
      );
      expect(results.filter((r) => r.code === '200')).toHaveLength(1);
      const conflicts = results.filter((r) => r.code === '409');
      expect(conflicts).toHaveLength(49);
      for (const c of conflicts) expect('message' in c && c.message).toContain(DEMO_ACCOUNTS.super);
      expect(await d.auditOf(row.id)).toHaveLength(1);
    });
  });

  describe('second approver', () => {
    it('a large withdrawal needs two distinct supers: the first approval leaves it pending and undecided', async () => {
      const row = takePending(h, 2);
      const first = okData(await d.approve('super', row));
      expect(first).toMatchObject({
        status: 'pending',
        approvals: [{ address: DEMO_ACCOUNTS.super }],
        requiredApprovals: 2,
        decidedAt: null,
        decidedBy: null,
        reason: null,
      });
      expect(
        (await h.client('super').withdrawals({ awaiting: 'second', pageSize: 100 })).list.map((w) => w.id),
      ).toContain(row.id);
      const before = await d.fingerprint(row.id);
      const twice = await d.approve('super', row);
      expect(twice).toMatchObject({
        code: '409',
        message: expect.stringContaining(`${DEMO_ACCOUNTS.super} already approved it`),
      });
      expect(await d.fingerprint(row.id)).toBe(before);
      const second = okData(await d.approve('secondSuper', row));
      expect(second).toMatchObject({
        status: 'approved',
        decidedBy: DEMO_ACCOUNTS.secondSuper,
        approvals: [{ address: DEMO_ACCOUNTS.super }, { address: DEMO_ACCOUNTS.secondSuper }],
      });
      expect(second.decidedAt).toBe(second.approvals[1]?.at);
      expect(
        (await h.client('super').withdrawals({ awaiting: 'second', pageSize: 100 })).list.map((w) => w.id),
      ).not.toContain(row.id);
      const entries = await d.auditOf(row.id);
      expect(entries.map((e) => [e.actorAddress, e.action, e.evidence !== null, e.after])).toEqual([
        [DEMO_ACCOUNTS.super, 'withdraw.approve', true, { status: 'pending', approvals: 1 }],
        [DEMO_ACCOUNTS.secondSuper, 'withdraw.approve', true, { status: 'approved', approvals: 2 }],
      ]);
    });

    it('a reject by either super ends a half-approved withdrawal, keeping its approval; approving after is 409', async () => {
      const row = takePending(h, 2);
      expect((await d.approve('secondSuper', row)).code).toBe('200');
      const rejected = okData(await d.reject('super', row, 'compliance hold'));
      expect(rejected).toMatchObject({
        status: 'rejected',
        reason: 'compliance hold',
        decidedBy: DEMO_ACCOUNTS.super,
        approvals: [{ address: DEMO_ACCOUNTS.secondSuper }],
      });
      expect((await d.approve('super', row)).code).toBe('409');
    });

    it('the seeded half-approved withdrawal takes its second approval from the other super', async () => {
      const [half] = (await h.client('super').withdrawals({ awaiting: 'second' })).list;
      if (!half) throw new Error('no half-approved withdrawal');
      expect((await d.approve('secondSuper', half)).code).toBe('409');
      expect(okData(await d.approve('super', half))).toMatchObject({
        status: 'approved',
        decidedBy: DEMO_ACCOUNTS.super,
      });
    });
  });

  describe('the overview', () => {
    it('sums pending amounts per chain and token as decimal strings, and counts today’s decisions', async () => {
      // Decisions of today (the seeded ones were all taken before FIXTURE_NOW).
      const before = await h.client('super').withdrawalOverview({});
      expect((await d.approve('super', takePending(h, 1))).code).toBe('200');
      expect((await d.reject('super', takePending(h, 1), 'duplicate request')).code).toBe('200');
      const overview = await h.client('super').withdrawalOverview({});
      expect(overview.approvedToday.count).toBe(before.approvedToday.count + 1);
      expect(overview.rejectedToday.count).toBe(before.rejectedToday.count + 1);
      const pending = await h.all<Withdrawal>('withdrawals', { status: 'pending' });
      expect(overview.pending.count).toBe(rows(pending).length);
      for (const { chainId, tokenSymbol, amount } of rows(overview.pending.amounts)) {
        const places = TOKEN_DECIMALS[tokenSymbol];
        const expected = pending
          .filter((w) => w.chainId === chainId && w.tokenSymbol === tokenSymbol)
          .reduce((sum, w) => sum + parseUnits(w.amount, places), 0n);
        expect(parseUnits(amount, places), `${chainId} ${tokenSymbol}`).toBe(expected);
      }
      const keys = overview.pending.amounts.map((a) => `${a.chainId}:${a.tokenSymbol}`);
      expect(new Set(keys)).toEqual(new Set(pending.map((w) => `${w.chainId}:${w.tokenSymbol}`)));
    });
  });
}
