import { z } from 'zod/mini';
import { chainIdSchema } from './chains.ts';
import { BATCH_MAX_ITEMS, decisionItemSchema, signatureSchema } from './decision.ts';
import { dateParamSchema, intParam, listDataSchema, listQuerySchema } from './list.ts';
import { LIST_RULES } from './listRules.ts';
import {
  addressSchema,
  auditActionSchema,
  type ConsoleRole,
  countSchema,
  idSchema,
  isoDateTimeSchema,
  orderStatusSchema,
  POINTS_BATCH_MAX,
  POINTS_MAX,
  roleSchema,
  withdrawalStatusSchema,
} from './primitives.ts';
import {
  auditEntrySchema,
  batchResultSchema,
  orderSchema,
  pointsBatchResultSchema,
  pointsHistoryEntrySchema,
  pointsSchema,
  purchaseOrderSchema,
  referralOrderSchema,
  sessionSchema,
  sessionUserSchema,
  statsSchema,
  userRelationSchema,
  userSchema,
  userTreeSchema,
  withdrawalContextSchema,
  withdrawalOverviewSchema,
  withdrawalSchema,
} from './records.ts';

/** `all` rows, or only the caller's referral `downline` (kol). A missing role is denied (403). */
export type Access = 'all' | 'downline';
export type RoleAccess = Partial<Record<ConsoleRole, Access>>;

const everyone: RoleAccess = { super: 'all', admin: 'all', kol: 'all', operator: 'all' };
const empty = z.strictObject({});
const levelParam = intParam(1, 64);

export const nonceQuery = z.strictObject({ address: addressSchema });
export const nonceData = z.object({ nonce: z.string(), message: z.string(), expiresAt: z.string() });
export const loginBody = z.strictObject({
  address: addressSchema,
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: signatureSchema,
});
export const loginData = z.object({ token: z.string(), expiresAt: z.string(), user: sessionUserSchema });

export const usersQuery = listQuerySchema(LIST_RULES.users.sorts, {
  role: z.optional(roleSchema),
  address: z.optional(addressSchema),
  inviterAddress: z.optional(addressSchema),
});
export const createUserBody = z.strictObject({
  address: addressSchema,
  role: roleSchema,
  inviterAddress: z.optional(addressSchema),
  remark: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
/** A staff label: 1–60 characters after trimming, or null to remove it. */
const labelSchema = z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)));
export const updateUserBody = z
  .strictObject({
    address: addressSchema,
    role: z.optional(roleSchema),
    disabled: z.optional(z.boolean()),
    label: z.optional(labelSchema),
  })
  .check(
    z.refine((b) => b.role !== undefined || b.disabled !== undefined || b.label !== undefined, {
      message: 'give at least one of role, disabled or label',
      path: ['body'],
    }),
  );
export const sessionsQuery = z.strictObject({ address: z.optional(addressSchema) });
/** One session by `id`, or every session of `address`. */
export const revokeSessionsBody = z
  .strictObject({ id: z.optional(idSchema), address: z.optional(addressSchema) })
  .check(
    z.refine((b) => (b.id === undefined) !== (b.address === undefined), {
      message: 'give either id (one session) or address (all of its sessions)',
      path: ['id'],
    }),
  );
export const userRelationQuery = listQuerySchema(LIST_RULES.userRelation.sorts, {
  userAddress: z.optional(addressSchema),
  inviterAddress: z.optional(addressSchema),
  level: z.optional(levelParam),
});
export const referralOrdersQuery = listQuerySchema(LIST_RULES.referralOrders.sorts, {
  chainId: z.optional(chainIdSchema),
  address: z.optional(addressSchema),
  buyerAddress: z.optional(addressSchema),
  referrerAddress: z.optional(addressSchema),
  level: z.optional(levelParam),
});
export const ordersQuery = listQuerySchema(LIST_RULES.orders.sorts, {
  status: z.optional(orderStatusSchema),
  chainId: z.optional(chainIdSchema),
  address: z.optional(addressSchema),
});
export const withdrawQuery = listQuerySchema(LIST_RULES.withdrawals.sorts, {
  status: z.optional(withdrawalStatusSchema),
  chainId: z.optional(chainIdSchema),
  address: z.optional(addressSchema),
  /** `second`: pending withdrawals that have one of their two approvals. */
  awaiting: z.optional(z.enum(['second'])),
});
export const auditQuery = listQuerySchema(LIST_RULES.audit.sorts, {
  action: z.optional(auditActionSchema),
  actorAddress: z.optional(addressSchema),
  target: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
/** `issuedAt` and `signature` sign the decision (Governance); optional only for SIGNED_DECISIONS=0. */
const signedDecision = { issuedAt: z.optional(isoDateTimeSchema), signature: z.optional(signatureSchema) };
const rejectReason = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
/** An approval's note for the second approver: signed as the `reason` of the typed data. */
const approveNote = z.string().check(z.trim(), z.maxLength(500));
export const approveBody = z.strictObject({
  id: idSchema,
  reason: z.optional(approveNote),
  ...signedDecision,
});
export const rejectBody = z.strictObject({ id: idSchema, reason: rejectReason, ...signedDecision });
export const decideBatchBody = z
  .strictObject({
    decision: z.enum(['approve', 'reject']),
    ids: z.array(idSchema).check(
      z.minLength(1),
      z.maxLength(BATCH_MAX_ITEMS),
      z.refine((ids) => new Set(ids).size === ids.length, 'ids must be distinct'),
    ),
    reason: z.optional(approveNote),
    /** The signed items, in the order of `ids` (optional: the server has the stored withdrawals). */
    items: z.optional(z.array(decisionItemSchema).check(z.maxLength(BATCH_MAX_ITEMS))),
    ...signedDecision,
  })
  .check(
    z.refine((body) => body.decision === 'approve' || (body.reason ?? '').length > 0, {
      message: 'required for a reject (1–500 characters)',
      path: ['reason'],
    }),
  );
export const withdrawContextQuery = z.strictObject({ id: idSchema });
export const getPointsQuery = z.strictObject({ address: addressSchema });
/** The balance the operator saw: a write against any other balance is a `409` (no lost update). */
const expectedPoints = z.optional(z.number().check(z.int(), z.gte(0), z.lte(POINTS_MAX)));
export const setPointsBody = z.strictObject({
  address: addressSchema,
  points: z.number().check(z.int(), z.gte(0), z.lte(POINTS_MAX)),
  expected: expectedPoints,
});
/** A non-zero whole change; whether the balance stays within 0 … POINTS_MAX is the server's check. */
const deltaSchema = z.number().check(
  z.int(),
  z.gte(-POINTS_MAX),
  z.lte(POINTS_MAX),
  z.refine((n) => n !== 0, 'must not be 0'),
);
const pointsReason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const adjustPointsBody = z.strictObject({
  address: addressSchema,
  delta: deltaSchema,
  reason: pointsReason,
  expected: expectedPoints,
});
/** One row of a points batch. */
export const pointsBatchItem = z.strictObject({
  address: addressSchema,
  delta: deltaSchema,
  reason: pointsReason,
});
export const adjustPointsBatchBody = z.strictObject({
  items: z.array(pointsBatchItem).check(z.minLength(1), z.maxLength(POINTS_BATCH_MAX)),
  /** Computes every row's result and writes nothing. */
  dryRun: z.optional(z.boolean()),
});
export const pointsHistoryQuery = listQuerySchema(LIST_RULES.pointsHistory.sorts, {
  address: z.optional(addressSchema),
});
export const treePeriods = ['7d', '30d', 'all'] as const;
export type TreePeriod = (typeof treePeriods)[number];
export const userTreeQuery = z.strictObject({
  /** Whose node: required of super and admin; a kol's own by default. */
  address: z.optional(addressSchema),
  period: z._default(z.enum(treePeriods), '30d'),
});
export const STATS_MAX_BUCKETS = 366;
export const statsQuery = z.strictObject({
  /** Dates or date-times; a bare `to` date covers that whole day (as the lists' `from`/`to`). */
  from: dateParamSchema,
  to: dateParamSchema,
  bucket: z._default(z.enum(['day', 'week']), 'day'),
});
export const healthData = z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres', 'mock']) });
/** Readiness (contract § Reference server runtime): the database answered within 1 s. */
export const readyData = z.object({ ok: z.literal(true) });

type EndpointDef = {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  /** null = no token needed; otherwise which roles may call, and how their rows are scoped. */
  access: RoleAccess | null;
  /** GET: the query string; POST: the JSON body. */
  input: z.ZodMiniType;
  data: z.ZodMiniType;
  /** Lists follow the list contract (paging, sort, cursor, `q`). */
  list?: true;
  /** A larger body limit than MAX_BODY_BYTES (a batch of up to 1,000 rows). */
  maxBodyBytes?: number;
  /** The body's array of rows: refusals name them by row number, counting from 1. */
  rows?: string;
};

/**
 * Every endpoint of the HTTP contract: the one table that the typed client, the mocks,
 * the server and the tests iterate over.
 */
export const endpoints = {
  health: { method: 'GET', path: '/api/health', access: null, input: empty, data: healthData },
  ready: { method: 'GET', path: '/api/ready', access: null, input: empty, data: readyData },
  authNonce: { method: 'GET', path: '/api/auth/nonce', access: null, input: nonceQuery, data: nonceData },
  authLogin: { method: 'POST', path: '/api/auth/login', access: null, input: loginBody, data: loginData },
  authLogout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: everyone,
    input: empty,
    data: z.object({ ok: z.literal(true) }),
  },
  authUser: {
    method: 'GET',
    path: '/api/auth/user',
    access: everyone,
    input: z.strictObject({ address: z.optional(addressSchema) }),
    data: sessionUserSchema,
  },
  users: {
    method: 'GET',
    path: '/api/manage/users',
    access: { super: 'all', admin: 'all', kol: 'downline' },
    input: usersQuery,
    data: listDataSchema(userSchema),
    list: true,
  },
  createUser: {
    method: 'POST',
    path: '/api/manage/user',
    access: { admin: 'all' },
    input: createUserBody,
    data: userSchema,
  },
  updateUser: {
    method: 'POST',
    path: '/api/manage/user/update',
    access: { super: 'all', admin: 'all' },
    input: updateUserBody,
    data: userSchema,
  },
  sessions: {
    method: 'GET',
    path: '/api/manage/sessions',
    access: everyone,
    input: sessionsQuery,
    data: z.object({ list: z.array(sessionSchema) }),
  },
  revokeSessions: {
    method: 'POST',
    path: '/api/manage/sessions/revoke',
    access: everyone,
    input: revokeSessionsBody,
    data: z.object({ revoked: countSchema }),
  },
  userRelation: {
    method: 'GET',
    path: '/api/manage/user-relation',
    access: { super: 'all', admin: 'all', kol: 'downline' },
    input: userRelationQuery,
    data: listDataSchema(userRelationSchema),
    list: true,
  },
  referralOrders: {
    method: 'GET',
    path: '/api/manage/referral-orders',
    access: { super: 'all', admin: 'all', kol: 'downline' },
    input: referralOrdersQuery,
    data: listDataSchema(referralOrderSchema),
    list: true,
  },
  orders: {
    method: 'GET',
    path: '/api/manage/orders',
    access: { super: 'all', admin: 'all' },
    input: ordersQuery,
    data: listDataSchema(orderSchema),
    list: true,
  },
  purchaseOrders: {
    method: 'GET',
    path: '/api/manage/purchase-orders',
    access: { super: 'all', admin: 'all' },
    input: ordersQuery,
    data: listDataSchema(purchaseOrderSchema),
    list: true,
  },
  withdrawals: {
    method: 'GET',
    path: '/api/manage/withdraw',
    access: { super: 'all' },
    input: withdrawQuery,
    data: listDataSchema(withdrawalSchema),
    list: true,
  },
  withdrawalOverview: {
    method: 'GET',
    path: '/api/manage/withdraw/overview',
    access: { super: 'all' },
    input: empty,
    data: withdrawalOverviewSchema,
  },
  approveWithdrawal: {
    method: 'POST',
    path: '/api/manage/withdraw/approve',
    access: { super: 'all' },
    input: approveBody,
    data: withdrawalSchema,
  },
  rejectWithdrawal: {
    method: 'POST',
    path: '/api/manage/withdraw/reject',
    access: { super: 'all' },
    input: rejectBody,
    data: withdrawalSchema,
  },
  decideBatch: {
    method: 'POST',
    path: '/api/manage/withdraw/decide-batch',
    access: { super: 'all' },
    input: decideBatchBody,
    data: batchResultSchema,
  },
  withdrawalContext: {
    method: 'GET',
    path: '/api/manage/withdraw/context',
    access: { super: 'all' },
    input: withdrawContextQuery,
    data: withdrawalContextSchema,
  },
  getPoints: {
    method: 'GET',
    path: '/api/operation/get-points',
    access: { super: 'all', admin: 'all', operator: 'all' },
    input: getPointsQuery,
    data: pointsSchema,
  },
  setPoints: {
    method: 'POST',
    path: '/api/operation/set-points',
    access: { super: 'all', admin: 'all', operator: 'all' },
    input: setPointsBody,
    data: pointsSchema,
  },
  adjustPoints: {
    method: 'POST',
    path: '/api/operation/adjust-points',
    access: { super: 'all', admin: 'all', operator: 'all' },
    input: adjustPointsBody,
    data: pointsSchema,
  },
  adjustPointsBatch: {
    method: 'POST',
    path: '/api/operation/adjust-points-batch',
    access: { super: 'all', admin: 'all', operator: 'all' },
    input: adjustPointsBatchBody,
    data: pointsBatchResultSchema,
    // 1,000 rows of an address, a delta and a 200-character reason.
    maxBodyBytes: 512 * 1024,
    rows: 'items',
  },
  pointsHistory: {
    method: 'GET',
    path: '/api/operation/points-history',
    access: { super: 'all', admin: 'all', operator: 'all' },
    input: pointsHistoryQuery,
    data: listDataSchema(pointsHistoryEntrySchema),
    list: true,
  },
  userTree: {
    method: 'GET',
    path: '/api/manage/user-relation/tree',
    access: { super: 'all', admin: 'all', kol: 'downline' },
    input: userTreeQuery,
    data: userTreeSchema,
  },
  stats: {
    method: 'GET',
    path: '/api/manage/stats',
    access: { super: 'all', admin: 'all', kol: 'downline' },
    input: statsQuery,
    data: statsSchema,
  },
  audit: {
    method: 'GET',
    path: '/api/manage/audit',
    access: { super: 'all' },
    input: auditQuery,
    data: listDataSchema(auditEntrySchema),
    list: true,
  },
} as const satisfies Record<string, EndpointDef>;

/**
 * The live stream (Withdrawal desk: "Live events"): `text/event-stream`, not the JSON envelope, so
 * not a row of `endpoints` (no typed-client method); its refusals are the envelope as everywhere.
 */
export const eventsEndpoint = {
  method: 'GET',
  path: '/api/manage/events',
  access: { super: 'all' },
  input: empty,
} as const satisfies Omit<EndpointDef, 'data'>;
/** How long `Last-Event-ID` can reach back, and the longest quiet before a keep-alive comment. */
export const EVENT_REPLAY_MS = 10 * 60 * 1000;
export const EVENT_HEARTBEAT_MS = 15_000;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<K extends EndpointName> = z.input<Endpoints[K]['input']>;
export type EndpointParsedInput<K extends EndpointName> = z.output<Endpoints[K]['input']>;
export type EndpointData<K extends EndpointName> = z.output<Endpoints[K]['data']>;
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** Finds the endpoint for a method and path (the path without its query string). */
export function findEndpoint(method: string, path: string): EndpointName | null {
  for (const name of endpointNames) {
    const e = endpoints[name];
    if (e.method === method && e.path === path) return name;
  }
  return null;
}
