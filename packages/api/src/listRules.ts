/**
 * The rules of each list endpoint as data: which record fields `q` searches and how (contract:
 * addresses and tx hashes by case-insensitive prefix, ids exactly), and which columns sort it;
 * the contract's schemas, the server's queries and the conformance suite read them.
 */
export type QueryMatch = 'prefix' | 'exact';

/** The list parameters every list query shares, as parsed by `listQuerySchema`. */
export type ListParams = {
  page: number;
  pageSize: number;
  cursor?: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** What a list query is when it does not say (the first sort column is each list's own, below). */
export const LIST_DEFAULTS = { page: 1, pageSize: 20, order: 'desc' } as const;

export type ListRule = {
  /** Record field → how `q` matches it. */
  search: Readonly<Record<string, QueryMatch>>;
  /** Sortable columns, the first the default. */
  sorts: readonly [string, ...string[]];
};

export const LIST_RULES = {
  users: {
    search: { id: 'exact', address: 'prefix' },
    sorts: ['createdAt', 'points', 'address'],
  },
  userRelation: {
    search: { userAddress: 'prefix', inviterAddress: 'prefix' },
    sorts: ['createdAt', 'level'],
  },
  referralOrders: {
    search: { id: 'exact', orderId: 'exact', buyerAddress: 'prefix', referrerAddress: 'prefix' },
    sorts: ['createdAt', 'commission', 'level'],
  },
  orders: {
    search: { id: 'exact', orderNo: 'exact', address: 'prefix', txHash: 'prefix' },
    sorts: ['createdAt', 'amount', 'quantity'],
  },
  purchaseOrders: {
    search: { id: 'exact', orderNo: 'exact', address: 'prefix', txHash: 'prefix' },
    sorts: ['createdAt', 'amount', 'quantity'],
  },
  withdrawals: {
    search: { id: 'exact', address: 'prefix', txHash: 'prefix' },
    sorts: ['createdAt', 'amount', 'decidedAt'],
  },
  audit: {
    search: { id: 'exact', actorAddress: 'prefix', target: 'prefix' },
    sorts: ['createdAt'],
  },
  pointsHistory: {
    search: { id: 'exact', address: 'prefix', actorAddress: 'prefix' },
    sorts: ['createdAt'],
  },
} as const satisfies Record<string, ListRule>;

export type ListName = keyof typeof LIST_RULES;

/** Largest request body either back-end reads (contract: `413` above 64 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;
