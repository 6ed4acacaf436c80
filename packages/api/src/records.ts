import { z } from 'zod';
import { chainIdSchema } from './chains.ts';
import { decisionEvidenceSchema } from './decision.ts';
import {
  addressSchema,
  auditActionSchema,
  decimalSchema,
  idSchema,
  isoDateTimeSchema,
  orderStatusSchema,
  roleSchema,
  tokenSymbolSchema,
  withdrawalStatusSchema,
} from './primitives.ts';

const nullableTxHash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .nullable();

export const userSchema = z.object({
  id: idSchema,
  address: addressSchema,
  role: roleSchema,
  inviterAddress: addressSchema.nullable(),
  points: z.number().int().min(0),
  remark: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type User = z.output<typeof userSchema>;

export const orderSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  address: addressSchema,
  chainId: chainIdSchema,
  tokenSymbol: tokenSymbolSchema,
  quantity: z.number().int().min(1),
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
  level: z.number().int().min(1),
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
  level: z.number().int().min(1),
  directCount: z.number().int().min(0),
  downlineCount: z.number().int().min(0),
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
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  decidedBy: addressSchema.nullable(),
  /** Approvals so far, oldest first (Governance: large amounts need two distinct supers). */
  approvals: z.array(z.object({ address: addressSchema, at: isoDateTimeSchema })),
  requiredApprovals: z.union([z.literal(1), z.literal(2)]),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

export const withdrawalOverviewSchema = z.object({
  pending: z.object({
    count: z.number().int().min(0),
    amounts: z.array(
      z.object({ chainId: chainIdSchema, tokenSymbol: tokenSymbolSchema, amount: decimalSchema }),
    ),
  }),
  approvedToday: z.object({ count: z.number().int().min(0) }),
  rejectedToday: z.object({ count: z.number().int().min(0) }),
});
export type WithdrawalOverview = z.output<typeof withdrawalOverviewSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  actorAddress: addressSchema,
  action: auditActionSchema,
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The signed typed data and signature of a decision; null for unsigned writes. */
  evidence: decisionEvidenceSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const sessionUserSchema = z.object({ id: idSchema, address: addressSchema, role: roleSchema });
export type SessionUser = z.output<typeof sessionUserSchema>;

export const pointsSchema = z.object({ address: addressSchema, points: z.number().int().min(0) });
export type Points = z.output<typeof pointsSchema>;
