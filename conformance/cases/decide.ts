import type { Withdrawal } from '@nsa/api';
import { type DemoName, signDecision } from '@nsa/api/testing';
import { type Harness, outcome } from '../harness.ts';

type Decider = 'super' | 'secondSuper';

/** The decisions of one target: signed by a demo super's wallet as the console signs them. */
export function decisions(h: Harness) {
  const signed = (
    as: DemoName,
    w: Withdrawal,
    decision: 'approve' | 'reject',
    options: { reason?: string; issuedAt?: string; origin?: string } = {},
  ) => signDecision(options.origin ?? h.target().origin, as, w, decision, options);
  const approve = async (as: Decider, w: Withdrawal) =>
    outcome(async () => h.client(as).approveWithdrawal({ id: w.id, ...(await signed(as, w, 'approve')) }));
  const reject = async (as: Decider, w: Withdrawal, reason: string) =>
    outcome(async () =>
      h.client(as).rejectWithdrawal({ id: w.id, reason, ...(await signed(as, w, 'reject', { reason })) }),
    );
  const stored = async (id: string) =>
    (await h.client('super').withdrawals({ q: id })).list.find((w) => w.id === id);
  const auditOf = async (id: string) =>
    (await h.client('super').audit({ target: id, pageSize: 100, order: 'asc' })).list.filter((e) =>
      e.action.startsWith('withdraw.'),
    );
  /** The withdrawal as stored and the audit log's size: what a refused decision must leave. */
  const fingerprint = async (id: string) =>
    JSON.stringify([await stored(id), (await h.client('super').audit({ pageSize: 1 })).total]);
  return { signed, approve, reject, stored, auditOf, fingerprint };
}
