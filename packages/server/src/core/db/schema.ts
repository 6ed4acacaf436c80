import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const id = () => bigserial('id', { mode: 'bigint' }).primaryKey();

/**
 * An amount never carries more fractional digits than its token has (contract § runtime): the
 * database refuses it too, so SQL and code always compare the same number. `token_decimals` is
 * defined by migration 0005 from TOKEN_DECIMALS (a server test compares the two).
 */
const fitsToken = (name: string, amount: unknown, token: unknown) =>
  check(name, sql`${amount} = round(${amount}, token_decimals(${token}))`);

/** Platform users and console users; `role` decides console access. */
export const users = pgTable(
  'users',
  {
    id: id(),
    address: text('address').notNull(),
    role: text('role').notNull(),
    inviterAddress: text('inviter_address'),
    // Points stay below 2^53 (POINTS_MAX = 10^12), so a JS number is exact.
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    remark: text('remark'),
    /** A staff account's display name (1–60 characters), shown beside its address. */
    label: text('label'),
    /** A disabled account cannot sign in, and disabling it revoked its sessions. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_address_key').on(t.address),
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_points_id_idx').on(t.points, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_inviter_idx').on(t.inviterAddress),
    // Prefix search (`q`): lower(column) LIKE 'prefix%' in any collation.
    index('users_address_prefix_idx').on(sql`lower(${t.address}) text_pattern_ops`),
  ],
);

/** Closure table of the referral tree: every ancestor/descendant pair, `level` apart. */
export const userRelations = pgTable(
  'user_relations',
  {
    // Surrogate key: the keyset tiebreaker of the user-relation list.
    id: id(),
    ancestor: text('ancestor').notNull(),
    descendant: text('descendant').notNull(),
    level: integer('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_relations_pair_key').on(t.ancestor, t.descendant),
    index('user_relations_descendant_idx').on(t.descendant, t.level),
    index('user_relations_ancestor_level_idx').on(t.ancestor, t.level),
    index('user_relations_created_id_idx').on(t.createdAt, t.id),
    index('user_relations_level_id_idx').on(t.level, t.id),
  ],
);

const orderColumns = () => ({
  id: id(),
  orderNo: text('order_no').notNull(),
  address: text('address').notNull(),
  chainId: integer('chain_id').notNull(),
  tokenSymbol: text('token_symbol').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: numeric('unit_price').notNull(),
  amount: numeric('amount').notNull(),
  txHash: text('tx_hash'),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable('orders', orderColumns(), (t) => [
  fitsToken('orders_amount_decimals', t.amount, t.tokenSymbol),
  fitsToken('orders_unit_price_decimals', t.unitPrice, t.tokenSymbol),
  index('orders_created_id_idx').on(t.createdAt, t.id),
  index('orders_amount_id_idx').on(t.amount, t.id),
  index('orders_quantity_id_idx').on(t.quantity, t.id),
  index('orders_address_created_idx').on(t.address, t.createdAt),
  index('orders_tx_hash_idx').on(t.txHash),
  index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
  index('orders_order_no_idx').on(t.orderNo),
  index('orders_address_prefix_idx').on(sql`lower(${t.address}) text_pattern_ops`),
  index('orders_tx_hash_prefix_idx').on(sql`lower(${t.txHash}) text_pattern_ops`),
]);

/**
 * Paid orders summed per UTC day, chain and token: what the figures read instead of every order.
 * Migration 0007's statement triggers on `orders` keep it in the transaction that changes an order,
 * so it is exact and never stale; a group whose orders all left `paid` stays with count 0.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    chainId: integer('chain_id').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    amount: numeric('amount').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.chainId, t.tokenSymbol] })],
);

/** The same per buyer: a kol's figures and each tree node's volume sum their downline's rows. */
export const buyerSalesDaily = pgTable(
  'buyer_sales_daily',
  {
    address: text('address').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    chainId: integer('chain_id').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    amount: numeric('amount').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.address, t.day, t.chainId, t.tokenSymbol] })],
);

export const purchaseOrders = pgTable('purchase_orders', orderColumns(), (t) => [
  fitsToken('purchase_orders_amount_decimals', t.amount, t.tokenSymbol),
  fitsToken('purchase_orders_unit_price_decimals', t.unitPrice, t.tokenSymbol),
  index('purchase_orders_created_id_idx').on(t.createdAt, t.id),
  index('purchase_orders_amount_id_idx').on(t.amount, t.id),
  index('purchase_orders_quantity_id_idx').on(t.quantity, t.id),
  index('purchase_orders_address_created_idx').on(t.address, t.createdAt),
  index('purchase_orders_tx_hash_idx').on(t.txHash),
  index('purchase_orders_status_created_idx').on(t.status, t.createdAt, t.id),
  index('purchase_orders_order_no_idx').on(t.orderNo),
  index('purchase_orders_address_prefix_idx').on(sql`lower(${t.address}) text_pattern_ops`),
  index('purchase_orders_tx_hash_prefix_idx').on(sql`lower(${t.txHash}) text_pattern_ops`),
]);

/** One row per ancestor level of an order's buyer. */
export const referralOrders = pgTable(
  'referral_orders',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'bigint' }).notNull(),
    buyerAddress: text('buyer_address').notNull(),
    referrerAddress: text('referrer_address').notNull(),
    level: integer('level').notNull(),
    commission: numeric('commission').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    chainId: integer('chain_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fitsToken('referral_orders_commission_decimals', t.commission, t.tokenSymbol),
    index('referral_orders_created_id_idx').on(t.createdAt, t.id),
    index('referral_orders_commission_id_idx').on(t.commission, t.id),
    index('referral_orders_level_id_idx').on(t.level, t.id),
    index('referral_orders_buyer_created_idx').on(t.buyerAddress, t.createdAt),
    index('referral_orders_referrer_created_idx').on(t.referrerAddress, t.createdAt),
    index('referral_orders_order_idx').on(t.orderId),
    index('referral_orders_buyer_prefix_idx').on(sql`lower(${t.buyerAddress}) text_pattern_ops`),
    index('referral_orders_referrer_prefix_idx').on(sql`lower(${t.referrerAddress}) text_pattern_ops`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    amount: numeric('amount').notNull(),
    fee: numeric('fee').notNull(),
    status: text('status').notNull().default('pending'),
    txHash: text('tx_hash'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    fitsToken('withdrawals_amount_decimals', t.amount, t.tokenSymbol),
    fitsToken('withdrawals_fee_decimals', t.fee, t.tokenSymbol),
    index('withdrawals_created_id_idx').on(t.createdAt, t.id),
    index('withdrawals_amount_id_idx').on(t.amount, t.id),
    index('withdrawals_decided_id_idx').on(sql`coalesce(${t.decidedAt}, 'epoch'::timestamptz)`, t.id),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_address_created_idx').on(t.address, t.createdAt),
    index('withdrawals_address_prefix_idx').on(sql`lower(${t.address}) text_pattern_ops`),
  ],
);

/**
 * Approvals of a withdrawal, one row per super: the unique key refuses a second approval by the
 * same address in the database itself, and approvals stay rows anyone can query.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    // Tiebreaker of "oldest first" when two approvals share a millisecond.
    id: id(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** The approver's signed note for the next approver; '' when none. */
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('withdrawal_approvals_withdrawal_address_key').on(t.withdrawalId, t.address)],
);

/**
 * What changed on the withdrawal desk, for `GET /api/manage/events`: a database trigger writes a
 * row for every withdrawal inserted, approved or decided, by any writer, and `NOTIFY`s its id
 * (migration 0004); the id orders the stream and `Last-Event-ID` replays from it. Rows older than
 * the replay window are pruned by the same trigger.
 */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: id(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    approvals: integer('approvals').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('withdrawal_events_at_idx').on(t.at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorAddress: text('actor_address').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** A signed decision's `{ typedData, signature }`; null for unsigned writes. */
    evidence: jsonb('evidence'),
    createdAt: createdAt(),
    /**
     * SHA-256 of the entry's canonical JSON including `prevHash` (contract § "Audit as evidence"):
     * a chain in id order, so an edit, a deletion, an insertion or a reorder breaks it.
     */
    hash: text('hash'),
    prevHash: text('prev_hash'),
  },
  (t) => [
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_target_idx').on(t.target),
  ],
);

/**
 * Every change of a user's points (Points as a ledger): sets and adjustments alike, written in the
 * transaction of the change, so the balance is always the last row's `after`.
 */
export const pointsHistory = pgTable(
  'points_history',
  {
    id: id(),
    address: text('address').notNull(),
    before: bigint('before', { mode: 'number' }).notNull(),
    after: bigint('after', { mode: 'number' }).notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    /** Null for a set, which carries no reason. */
    reason: text('reason'),
    actorAddress: text('actor_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_history_address_created_idx').on(t.address, t.createdAt, t.id),
    index('points_history_created_id_idx').on(t.createdAt, t.id),
    index('points_history_actor_prefix_idx').on(sql`lower(${t.actorAddress}) text_pattern_ops`),
    index('points_history_address_prefix_idx').on(sql`lower(${t.address}) text_pattern_ops`),
  ],
);

/** Console sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the sessions list and revoke name a session by (the token's hash stays inside). */
    id: bigserial('id', { mode: 'bigint' }).notNull().unique('sessions_id_key'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** SIWE nonces, bound to an address, with the exact message issued, consumed once. */
export const loginNonces = pgTable(
  'login_nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    /** The client IP it was issued to: the per-address cap counts per IP, so no IP evicts another's. */
    ip: text('ip').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('login_nonces_expires_idx').on(t.expiresAt),
    index('login_nonces_address_ip_expires_idx').on(t.address, t.ip, t.expiresAt),
  ],
);

/** Failed sign-ins per client IP (`ip:…`) for the sliding-window rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Nonce requests per client IP (`ip:…`) for the per-minute nonce limit. */
export const nonceRequests = pgTable(
  'nonce_requests',
  {
    id: id(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('nonce_requests_key_at_idx').on(t.key, t.at)],
);
