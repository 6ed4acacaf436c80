import { TOKEN_DECIMALS, type Withdrawal } from '@nsa/api';
import { formatUnits, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Harness, okData, outcome, rows } from '../harness.ts';
import { decisions } from './decide.ts';
import { world } from './world.ts';

/** The two seeded withdrawals the threshold boundary is drawn at: one exactly at it, one a unit below. */
export const boundary = (() => {
  const pending = world.withdrawals.filter((w) => w.status === 'pending' && w.approvals.length === 0);
  const at = pending.find((w) => w.tokenSymbol === 'USDT') as Withdrawal;
  const below = pending.find((w) => w.tokenSymbol === 'ETH') as Withdrawal;
  const places = TOKEN_DECIMALS[below.tokenSymbol];
  const justAbove = formatUnits(parseUnits(below.amount, places) + 1n, places);
  return {
    at,
    below,
    // USDT's threshold is `at`'s amount exactly; ETH's one smallest unit above `below`'s amount;
    // everything else needs two approvals, so two supers can race on many.
    thresholds: `USDT=${at.amount},ETH=${justAbove},USDC=0,BNB=0`,
  };
})();

/** APPROVAL_THRESHOLDS drawn through seeded withdrawals: the boundary, and supers racing. */
export function thresholdCases(h: Harness) {
  const d = decisions(h);
  describe('approval thresholds', () => {
    it('an amount exactly at its token’s threshold needs two approvals; one smallest unit below needs one', async () => {
      const at = await d.stored(boundary.at.id);
      const below = await d.stored(boundary.below.id);
      expect(at).toMatchObject({ amount: boundary.at.amount, requiredApprovals: 2 });
      expect(below).toMatchObject({ amount: boundary.below.amount, requiredApprovals: 1 });
      expect(okData(await d.approve('super', boundary.at))).toMatchObject({
        status: 'pending',
        decidedBy: null,
      });
      expect(okData(await d.approve('super', boundary.below))).toMatchObject({ status: 'approved' });
      expect(
        (await h.client('super').withdrawals({ awaiting: 'second', q: boundary.at.id })).list.map(
          (w) => w.id,
        ),
      ).toEqual([boundary.at.id]);
    });

    it('20 withdrawals approved at once by two supers each get one partial and one final approval', async () => {
      const targets = (await h.all<Withdrawal>('withdrawals', { status: 'pending' }))
        .filter((w) => w.requiredApprovals === 2 && w.approvals.length === 0)
        .slice(0, 20);
      expect(targets).toHaveLength(20);
      const rounds = await Promise.all(
        targets.map((w, i) =>
          i % 2
            ? Promise.all([d.approve('super', w), d.approve('secondSuper', w)])
            : Promise.all([d.approve('secondSuper', w), d.approve('super', w)]),
        ),
      );
      for (const [i, results] of rounds.entries()) {
        const id = targets[i]?.id as string;
        const statuses = results.map((r) => okData(r).status).sort();
        expect(statuses, id).toEqual(['approved', 'pending']);
        const final = results.map(okData).find((w) => w.status === 'approved') as Withdrawal;
        const now = await d.stored(id);
        expect(now).toMatchObject({ status: 'approved', decidedBy: final.decidedBy });
        expect(now?.approvals).toHaveLength(2);
        expect(await d.auditOf(id)).toHaveLength(2);
      }
    });
  });
}

/** SIGNED_DECISIONS=0 and no thresholds. */
export function unsignedCases(h: Harness) {
  describe('SIGNED_DECISIONS=0, APPROVAL_THRESHOLDS empty', () => {
    it('every withdrawal needs one approval; an unsigned one decides at once and keeps no evidence; a sent signature is still checked', async () => {
      const pending = await h.all<Withdrawal>('withdrawals', { status: 'pending' });
      for (const w of rows(pending)) expect(w.requiredApprovals).toBe(1);
      const [row, other] = pending.filter((w) => w.approvals.length === 0);
      if (!row || !other) throw new Error('too few pending withdrawals');
      expect(okData(await outcome(() => h.client('super').approveWithdrawal({ id: row.id })))).toMatchObject({
        status: 'approved',
      });
      const [entry] = (await h.client('super').audit({ target: row.id })).list;
      expect(entry).toMatchObject({ action: 'withdraw.approve', evidence: null });
      const bad = await outcome(() =>
        h
          .client('super')
          .approveWithdrawal({ id: other.id, issuedAt: new Date().toISOString(), signature: '0x1234' }),
      );
      expect(bad.code).toBe('400');
    });

    it('an unsigned batch decides at once, keeps no evidence and no note it was not given; a sent signature is still checked', async () => {
      const pending = (await h.all<Withdrawal>('withdrawals', { status: 'pending' })).filter(
        (w) => w.approvals.length === 0,
      );
      const [a, b, c] = pending.slice(-3);
      if (!a || !b || !c) throw new Error('too few pending withdrawals');
      const batch = okData(
        await outcome(() => h.client('super').decideBatch({ decision: 'approve', ids: [a.id, b.id] })),
      );
      expect(batch.results.map((r) => [r.outcome, r.withdrawal?.approvals[0]?.note])).toEqual([
        ['approved', ''],
        ['approved', ''],
      ]);
      const [entry] = (await h.client('super').audit({ target: a.id })).list;
      expect(entry).toMatchObject({ action: 'withdraw.approve', evidence: null });
      const forged = await h.call('POST', '/api/manage/withdraw/decide-batch', {
        as: 'super',
        body: { decision: 'approve', ids: [c.id], issuedAt: new Date().toISOString(), signature: '0x1234' },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toContain('signature');
    });

    it('with no thresholds nothing waits for a second approval', async () => {
      expect((await h.client('super').withdrawals({ awaiting: 'second' })).total).toBe(0);
      expect(okData(await outcome(() => h.client('super').withdrawalOverview({}))).awaitingSecond.count).toBe(
        0,
      );
    });
  });
}
