import type { ChainId, TokenSymbol, WithdrawalContext } from '@nsa/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { toInt, toIsoOrNull } from '../db/values.ts';
import { HttpError } from '../errors.ts';

/** How many look-alike addresses the context lists at most. */
const LOOKALIKES_MAX = 10;

/**
 * What a super weighs beside a decision (contract § "Withdrawal desk: Context for a decision"):
 * the account that asked, its history, and other known addresses that share this recipient's
 * first 4 and last 4 hex digits, the pattern address poisoning relies on.
 */
export async function withdrawalContext(db: Db, id: string): Promise<WithdrawalContext> {
  const [w] = await queryRows<{ address: `0x${string}`; created_at: unknown }>(
    db,
    sql`select address, created_at from withdrawals where id = ${id}::bigint`,
  );
  if (!w) throw new HttpError('404', `id: withdrawal ${id} does not exist`);
  const address = w.address;
  const [account] = await queryRows<{ created_at: unknown; inviter_address: `0x${string}` | null }>(
    db,
    sql`select created_at, inviter_address from users where address = ${address}`,
  );
  const [counts] = await queryRows<{ orders: unknown; withdrawals: unknown; previous: unknown }>(
    db,
    sql`select (select count(*) from orders where address = ${address}) as orders,
               (select count(*) from withdrawals where address = ${address}) as withdrawals,
               (select count(*) from withdrawals where address = ${address} and status = 'approved'
                  and (created_at, id) < (${toIsoOrNull(w.created_at)}::timestamptz, ${id}::bigint)) as previous`,
  );
  const approved = await queryRows<{ chain_id: unknown; token_symbol: string; amount: string }>(
    db,
    sql`select chain_id, token_symbol, sum(amount)::text as amount from withdrawals
        where address = ${address} and status = 'approved'
        group by chain_id, token_symbol order by chain_id, token_symbol`,
  );
  const lower = address.toLowerCase();
  const head = `${lower.slice(0, 6)}%`;
  const tail = `%${lower.slice(-4)}`;
  const lookalikes = await queryRows<{ address: `0x${string}` }>(
    db,
    sql`select address from (
          select address from users where lower(address) like ${head} and lower(address) like ${tail}
          union
          select address from withdrawals where lower(address) like ${head} and lower(address) like ${tail}
        ) known where lower(address) <> ${lower} order by address limit ${LOOKALIKES_MAX}`,
  );
  return {
    account: {
      address,
      createdAt: account ? toIsoOrNull(account.created_at) : null,
      inviterAddress: account?.inviter_address ?? null,
      orders: { count: toInt(counts?.orders ?? 0) },
      withdrawals: {
        count: toInt(counts?.withdrawals ?? 0),
        approved: approved.map((row) => ({
          chainId: toInt(row.chain_id) as ChainId,
          tokenSymbol: row.token_symbol as TokenSymbol,
          amount: row.amount,
        })),
      },
    },
    recipient: {
      previousApproved: toInt(counts?.previous ?? 0),
      lookalikes: lookalikes.map((r) => r.address),
    },
  };
}
