import {
  type BatchOutcome,
  type BatchResult,
  DECISION_MISMATCH_MESSAGE,
  DECISION_REQUIRED_MESSAGE,
  type DecisionEvidence,
  type DecisionItem,
  decideWithdrawal,
  type EndpointParsedInput,
  type SessionUser,
  type Withdrawal,
  type WithdrawalDecision,
} from '@nsa/api';
import { eq } from 'drizzle-orm';
import { withdrawalApprovals, withdrawals } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { appendAudit } from './audit.ts';
import {
  checkBatchSignature,
  checkDecisionSignature,
  itemMismatch,
  itemOf,
  type SignedDecisionInput,
  signedItemFor,
} from './decisions.ts';
import { findWithdrawal, findWithdrawals } from './withdrawals.ts';

type Applied = { outcome: 'approved' | 'partial' | 'rejected'; withdrawal: Withdrawal };

/**
 * One decision in its own transaction, under the withdrawal's row lock: the state machine (409),
 * the approval with its note, the status, and the audit entry with its evidence. Two supers racing
 * on a two-approval withdrawal serialise on the lock: one partial, one final approval.
 */
async function applyDecision(
  deps: Deps,
  id: string,
  decision: WithdrawalDecision,
  /** A reject's reason, or an approval's note ('' for none). */
  text: string,
  actor: SessionUser,
  evidence: DecisionEvidence | null,
): Promise<Applied> {
  const { db } = deps.database;
  const { thresholds } = deps.governance;
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.id, BigInt(id)))
      .for('update');
    const current = locked ? await findWithdrawal(tx, id, thresholds) : null;
    if (!current) throw new HttpError('404', `id: withdrawal ${id} does not exist`);
    // The signature covers the row as read before the lock; a row changed since must be signed again.
    const signed = evidence && signedItemFor(evidence.typedData, id);
    if (evidence && (!signed || itemMismatch(signed, current))) {
      throw new HttpError('400', DECISION_MISMATCH_MESSAGE);
    }
    const result = decideWithdrawal(current, decision, actor.address, now.toISOString());
    if (!result.ok) throw new HttpError(result.code, result.message);
    if (decision === 'approve') {
      await tx
        .insert(withdrawalApprovals)
        .values({ withdrawalId: BigInt(id), address: actor.address, at: now, note: text });
    }
    const reason = decision === 'reject' ? text : null;
    if (result.final) {
      await tx
        .update(withdrawals)
        .set({ status: result.status, decidedAt: now, decidedBy: actor.address, reason })
        .where(eq(withdrawals.id, BigInt(id)));
    }
    await appendAudit(tx, {
      actorAddress: actor.address,
      action: decision === 'approve' ? 'withdraw.approve' : 'withdraw.reject',
      target: id,
      before: { status: current.status, approvals: current.approvals.length },
      after: {
        status: result.status,
        approvals: result.approvals.length,
        ...(reason === null ? {} : { reason }),
        ...(decision === 'approve' && text !== '' ? { note: text } : {}),
      },
      evidence,
      at: now,
    });
    const withdrawal = (await findWithdrawal(tx, id, thresholds)) as Withdrawal;
    const outcome = decision === 'reject' ? 'rejected' : result.final ? 'approved' : 'partial';
    return { outcome, withdrawal };
  });
}

/** A single decision (contract § "Governance"): 404, then the signature (400), then the lock. */
export async function decideWithdrawalById(
  deps: Deps,
  input: { id: string; reason?: string | undefined } & SignedDecisionInput,
  decision: WithdrawalDecision,
  actor: SessionUser,
): Promise<Withdrawal> {
  const stored = await findWithdrawal(deps.database.db, input.id, deps.governance.thresholds);
  if (!stored) throw new HttpError('404', `id: withdrawal ${input.id} does not exist`);
  const evidence = await checkDecisionSignature(deps, stored, decision, input, actor.address);
  return (await applyDecision(deps, input.id, decision, input.reason ?? '', actor, evidence)).withdrawal;
}

/** What was signed for each id: the items of the request, else the withdrawals as stored. */
function signedItems(
  input: EndpointParsedInput<'decideBatch'>,
  stored: ReadonlyMap<string, Withdrawal>,
): DecisionItem[] | null {
  if (input.items) {
    const inOrder =
      input.items.length === input.ids.length &&
      input.items.every((item, i) => item.withdrawalId === input.ids[i]);
    if (!inOrder) {
      throw new HttpError('400', 'items: one signed item per id, in the order of ids');
    }
    return input.items;
  }
  const items = input.ids.map((id) => stored.get(id));
  // Without the signed items, a missing withdrawal leaves nothing to check the signature over.
  return items.every((w) => w !== undefined) ? items.map((w) => itemOf(w as Withdrawal)) : null;
}

/**
 * A batch (contract § "Withdrawal desk"): the one `Decisions` signature is checked first, over
 * every item, and every item of an existing withdrawal must equal it as stored, or nothing
 * changes (400 naming `signature`). Then each item is applied on its own, under its own lock, so
 * a batch racing other decisions decides each withdrawal once; what each came to is reported.
 */
export async function decideBatch(
  deps: Deps,
  input: EndpointParsedInput<'decideBatch'>,
  actor: SessionUser,
): Promise<BatchResult> {
  const stored = await findWithdrawals(deps.database.db, input.ids, deps.governance.thresholds);
  const signed = input.signature !== undefined || input.issuedAt !== undefined;
  let evidence: DecisionEvidence | null = null;
  // SIGNED_DECISIONS=0 takes an unsigned batch as it takes an unsigned decision.
  if (signed || deps.governance.signedDecisions) {
    if (!input.signature || !input.issuedAt) throw new HttpError('400', DECISION_REQUIRED_MESSAGE);
    const items = signedItems(input, stored);
    if (!items) {
      const missing = input.ids.filter((id) => !stored.has(id));
      throw new HttpError(
        '400',
        `items: withdrawal ${missing.join(', ')} does not exist; send the signed items with the batch`,
      );
    }
    for (const item of items) {
      const row = stored.get(item.withdrawalId);
      if (row && itemMismatch(item, row)) throw new HttpError('400', DECISION_MISMATCH_MESSAGE);
    }
    evidence = await checkBatchSignature(deps, items, input.decision, input, actor.address);
  }
  const results: BatchResult['results'] = [];
  for (const id of input.ids) {
    if (!stored.has(id)) {
      results.push({ id, outcome: 'not_found', withdrawal: null });
      continue;
    }
    results.push(await applyItem(deps, id, input, actor, evidence));
  }
  return { results };
}

async function applyItem(
  deps: Deps,
  id: string,
  input: EndpointParsedInput<'decideBatch'>,
  actor: SessionUser,
  evidence: DecisionEvidence | null,
): Promise<BatchResult['results'][number]> {
  try {
    const applied = await applyDecision(deps, id, input.decision, input.reason ?? '', actor, evidence);
    return { id, ...applied };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Decided, deleted or changed since the batch was read: its state now, as the contract says.
    const current = await findWithdrawal(deps.database.db, id, deps.governance.thresholds);
    const outcome: BatchOutcome = current ? 'conflict' : 'not_found';
    return { id, outcome, withdrawal: current };
  }
}
