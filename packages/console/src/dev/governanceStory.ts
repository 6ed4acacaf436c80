import type { DecisionKind, Withdrawal } from '@nsa/api';
import { createApiClient } from '@nsa/api';
import { signDecision, signDecisions } from '@nsa/api/testing';
import { clock } from '../lib/clock.ts';
import { type DemoSessionName, demoToken, seededWorld } from './mocks.ts';

/** The withdrawals as seeded (the same every story), to pick ids for story paths. */
export const seededWithdrawals: readonly Withdrawal[] = seededWorld.withdrawals;

/** Pending withdrawals that need two approvals: the first with none yet, and the half-approved one. */
export const largePending = {
  fresh: seededWithdrawals.find(
    (w) => w.status === 'pending' && w.requiredApprovals === 2 && w.approvals.length === 0,
  ) as Withdrawal,
  halfApproved: seededWithdrawals.find(
    (w) => w.status === 'pending' && w.requiredApprovals === 2 && w.approvals.length === 1,
  ) as Withdrawal,
};

/**
 * A decision made through the mock API by a demo super, signed with its key as the console's
 * wallet would sign it (at the console's clock, which stories set to the scene's): what lands in
 * the audit log is the server's own evidence.
 */
export async function decideAs(
  name: DemoSessionName & ('super' | 'secondSuper'),
  w: Withdrawal,
  decision: DecisionKind,
  reason?: string,
) {
  const signed = await signDecision(window.location.origin, name, w, decision, {
    reason,
    issuedAt: new Date(clock.now()).toISOString(),
  });
  const api = createApiClient({ baseUrl: '', getToken: () => demoToken(name) });
  // An approval's `reason` is its note for the second approver, signed with it.
  return decision === 'approve'
    ? api.approveWithdrawal({ id: w.id, ...(reason ? { reason } : {}), ...signed })
    : api.rejectWithdrawal({ id: w.id, reason: reason ?? '', ...signed });
}

/** A batch decision through the mock API under one `Decisions` signature, as the desk makes it. */
export async function decideBatchAs(
  name: DemoSessionName & ('super' | 'secondSuper'),
  withdrawals: readonly Withdrawal[],
  decision: DecisionKind,
  reason?: string,
) {
  const signed = await signDecisions(window.location.origin, name, withdrawals, decision, {
    reason,
    issuedAt: new Date(clock.now()).toISOString(),
  });
  const api = createApiClient({ baseUrl: '', getToken: () => demoToken(name) });
  return api.decideBatch({ decision, ids: withdrawals.map((w) => w.id), reason: reason ?? '', ...signed });
}
