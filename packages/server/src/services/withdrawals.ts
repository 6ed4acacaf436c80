import {
  decideWithdrawal,
  type EndpointParsedInput,
  type SessionUser,
  type Withdrawal,
  type WithdrawalDecision,
  type WithdrawalOverview,
} from '@nsa/api';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { queryRows } from '../db/connection.ts';
import { withdrawals } from '../db/schema.ts';
import { toInt, toIso, toIsoOrNull, toText } from '../db/values.ts';
import { HttpError } from '../errors.ts';
import { appendAudit } from './audit.ts';
import { anyOf, idMatch, prefixMatch, runList } from './lists.ts';

function toWithdrawal(r: Record<string, unknown>): Withdrawal {
  return {
    id: toText(r.id),
    address: r.address as `0x${string}`,
    chainId: toInt(r.chainId ?? r.chain_id) as Withdrawal['chainId'],
    tokenSymbol: (r.tokenSymbol ?? r.token_symbol) as Withdrawal['tokenSymbol'],
    amount: toText(r.amount),
    fee: toText(r.fee),
    status: r.status as Withdrawal['status'],
    txHash: (r.txHash ?? r.tx_hash ?? null) as string | null,
    reason: (r.reason ?? null) as string | null,
    createdAt: toIso(r.createdAt ?? r.created_at),
    decidedAt: toIsoOrNull(r.decidedAt ?? r.decided_at),
    decidedBy: (r.decidedBy ?? r.decided_by ?? null) as `0x${string}` | null,
  };
}

export function listWithdrawals(db: Db, input: EndpointParsedInput<'withdrawals'>) {
  const where: SQL[] = [];
  if (input.status) where.push(sql`w.status = ${input.status}`);
  if (input.chainId) where.push(sql`w.chain_id = ${input.chainId}`);
  if (input.address) where.push(sql`w.address = ${input.address}`);
  if (input.q) {
    where.push(
      anyOf([
        prefixMatch(sql`w.address`, input.q),
        prefixMatch(sql`w.tx_hash`, input.q),
        idMatch(sql`w.id`, input.q),
      ]),
    );
  }
  return runList(db, input, {
    from: sql`from withdrawals w`,
    select: sql`w.id::text as id, w.address, w.chain_id, w.token_symbol, w.amount::text as amount,
      w.fee::text as fee, w.status, w.tx_hash, w.reason, w.created_at, w.decided_at, w.decided_by`,
    id: sql`w.id`,
    createdAt: sql`w.created_at`,
    sorts: {
      createdAt: { expr: sql`w.created_at`, type: 'timestamptz' },
      amount: { expr: sql`w.amount`, type: 'numeric' },
      // Undecided rows sort as the epoch, so the keyset never compares a NULL.
      decidedAt: { expr: sql`coalesce(w.decided_at, 'epoch'::timestamptz)`, type: 'timestamptz' },
    },
    where,
    estimateTable: 'withdrawals',
    map: toWithdrawal,
  });
}

export async function withdrawalOverview(db: Db, now: Date): Promise<WithdrawalOverview> {
  const dayStart = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
  const pending = await queryRows<{ chain_id: unknown; token_symbol: string; amount: string; n: unknown }>(
    db,
    sql`select chain_id, token_symbol, sum(amount)::text as amount, count(*) as n
        from withdrawals where status = 'pending' group by chain_id, token_symbol order by chain_id, token_symbol`,
  );
  const [today] = await queryRows<{ approved: unknown; rejected: unknown }>(
    db,
    sql`select count(*) filter (where status = 'approved') as approved,
               count(*) filter (where status = 'rejected') as rejected
        from withdrawals where decided_at >= ${dayStart}::timestamptz`,
  );
  return {
    pending: {
      count: pending.reduce((sum, row) => sum + toInt(row.n), 0),
      amounts: pending.map((row) => ({
        chainId: toInt(row.chain_id) as Withdrawal['chainId'],
        tokenSymbol: row.token_symbol as Withdrawal['tokenSymbol'],
        amount: row.amount,
      })),
    },
    approvedToday: { count: toInt(today?.approved ?? 0) },
    rejectedToday: { count: toInt(today?.rejected ?? 0) },
  };
}

/** pending → approved | rejected under a row lock, with its audit entry, in one transaction. */
export function decideWithdrawalById(
  db: Db,
  input: { id: string; reason?: string },
  decision: WithdrawalDecision,
  actor: SessionUser,
  now: Date,
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, BigInt(input.id)))
      .for('update');
    if (!row) throw new HttpError('404', `id: withdrawal ${input.id} does not exist`);
    const current = toWithdrawal(row as unknown as Record<string, unknown>);
    const next = decideWithdrawal(current.status, decision);
    if (!next) {
      throw new HttpError(
        '409',
        `withdrawal ${input.id} already ${current.status} by ${current.decidedBy ?? 'unknown'} at ${current.decidedAt ?? 'unknown'}`,
      );
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: next, decidedAt: now, decidedBy: actor.address, reason: input.reason ?? null })
      .where(eq(withdrawals.id, BigInt(input.id)))
      .returning();
    await appendAudit(tx as unknown as Db, {
      actorAddress: actor.address,
      action: decision === 'approve' ? 'withdraw.approve' : 'withdraw.reject',
      target: input.id,
      before: { status: current.status },
      after: input.reason ? { status: next, reason: input.reason } : { status: next },
      at: now,
    });
    return toWithdrawal(updated as unknown as Record<string, unknown>);
  });
}
