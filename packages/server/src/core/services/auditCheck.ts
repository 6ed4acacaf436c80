import { type DecisionEvidence, decisionEvidenceSchema, type Withdrawal } from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { toInt, toText } from '../db/values.ts';
import { itemMismatch, signedItemFor } from './decisions.ts';

export type AuditProblem = { id: string; why: string };
export type AuditCheck = { signed: number; unsigned: number; problems: AuditProblem[] };

type Row = {
  id: unknown;
  actor_address: `0x${string}`;
  action: string;
  target: string;
  evidence: unknown;
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

/**
 * `verify-audit`: re-verifies every signed audit entry offline (EOA recovery, no network) and
 * that its typed data matches the withdrawal as stored now.
 */
export async function verifyAuditLog(db: Db): Promise<AuditCheck> {
  const rows = await queryRows<Row>(
    db,
    sql`select a.id::text as id, a.actor_address, a.action, a.target, a.evidence,
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
  const problems: AuditProblem[] = [];
  for (const row of rows) {
    const why = await problemOf(row);
    if (why) problems.push({ id: toText(row.id), why });
  }
  return { signed: rows.length, unsigned: toInt(unsigned?.n ?? 0), problems };
}
