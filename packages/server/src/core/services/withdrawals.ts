import {
  type ApprovalThresholds,
  type EndpointParsedInput,
  requiredApprovalsFor,
  type Withdrawal,
  type WithdrawalOverview,
} from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { toInt, toIso, toIsoOrNull, toText } from '../db/values.ts';
import { type ListShape, runList, searchWhere } from './lists.ts';

type Approval = Withdrawal['approvals'][number];

/** `approvals` arrives as json (text or parsed, by driver) with Postgres timestamps. */
function toApprovals(value: unknown): Approval[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as {
    address: `0x${string}`;
    at: unknown;
    note: string;
  }[];
  return list.map((a) => ({ address: a.address, at: toIso(a.at), note: a.note }));
}

export function toWithdrawal(r: Record<string, unknown>, thresholds: ApprovalThresholds): Withdrawal {
  const tokenSymbol = (r.tokenSymbol ?? r.token_symbol) as Withdrawal['tokenSymbol'];
  const amount = toText(r.amount);
  return {
    id: toText(r.id),
    address: r.address as `0x${string}`,
    chainId: toInt(r.chainId ?? r.chain_id) as Withdrawal['chainId'],
    tokenSymbol,
    amount,
    fee: toText(r.fee),
    status: r.status as Withdrawal['status'],
    txHash: (r.txHash ?? r.tx_hash ?? null) as string | null,
    reason: (r.reason ?? null) as string | null,
    createdAt: toIso(r.createdAt ?? r.created_at),
    decidedAt: toIsoOrNull(r.decidedAt ?? r.decided_at),
    decidedBy: (r.decidedBy ?? r.decided_by ?? null) as `0x${string}` | null,
    approvals: toApprovals(r.approvals),
    // Read live from APPROVAL_THRESHOLDS, so rows the platform inserts get the rule too.
    requiredApprovals: requiredApprovalsFor({ tokenSymbol, amount }, thresholds),
  };
}

const withdrawalColumns = sql`w.id::text as id, w.address, w.chain_id, w.token_symbol,
  w.amount::text as amount, w.fee::text as fee, w.status, w.tx_hash, w.reason, w.created_at,
  w.decided_at, w.decided_by,
  coalesce((select json_agg(json_build_object('address', a.address, 'at', a.at, 'note', a.note) order by a.at, a.id)
            from withdrawal_approvals a where a.withdrawal_id = w.id), '[]'::json) as approvals`;

/** SQL twin of `requiredApprovalsFor`: 2 when the amount reaches its token's threshold, else 1. */
export function requiredApprovalsSql(thresholds: ApprovalThresholds): SQL {
  const entries = Object.entries(thresholds);
  if (entries.length === 0) return sql`1`;
  const cases = entries.map(([symbol, amount]) => sql`when ${symbol} then w.amount >= ${amount}::numeric`);
  return sql`(case when (case upper(w.token_symbol) ${sql.join(cases, sql` `)} else false end) then 2 else 1 end)`;
}

export async function findWithdrawal(db: Db, id: string, thresholds: ApprovalThresholds) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${withdrawalColumns} from withdrawals w where w.id = ${id}::bigint`,
  );
  return row ? toWithdrawal(row, thresholds) : null;
}

/** The withdrawals of `ids` that exist, by id. */
export async function findWithdrawals(db: Db, ids: readonly string[], thresholds: ApprovalThresholds) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${withdrawalColumns} from withdrawals w
        where w.id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return new Map(rows.map((row) => [toText(row.id), toWithdrawal(row, thresholds)]));
}

const WITHDRAWAL_LIST: ListShape = {
  from: sql`from withdrawals w`,
  select: withdrawalColumns,
  id: sql`w.id`,
  createdAt: sql`w.created_at`,
  sorts: {
    createdAt: { expr: sql`w.created_at`, type: 'timestamptz' },
    amount: { expr: sql`w.amount`, type: 'numeric' },
    // Undecided rows sort as the epoch, so the keyset never compares a NULL.
    decidedAt: { expr: sql`coalesce(w.decided_at, 'epoch'::timestamptz)`, type: 'timestamptz' },
  },
  estimateTable: 'withdrawals',
};

export function listWithdrawals(
  db: Db,
  input: EndpointParsedInput<'withdrawals'>,
  thresholds: ApprovalThresholds,
) {
  const where: SQL[] = [];
  if (input.awaiting === 'second') {
    // Pending with some but not all of its approvals (`isAwaitingSecondApproval` in SQL).
    where.push(sql`w.status = 'pending' and (select count(*) from withdrawal_approvals a where a.withdrawal_id = w.id)
      between 1 and ${requiredApprovalsSql(thresholds)} - 1`);
  }
  if (input.status) where.push(sql`w.status = ${input.status}`);
  if (input.chainId) where.push(sql`w.chain_id = ${input.chainId}`);
  if (input.address) where.push(sql`w.address = ${input.address}`);
  if (input.q) {
    where.push(
      searchWhere(
        'withdrawals',
        {
          id: { expr: sql`w.id`, bigint: true },
          address: { expr: sql`w.address` },
          txHash: { expr: sql`w.tx_hash` },
        },
        input.q,
      ),
    );
  }
  return runList(db, input, {
    shape: WITHDRAWAL_LIST,
    where,
    map: (row) => toWithdrawal(row, thresholds),
  });
}

export async function withdrawalOverview(
  db: Db,
  now: Date,
  actor: `0x${string}`,
  thresholds: ApprovalThresholds,
): Promise<WithdrawalOverview> {
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
  const [queue] = await queryRows<{ you: unknown; second: unknown }>(
    db,
    sql`select count(*) filter (where not mine) as you,
               count(*) filter (where n between 1 and required - 1) as second
        from (select ${requiredApprovalsSql(thresholds)} as required,
                (select count(*) from withdrawal_approvals a where a.withdrawal_id = w.id) as n,
                exists(select 1 from withdrawal_approvals a
                       where a.withdrawal_id = w.id and lower(a.address) = lower(${actor})) as mine
              from withdrawals w where w.status = 'pending') q`,
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
    awaitingYou: { count: toInt(queue?.you ?? 0) },
    awaitingSecond: { count: toInt(queue?.second ?? 0) },
  };
}
