import { createHash } from 'node:crypto';
import {
  type ApprovalThresholds,
  allChainIds,
  CHAINS,
  type ChainId,
  COMMISSION_BPS_BY_LEVEL,
  DEFAULT_APPROVAL_THRESHOLDS,
  DEMO_ACCOUNTS,
  parseApprovalThresholds,
  requiredApprovalsFor,
} from '@nsa/api';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getAddress } from 'viem';
import type { Db } from './db/connection.ts';
import {
  auditLog,
  orders,
  purchaseOrders,
  userRelations,
  users,
  withdrawalApprovals,
  withdrawals,
} from './db/schema.ts';

export type SeedSize = { users: number; orders: number; withdrawals: number };
/** What `npm start` seeds: enough to exercise every console screen. */
export const FULL_SEED: SeedSize = { users: 600, orders: 1500, withdrawals: 60 };
/** What tests seed: small, so each test file starts fast. */
export const SMALL_SEED: SeedSize = { users: 40, orders: 60, withdrawals: 24 };

const DAY_MS = 86_400_000;
/** The stablecoins a chain pays in (CHAINS): demo orders and withdrawals are in these. */
const stablecoinsOf = (chainId: number): readonly string[] =>
  (CHAINS[chainId as ChainId]?.tokens ?? ['USDT']).filter((t) => t === 'USDT' || t === 'USDC');
/** Chains without USDC: there an order's stablecoin is USDT. */
const usdtOnlyChains = allChainIds.filter((id) => !stablecoinsOf(id).includes('USDC'));

/** mulberry32: a tiny deterministic PRNG, so every demo database is the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const demoAddress = (i: number) =>
  getAddress(`0x${createHash('sha256').update(`nsa-demo-user-${i}`).digest('hex').slice(0, 40)}`);

async function insertChunked<T extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  rows: T[],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

type SeedUser = { address: `0x${string}`; role: string; inviter: `0x${string}` | null; createdAt: Date };

/** Console users, then platform users in two referral forests: the kol's downline and everyone else. */
function demoUsers(total: number, now: number, random: () => number): SeedUser[] {
  const start = now - 120 * DAY_MS;
  const at = (i: number) => new Date(start + Math.floor((i / (total + 5)) * 119 * DAY_MS));
  const list: SeedUser[] = [
    { address: DEMO_ACCOUNTS.super, role: 'super', inviter: null, createdAt: new Date(start) },
    { address: DEMO_ACCOUNTS.admin, role: 'admin', inviter: null, createdAt: new Date(start) },
    { address: DEMO_ACCOUNTS.kol, role: 'kol', inviter: null, createdAt: new Date(start) },
    { address: DEMO_ACCOUNTS.operator, role: 'operator', inviter: null, createdAt: new Date(start) },
    { address: DEMO_ACCOUNTS.user, role: 'user', inviter: DEMO_ACCOUNTS.kol, createdAt: at(1) },
  ];
  const kolTeam: `0x${string}`[] = [DEMO_ACCOUNTS.kol, DEMO_ACCOUNTS.user];
  const others: `0x${string}`[] = [];
  for (let i = 0; i < total; i++) {
    const address = demoAddress(i);
    let inviter: `0x${string}` | null = null;
    const r = random();
    if (others.length > 0 && r >= 0.06) {
      const team = r < 0.53 ? kolTeam : others;
      inviter = team[Math.floor(random() * team.length)] ?? null;
    }
    (inviter === null || others.includes(inviter) ? others : kolTeam).push(address);
    list.push({ address, role: 'user', inviter, createdAt: at(i + 2) });
  }
  // Last, so every other demo id stays what it was before a second super existed.
  list.push({ address: DEMO_ACCOUNTS.secondSuper, role: 'super', inviter: null, createdAt: new Date(start) });
  return list;
}

function closure(list: SeedUser[]) {
  const inviterOf = new Map(list.map((u) => [u.address, u.inviter]));
  return list.flatMap((u) => {
    const rows: { ancestor: string; descendant: string; level: number; createdAt: Date }[] = [];
    let ancestor = u.inviter;
    for (let level = 1; ancestor; level++) {
      rows.push({ ancestor, descendant: u.address, level, createdAt: u.createdAt });
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

/** One referral order per ancestor level of each paid order's buyer; the commission shrinks with distance. */
async function seedReferralOrders(db: Db) {
  await db.execute(sql`
    insert into referral_orders (order_id, buyer_address, referrer_address, level, commission, token_symbol, chain_id, created_at)
    select o.id, o.address, r.ancestor, r.level,
      round(o.amount * (${`{${COMMISSION_BPS_BY_LEVEL.join(',')}}`}::int[])[r.level] / 10000, 6),
      o.token_symbol, o.chain_id, o.created_at
    from orders o join user_relations r on r.descendant = o.address
    where o.status = 'paid' and r.level <= ${COMMISSION_BPS_BY_LEVEL.length}`);
  await db.execute(sql`analyze referral_orders`);
}

function demoWithdrawals(
  total: number,
  addresses: `0x${string}`[],
  chainIds: readonly number[],
  now: number,
  random: () => number,
) {
  return Array.from({ length: total }, (_, i) => {
    const chainId = chainIds[i % chainIds.length] ?? 1;
    const tokens = stablecoinsOf(chainId);
    const status = i % 5 < 3 ? 'pending' : i % 5 === 3 ? 'approved' : 'rejected';
    // The first few are from the last hours, so the overview's "today" counts are not empty.
    const age = i < 5 ? 2 * 3_600_000 + i * 60_000 : Math.floor(random() * 30 * DAY_MS) + DAY_MS;
    const createdAt = new Date(now - age);
    const cents = 1000 + Math.floor(random() * 500_000);
    // Every fourth is large (10,100–60,100 USDT/USDC): above the default second-approver threshold.
    const amount = ((i % 4 === 0 ? cents * 10 + 1_000_000 : cents) / 100).toFixed(2);
    return {
      address: addresses[Math.floor(random() * addresses.length)] ?? DEMO_ACCOUNTS.user,
      chainId,
      tokenSymbol: tokens[i % 2] ?? 'USDT',
      amount,
      fee: (Number(amount) / 100).toFixed(2),
      status,
      txHash:
        status === 'approved' ? `0x${createHash('sha256').update(`withdrawal-${i}`).digest('hex')}` : null,
      reason: status === 'rejected' ? 'address failed the compliance check' : null,
      createdAt,
      decidedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 3_600_000),
      decidedBy: status === 'pending' ? null : DEMO_ACCOUNTS.super,
    };
  });
}

type SeededWithdrawal = ReturnType<typeof demoWithdrawals>[number] & { id: bigint };
type SeedAudit = typeof auditLog.$inferInsert;

/**
 * The approvals and audit entries of the seeded decisions (unsigned: the demo predates any
 * session): large approved ones by both supers, and the newest large pending one approved once by
 * the second super, so the demo shows a withdrawal awaiting its second approval.
 */
function demoDecisions(rows: SeededWithdrawal[], thresholds: ApprovalThresholds) {
  const approvals: (typeof withdrawalApprovals.$inferInsert)[] = [];
  const audit: SeedAudit[] = [];
  const entry = (
    row: SeededWithdrawal,
    actor: string,
    at: Date,
    before: object,
    after: object,
  ): SeedAudit => ({
    actorAddress: actor,
    action: (after as { status: string }).status === 'rejected' ? 'withdraw.reject' : 'withdraw.approve',
    target: String(row.id),
    before,
    after,
    evidence: null,
    createdAt: at,
  });
  const needsTwo = (row: SeededWithdrawal) => requiredApprovalsFor(row, thresholds) === 2;
  for (const row of rows) {
    if (row.status === 'rejected' && row.decidedAt) {
      audit.push(
        entry(
          row,
          DEMO_ACCOUNTS.super,
          row.decidedAt,
          { status: 'pending', approvals: 0 },
          {
            status: 'rejected',
            approvals: 0,
            reason: row.reason,
          },
        ),
      );
    }
    if (row.status !== 'approved' || !row.decidedAt) continue;
    if (needsTwo(row)) {
      const first = new Date(row.decidedAt.getTime() - 1_800_000);
      approvals.push({ withdrawalId: row.id, address: DEMO_ACCOUNTS.secondSuper, at: first });
      audit.push(
        entry(
          row,
          DEMO_ACCOUNTS.secondSuper,
          first,
          { status: 'pending', approvals: 0 },
          {
            status: 'pending',
            approvals: 1,
          },
        ),
      );
    }
    const before = needsTwo(row) ? 1 : 0;
    approvals.push({ withdrawalId: row.id, address: DEMO_ACCOUNTS.super, at: row.decidedAt });
    audit.push(
      entry(
        row,
        DEMO_ACCOUNTS.super,
        row.decidedAt,
        { status: 'pending', approvals: before },
        {
          status: 'approved',
          approvals: before + 1,
        },
      ),
    );
  }
  const half = rows
    .filter((row) => row.status === 'pending' && needsTwo(row))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (half) {
    const at = new Date(half.createdAt.getTime() + 1_800_000);
    approvals.push({ withdrawalId: half.id, address: DEMO_ACCOUNTS.secondSuper, at });
    audit.push(
      entry(
        half,
        DEMO_ACCOUNTS.secondSuper,
        at,
        { status: 'pending', approvals: 0 },
        {
          status: 'pending',
          approvals: 1,
        },
      ),
    );
  }
  return { approvals, audit };
}

/** Seeds demo data into an empty database; returns false (and changes nothing) when users exist. */
export async function seedDemo(
  db: Db,
  size: SeedSize = FULL_SEED,
  options: { chainIds?: readonly number[]; now?: Date; thresholds?: ApprovalThresholds } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const now = (options.now ?? new Date()).getTime();
  const chainIds = options.chainIds ?? [1, 42161, 56];
  const random = prng(20_261_122);
  const list = demoUsers(size.users, now, random);
  await insertChunked(
    db,
    users,
    list.map((u) => ({
      address: u.address,
      role: u.role,
      inviterAddress: u.inviter,
      points: u.role === 'user' ? Math.floor(random() * 100_000) : 0,
      createdAt: u.createdAt,
    })),
  );
  await insertChunked(db, userRelations, closure(list));
  await seedOrders(db, size.orders, { table: 'orders', chainIds, now: new Date(now) });
  await seedOrders(db, size.orders, { table: 'purchase_orders', chainIds, now: new Date(now) });
  await seedReferralOrders(db);
  const platform = list.filter((u) => u.role === 'user').map((u) => u.address);
  const planned = demoWithdrawals(size.withdrawals, platform, chainIds, now, random);
  const ids = await db.insert(withdrawals).values(planned).returning({ id: withdrawals.id });
  const seeded = planned.map((row, i) => ({ ...row, id: ids[i]?.id ?? 0n }));
  const thresholds = options.thresholds ?? parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS);
  const decisions = demoDecisions(seeded, thresholds);
  await insertChunked(db, withdrawalApprovals, decisions.approvals);
  await insertChunked(db, auditLog, decisions.audit);
  await db.execute(sql`analyze`);
  return true;
}
