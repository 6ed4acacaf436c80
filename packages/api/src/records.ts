import { z } from 'zod/mini';
import { chainIdSchema } from './chains.ts';
import { decisionEvidenceSchema } from './decision.ts';
import {
  addressSchema,
  auditActionSchema,
  countSchema,
  decimalSchema,
  idSchema,
  isoDateTimeSchema,
  orderStatusSchema,
  roleSchema,
  tokenSymbolSchema,
  withdrawalStatusSchema,
} from './primitives.ts';

const nullableTxHash = z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)));
const positive = z.number().check(z.int(), z.gte(1));

export const userSchema = z.object({
  id: idSchema,
  address: addressSchema,
  role: roleSchema,
  inviterAddress: z.nullable(addressSchema),
  points: countSchema,
  remark: z.nullable(z.string()),
  /** A staff account's display name, shown beside its address; null when it has none. */
  label: z.nullable(z.string()),
  /** A disabled account cannot sign in (Staff accounts). */
  disabled: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type User = z.output<typeof userSchema>;

/** A live console session (Staff accounts); `current` marks the caller's own. */
export const sessionSchema = z.object({
  id: idSchema,
  address: addressSchema,
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  current: z.boolean(),
});
export type Session = z.output<typeof sessionSchema>;

export const orderSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  address: addressSchema,
  chainId: chainIdSchema,
  tokenSymbol: tokenSymbolSchema,
  quantity: positive,
  unitPrice: decimalSchema,
  amount: decimalSchema,
  txHash: nullableTxHash,
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
});
export type Order = z.output<typeof orderSchema>;
/** Purchase orders share the order record shape. */
export const purchaseOrderSchema = orderSchema;
export type PurchaseOrder = Order;

export const referralOrderSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  buyerAddress: addressSchema,
  referrerAddress: addressSchema,
  level: positive,
  commission: decimalSchema,
  tokenSymbol: tokenSymbolSchema,
  chainId: chainIdSchema,
  createdAt: isoDateTimeSchema,
});
export type ReferralOrder = z.output<typeof referralOrderSchema>;

/** One ancestor/descendant pair of the referral tree, `level` apart. */
export const userRelationSchema = z.object({
  userAddress: addressSchema,
  inviterAddress: addressSchema,
  level: positive,
  directCount: countSchema,
  downlineCount: countSchema,
  createdAt: isoDateTimeSchema,
});
export type UserRelation = z.output<typeof userRelationSchema>;

export const withdrawalSchema = z.object({
  id: idSchema,
  address: addressSchema,
  chainId: chainIdSchema,
  tokenSymbol: tokenSymbolSchema,
  amount: decimalSchema,
  fee: decimalSchema,
  status: withdrawalStatusSchema,
  txHash: nullableTxHash,
  reason: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  decidedAt: z.nullable(isoDateTimeSchema),
  decidedBy: z.nullable(addressSchema),
  /**
   * Approvals so far, oldest first (Governance: large amounts need two distinct supers), each with
   * the approver's signed note for the next approver (`""` when none).
   */
  approvals: z.array(z.object({ address: addressSchema, at: isoDateTimeSchema, note: z.string() })),
  requiredApprovals: z.union([z.literal(1), z.literal(2)]),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

export const withdrawalOverviewSchema = z.object({
  pending: z.object({
    count: countSchema,
    amounts: z.array(
      z.object({ chainId: chainIdSchema, tokenSymbol: tokenSymbolSchema, amount: decimalSchema }),
    ),
  }),
  approvedToday: z.object({ count: countSchema }),
  rejectedToday: z.object({ count: countSchema }),
  /** Pending withdrawals the asking super may still approve. */
  awaitingYou: z.object({ count: countSchema }),
  /** Pending withdrawals with one of their two approvals. */
  awaitingSecond: z.object({ count: countSchema }),
});
export type WithdrawalOverview = z.output<typeof withdrawalOverviewSchema>;

/** What one item of a batch came to (Withdrawal desk). */
export const batchOutcomeSchema = z.enum(['approved', 'partial', 'rejected', 'conflict', 'not_found']);
export type BatchOutcome = z.output<typeof batchOutcomeSchema>;

export const batchResultSchema = z.object({
  results: z.array(
    z.object({ id: idSchema, outcome: batchOutcomeSchema, withdrawal: z.nullable(withdrawalSchema) }),
  ),
});
export type BatchResult = z.output<typeof batchResultSchema>;

/** What a super sees beside a decision: who asked, and whether the recipient looks familiar. */
export const withdrawalContextSchema = z.object({
  account: z.object({
    address: addressSchema,
    createdAt: z.nullable(isoDateTimeSchema),
    inviterAddress: z.nullable(addressSchema),
    orders: z.object({ count: countSchema }),
    withdrawals: z.object({
      count: countSchema,
      approved: z.array(
        z.object({ chainId: chainIdSchema, tokenSymbol: tokenSymbolSchema, amount: decimalSchema }),
      ),
    }),
  }),
  recipient: z.object({ previousApproved: countSchema, lookalikes: z.array(addressSchema) }),
});
export type WithdrawalContext = z.output<typeof withdrawalContextSchema>;

/** The data of a `withdrawal` event of `GET /api/manage/events`. */
export const withdrawalEventSchema = z.object({
  id: idSchema,
  status: withdrawalStatusSchema,
  approvals: countSchema,
  requiredApprovals: z.union([z.literal(1), z.literal(2)]),
});
export type WithdrawalEvent = z.output<typeof withdrawalEventSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  actorAddress: addressSchema,
  action: auditActionSchema,
  target: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  /** The signed typed data and signature of a decision; null for unsigned writes. */
  evidence: z.nullable(decisionEvidenceSchema),
  createdAt: isoDateTimeSchema,
  /**
   * SHA-256 of the entry and `prevHash` (`auditEntryHash`), and the previous entry's hash in id
   * order (contract § "Audit as evidence"). Null only on a row written outside the server, which
   * verify-audit names: the list still shows it.
   */
  hash: z.nullable(z.string()),
  prevHash: z.nullable(z.string()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const sessionUserSchema = z.object({
  id: idSchema,
  address: addressSchema,
  role: roleSchema,
  /** The account's label, for the header (absent from servers that have none). */
  label: z.optional(z.nullable(z.string())),
});
export type SessionUser = z.output<typeof sessionUserSchema>;

export const pointsSchema = z.object({ address: addressSchema, points: countSchema });
export type Points = z.output<typeof pointsSchema>;

/** One change of a user's points, set or adjusted (Points as a ledger), newest first in its list. */
export const pointsHistoryEntrySchema = z.object({
  id: idSchema,
  address: addressSchema,
  before: countSchema,
  after: countSchema,
  delta: z.number().check(z.int()),
  /** The operator's reason; null for a set, which carries none. */
  reason: z.nullable(z.string()),
  actorAddress: addressSchema,
  createdAt: isoDateTimeSchema,
});
export type PointsHistoryEntry = z.output<typeof pointsHistoryEntrySchema>;

/** What each row of an adjustment batch came to (or would come to, in a dry run), in row order. */
export const pointsBatchResultSchema = z.object({
  results: z.array(z.object({ address: addressSchema, before: countSchema, after: countSchema })),
});
export type PointsBatchResult = z.output<typeof pointsBatchResultSchema>;

/** An amount of one token on one chain. */
export const tokenAmountSchema = z.object({
  chainId: chainIdSchema,
  tokenSymbol: tokenSymbolSchema,
  amount: decimalSchema,
});
export type TokenAmount = z.output<typeof tokenAmountSchema>;

/**
 * A user in the referral tree: its direct and total downline, the paid orders of its downline
 * (`volume`) and the commission it earned, over the asked period.
 */
export const treeNodeSchema = z.object({
  address: addressSchema,
  label: z.nullable(z.string()),
  directCount: countSchema,
  downlineCount: countSchema,
  volume: z.array(tokenAmountSchema),
  commission: z.array(tokenAmountSchema),
});
export type TreeNode = z.output<typeof treeNodeSchema>;
export const userTreeSchema = z.object({ node: treeNodeSchema, children: z.array(treeNodeSchema) });
export type UserTree = z.output<typeof userTreeSchema>;

/** One day or week of figures (UTC), from its first instant. */
export const statsBucketSchema = z.object({
  start: isoDateTimeSchema,
  sales: z.array(z.object({ ...tokenAmountSchema.shape, count: countSchema })),
  newUsers: countSchema,
  commissions: z.array(tokenAmountSchema),
  /** Withdrawals decided in the bucket; absent for a kol. */
  withdrawals: z.optional(z.object({ approved: countSchema, rejected: countSchema })),
});
export type StatsBucket = z.output<typeof statsBucketSchema>;
export const statsSchema = z.object({ buckets: z.array(statsBucketSchema) });
export type Stats = z.output<typeof statsSchema>;
