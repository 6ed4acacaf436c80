import {
  type AuditChainLink,
  auditChainBreaks,
  type DecisionEvidence,
  decisionEvidenceSchema,
  type Withdrawal,
} from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { toInt, toText } from '../db/values.ts';
import { type AuditRow, auditColumns, toAuditEntry } from './audit.ts';
import { itemMismatch, signedItemFor } from './decisions.ts';

/** An audit entry's id (or, in `withdrawals`, a withdrawal's) and every reason it cannot be trusted. */
export type AuditProblem = { id: string; why: string };
export type AuditCheck = {
  /** Entries checked in the hash chain. */
  entries: number;
  signed: number;
  unsigned: number;
  /**
   * Decision entries without evidence: taken with `SIGNED_DECISIONS=0`, or the demo's. Not a
   * problem by themselves (unless `requireSigned`); evidence removed later breaks the chain.
   */
  unsignedDecisions: string[];
  /** The last entry: what `audit-head` prints. */
  head: AuditChainLink;
  /** Audit entries, one each, in id order. */
  problems: AuditProblem[];
  /** Withdrawals decided or approved with no audit entry that did it. */
  withdrawals: AuditProblem[];
};
export type AuditCheckOptions = {
  /** Every decision entry must be signed (a deployment that never ran `SIGNED_DECISIONS=0`). */
  requireSigned?: boolean;
  /** An entry's id and hash kept elsewhere (`audit-head`): it must still be in the chain as it was. */
  head?: { id: string; hash: string };
};

type Row = {
  id: unknown;
  actor_address: `0x${string}`;
  action: string;
  target: string;
  evidence: unknown;
  after: unknown;
  w_id: unknown;
  address: `0x${string}` | null;
  chain_id: unknown;
  token_symbol: string | null;
  amount: string | null;
  status: string | null;
  reason: string | null;
  /** The note of the actor's approval of this withdrawal; null when it recorded none. */
  approval_note: string | null;
};

const decisionOf: Record<string, 'approve' | 'reject'> = {
  'withdraw.approve': 'approve',
  'withdraw.reject': 'reject',
};

/** Why one signed entry cannot be trusted, or null when its evidence holds. */
async function problemOf(row: Row): Promise<string | null> {
  const raw = typeof row.evidence === 'string' ? JSON.parse(row.evidence) : row.evidence;
  const parsed = decisionEvidenceSchema.safeParse(raw);
  if (!parsed.success) return 'evidence is not a signed Decision or Decisions';
  const evidence: DecisionEvidence = parsed.data;
  const message = evidence.typedData.message;
  const expected = decisionOf[row.action];
  if (!expected) return `a ${row.action} entry carries decision evidence`;
  if (message.decision !== expected) return `signs "${message.decision}" but records ${row.action}`;
  // A batch's evidence is the whole batch: the entry's withdrawal must be one of its items.
  const item = signedItemFor(evidence.typedData, row.target);
  if (!item) {
    const signedIds =
      evidence.typedData.primaryType === 'Decision'
        ? evidence.typedData.message.withdrawalId
        : evidence.typedData.message.items.map((i) => i.withdrawalId).join(', ');
    return `signs withdrawal ${signedIds} but targets ${row.target}`;
  }
  const signed = await verifyDecisionSignature({
    address: row.actor_address,
    typedData: evidence.typedData,
    signature: evidence.signature,
  });
  if (!signed) return `signature does not verify for its actor ${row.actor_address}`;
  // The entry's own record of what was decided must be what was signed (decide.ts writes the
  // reason of a reject, and an approval's note when it has one).
  const after = (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as Record<
    string,
    unknown
  > | null;
  const recorded = expected === 'reject' ? after?.reason : (after?.note ?? '');
  if (recorded !== message.reason) {
    const what = expected === 'reject' ? 'reject reason' : 'note';
    return `signed ${what} "${message.reason}" but the entry records ${what} "${String(recorded ?? '')}"`;
  }
  if (row.w_id === null || row.address === null) return `withdrawal ${row.target} does not exist`;
  const stored: Pick<Withdrawal, 'id' | 'address' | 'chainId' | 'tokenSymbol' | 'amount'> = {
    id: toText(row.w_id),
    address: row.address,
    chainId: toInt(row.chain_id) as Withdrawal['chainId'],
    tokenSymbol: row.token_symbol as Withdrawal['tokenSymbol'],
    amount: toText(row.amount),
  };
  const mismatch = itemMismatch(item, stored);
  if (mismatch) return `signed ${mismatch} stored on withdrawal ${row.target}`;
  if (expected === 'approve' && row.approval_note === null) {
    return `withdrawal ${row.target} records no approval by ${row.actor_address}`;
  }
  if (expected === 'approve' && row.approval_note !== message.reason) {
    return `signed note "${message.reason}" but the approval of withdrawal ${row.target} notes "${row.approval_note}"`;
  }
  if (expected === 'reject' && (row.status !== 'rejected' || row.reason !== message.reason)) {
    return `signed reject reason "${message.reason}" but withdrawal ${row.target} is ${row.status} with reason "${row.reason ?? ''}"`;
  }
  return null;
}

/** Walks the whole log in id order, a page at a time: the chain's breaks, unsigned decisions, the head. */
async function checkChain(db: Db, options: AuditCheckOptions) {
  const problems: AuditProblem[] = [];
  const unsignedDecisions: string[] = [];
  let last: AuditChainLink = null;
  let head: AuditChainLink = null;
  let entries = 0;
  let keptHeadSeen = false;
  let after = '-9223372036854775808';
  for (;;) {
    const rows = await queryRows<AuditRow>(
      db,
      sql`select ${auditColumns} from audit_log a where a.id > ${after}::bigint order by a.id limit 1000`,
    );
    if (rows.length === 0) break;
    const page = rows.map(toAuditEntry);
    const checked = auditChainBreaks(page, last);
    problems.push(...checked.breaks);
    last = checked.last;
    for (const entry of page) {
      if (entry.action.startsWith('withdraw.') && entry.evidence === null) unsignedDecisions.push(entry.id);
      if (entry.id === options.head?.id) {
        keptHeadSeen = true;
        if (entry.hash !== options.head.hash) {
          problems.push({
            id: entry.id,
            why: `hash is not the kept head's ${options.head.hash}: the chain up to it was rewritten`,
          });
        }
      }
    }
    entries += page.length;
    const end = page[page.length - 1] as (typeof page)[number];
    head = { id: end.id, hash: end.hash ?? '' };
    after = end.id;
  }
  if (options.head && !keptHeadSeen) {
    problems.push({ id: options.head.id, why: 'the kept head is not in the log: deleted' });
  }
  if (options.requireSigned) {
    for (const id of unsignedDecisions) problems.push({ id, why: 'a decision without a signature' });
  }
  return { problems, unsignedDecisions, head, entries };
}

/** Decided withdrawals and recorded approvals that no audit entry decided or recorded. */
async function unrecordedDecisions(db: Db): Promise<AuditProblem[]> {
  const decided = await queryRows<{ id: string; status: string; decided_by: string | null }>(
    db,
    sql`select w.id::text as id, w.status, w.decided_by from withdrawals w
        where w.status in ('approved', 'rejected') and not exists (
          select 1 from audit_log a
          where a.target = w.id::text and a.actor_address = w.decided_by
            and a.action = case w.status when 'approved' then 'withdraw.approve' else 'withdraw.reject' end
            -- The approval that released it, not a first of two.
            and (w.status = 'rejected' or a.after ->> 'status' = 'approved'))
        order by w.id`,
  );
  const approvals = await queryRows<{ id: string; address: string }>(
    db,
    sql`select p.withdrawal_id::text as id, p.address from withdrawal_approvals p
        where not exists (
          select 1 from audit_log a
          where a.target = p.withdrawal_id::text and a.action = 'withdraw.approve' and a.actor_address = p.address)
        order by p.withdrawal_id, p.address`,
  );
  return [
    ...decided.map((w) => ({
      id: w.id,
      why: `${w.status} by ${w.decided_by ?? 'nobody'} with no audit entry that decided it`,
    })),
    ...approvals.map((p) => ({
      id: p.id,
      why: `approval by ${p.address} has no audit entry that recorded it`,
    })),
  ];
}

/** One line per id, in id order: every reason found for it. */
function byId(problems: AuditProblem[]): AuditProblem[] {
  const whys = new Map<string, string[]>();
  for (const p of problems) whys.set(p.id, [...(whys.get(p.id) ?? []), p.why]);
  const numeric = (id: string) => (/^-?\d+$/.test(id) ? BigInt(id) : 0n);
  return [...whys]
    .sort(([a], [b]) => (numeric(a) < numeric(b) ? -1 : numeric(a) > numeric(b) ? 1 : 0))
    .map(([id, list]) => ({ id, why: list.join('; ') }));
}

/**
 * `verify-audit` (contract § "Audit as evidence"): the hash chain, recomputed entry by entry (an
 * entry edited, deleted, inserted or moved breaks it); every signed entry re-verified offline (EOA
 * recovery, no network) against the withdrawal as stored now and against its own `after`; and
 * every decided withdrawal and recorded approval backed by an audit entry.
 */
export async function verifyAuditLog(db: Db, options: AuditCheckOptions = {}): Promise<AuditCheck> {
  const chain = await checkChain(db, options);
  const rows = await queryRows<Row>(
    db,
    sql`select a.id::text as id, a.actor_address, a.action, a.target, a.evidence, a.after,
          w.id::text as w_id, w.address, w.chain_id, w.token_symbol, w.amount::text as amount,
          w.status, w.reason,
          (select p.note from withdrawal_approvals p
           where p.withdrawal_id = w.id and p.address = a.actor_address) as approval_note
        from audit_log a
        left join withdrawals w
          on w.id = case when a.target ~ '^[1-9][0-9]{0,17}$' then a.target::bigint end
        where a.evidence is not null and a.evidence <> 'null'::jsonb
        order by a.id`,
  );
  const [unsigned] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from audit_log where evidence is null or evidence = 'null'::jsonb`,
  );
  const problems: AuditProblem[] = [...chain.problems];
  for (const row of rows) {
    const why = await problemOf(row);
    if (why) problems.push({ id: toText(row.id), why });
  }
  return {
    entries: chain.entries,
    signed: rows.length,
    unsigned: toInt(unsigned?.n ?? 0),
    unsignedDecisions: chain.unsignedDecisions,
    head: chain.head,
    problems: byId(problems),
    withdrawals: byId(await unrecordedDecisions(db)),
  };
}
