import {
  type ApprovalThresholds,
  allChainIds,
  CHAINS,
  type ChainId,
  DEFAULT_APPROVAL_THRESHOLDS,
  parseApprovalThresholds,
} from '@nsa/api';
import { createDemoWorld, DEMO_WORLD_SIZE, type DemoSize, type DemoWorld } from '@nsa/api/demo-world';
import { count, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/database.ts';
import {
  auditLog,
  orders,
  pointsHistory,
  purchaseOrders,
  referralOrders,
  userRelations,
  users,
  withdrawalApprovals,
  withdrawals,
} from './db/schema.ts';
import { chainAuditLog } from './services/audit.ts';

export type SeedSize = DemoSize;
/** What `npm start` seeds: the demo world the stories show (the mocks load it as a snapshot). */
export const FULL_SEED: SeedSize = DEMO_WORLD_SIZE;
/** What tests seed: small, so each test file starts fast. */
export const SMALL_SEED: SeedSize = { users: 40, orders: 60, withdrawals: 60 };

/** The stablecoins a chain pays in (CHAINS): the bulk orders are in these. */
const stablecoinsOf = (chainId: number): readonly string[] =>
  (CHAINS[chainId as ChainId]?.tokens ?? ['USDT']).filter((t) => t === 'USDT' || t === 'USDC');
/** Chains without USDC: there an order's stablecoin is USDT. */
const usdtOnlyChains = allChainIds.filter((id) => !stablecoinsOf(id).includes('USDC'));

async function insertChunked<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[], size = 1000) {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Every ancestor of every user with its distance: the referral tree's closure table. */
function closure(list: DemoWorld['users']) {
  const inviterOf = new Map(list.map((u) => [u.address, u.inviterAddress]));
  return list.flatMap((u) => {
    const rows: { ancestor: string; descendant: string; level: number; createdAt: Date }[] = [];
    let ancestor = u.inviterAddress;
    for (let level = 1; ancestor; level++) {
      rows.push({ ancestor, descendant: u.address, level, createdAt: new Date(u.createdAt) });
      ancestor = inviterOf.get(ancestor) ?? null;
    }
    return rows;
  });
}

/**
 * Bulk-inserts `count` orders (or purchase orders) in one statement, spread over platform users,
 * three chains and 120 days: deterministic, and fast enough for benchmarks of millions of rows.
 */
export async function seedOrders(
  db: Db,
  count: number,
  options: { table?: 'orders' | 'purchase_orders'; chainIds?: readonly number[]; now?: Date } = {},
) {
  const table = options.table === 'purchase_orders' ? purchaseOrders : orders;
  const prefix = options.table === 'purchase_orders' ? 'PO' : 'OR';
  const salt = options.table === 'purchase_orders' ? 7 : 3;
  const [c1, c2, c3] = options.chainIds ?? [1, 42161, 56];
  const now = (options.now ?? new Date()).toISOString();
  await db.execute(sql`
    insert into ${table} (order_no, address, chain_id, token_symbol, quantity, unit_price, amount, tx_hash, status, created_at)
    select ${prefix} || lpad(g::text, 10, '0'), a.addrs[1 + (g * 7919 + ${salt}) % array_length(a.addrs, 1)],
      p.chain_id, case when g % 5 < 3 or p.chain_id = any(${`{${usdtOnlyChains.join(',')}}`}::int[]) then 'USDT' else 'USDC' end, p.quantity, p.unit_price,
      p.unit_price * p.quantity,
      case when p.status = 'pending' then null else '0x' || md5(${prefix} || g::text) || md5(g::text || ${prefix}) end,
      p.status,
      ${now}::timestamptz - make_interval(secs => ((g::bigint * 104729 + ${salt}) % 10368000)::double precision)
    from generate_series(coalesce((select max(id) from ${table}), 0) + 1,
                         coalesce((select max(id) from ${table}), 0) + ${count}) g
    cross join (select array(select address from users where role = 'user' order by id) as addrs) a
    cross join lateral (select
      (array[${c1}::int, ${c2}::int, ${c3}::int])[1 + (g + ${salt}) % 3] as chain_id,
      1 + (g * 13) % 10 as quantity,
      (array[100, 250, 500, 1000, 2500])[1 + (g * 17) % 5]::numeric as unit_price,
      case when (g * 37) % 20 < 14 then 'paid' when (g * 37) % 20 < 17 then 'pending'
           when (g * 37) % 20 < 19 then 'failed' else 'refunded' end as status) p
    where array_length(a.addrs, 1) > 0`);
  // Vacuum sets the visibility map, so deep pages walk the sort index alone (index-only scans).
  await db.execute(sql`vacuum analyze ${table}`);
}

/** Inserts rows in order and returns the ids the database gave them, in the same order. */
async function insertReturningIds<T extends typeof orders | typeof withdrawals>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
) {
  const ids: bigint[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(table)
      .values(rows.slice(i, i + 1000))
      .returning({ id: table.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

const orderRow = (o: DemoWorld['orders'][number]) => ({
  orderNo: o.orderNo,
  address: o.address,
  chainId: o.chainId,
  tokenSymbol: o.tokenSymbol,
  quantity: o.quantity,
  unitPrice: o.unitPrice,
  amount: o.amount,
  txHash: o.txHash,
  status: o.status,
  createdAt: new Date(o.createdAt),
});

/**
 * Seeds the demo world (`createDemoWorld`, which the mocks' snapshot holds too) into an empty database, dated
 * before `now`; returns false (and changes nothing) when users exist.
 */
export async function seedDemo(
  db: Db,
  size: SeedSize = FULL_SEED,
  options: { chainIds?: readonly number[]; now?: Date; thresholds?: ApprovalThresholds } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const world = createDemoWorld({
    now: options.now ?? new Date(),
    size,
    chainIds: (options.chainIds ?? [1, 42161, 56]) as readonly ChainId[],
    thresholds: options.thresholds ?? parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS),
  });
  await insertChunked(
    db,
    users,
    world.users.map((u) => ({
      address: u.address,
      role: u.role,
      inviterAddress: u.inviterAddress,
      points: u.points,
      remark: u.remark,
      label: u.label,
      createdAt: new Date(u.createdAt),
    })),
  );
  await insertChunked(db, userRelations, closure(world.users));
  const orderIds = await insertReturningIds(db, orders, world.orders.map(orderRow));
  await insertChunked(db, purchaseOrders, world.purchaseOrders.map(orderRow));
  const orderId = new Map(world.orders.map((o, i) => [o.id, orderIds[i] as bigint]));
  await insertChunked(
    db,
    referralOrders,
    world.referralOrders.map((r) => ({
      orderId: orderId.get(r.orderId) as bigint,
      buyerAddress: r.buyerAddress,
      referrerAddress: r.referrerAddress,
      level: r.level,
      commission: r.commission,
      tokenSymbol: r.tokenSymbol,
      chainId: r.chainId,
      createdAt: new Date(r.createdAt),
    })),
  );
  const withdrawalIds = await insertReturningIds(
    db,
    withdrawals,
    world.withdrawals.map((w) => ({
      address: w.address,
      chainId: w.chainId,
      tokenSymbol: w.tokenSymbol,
      amount: w.amount,
      fee: w.fee,
      status: w.status,
      txHash: w.txHash,
      reason: w.reason,
      createdAt: new Date(w.createdAt),
      decidedAt: w.decidedAt ? new Date(w.decidedAt) : null,
      decidedBy: w.decidedBy,
    })),
  );
  const withdrawalId = new Map(world.withdrawals.map((w, i) => [w.id, withdrawalIds[i] as bigint]));
  await insertChunked(
    db,
    withdrawalApprovals,
    world.withdrawals.flatMap((w) =>
      w.approvals.map((a) => ({
        withdrawalId: withdrawalId.get(w.id) as bigint,
        address: a.address,
        at: new Date(a.at),
        note: a.note,
      })),
    ),
  );
  await insertChunked(
    db,
    auditLog,
    world.audit.map((entry) => ({
      actorAddress: entry.actorAddress,
      action: entry.action,
      // A withdrawal's entries name it by the id the database gave it.
      target: entry.action.startsWith('withdraw.') ? String(withdrawalId.get(entry.target)) : entry.target,
      before: entry.before,
      after: entry.after,
      evidence: null,
      createdAt: new Date(entry.createdAt),
    })),
  );
  await insertChunked(
    db,
    pointsHistory,
    world.pointsHistory.map((p) => ({
      address: p.address,
      before: p.before,
      after: p.after,
      delta: p.delta,
      reason: p.reason,
      actorAddress: p.actorAddress,
      createdAt: new Date(p.createdAt),
    })),
  );
  // Inserted in bulk under the ids the database gave them: chained here, as the server appends.
  await chainAuditLog(db);
  // The seeded world is where the desk starts, not news: no event to replay.
  await db.execute(sql`delete from withdrawal_events`);
  await db.execute(sql`analyze`);
  return true;
}
