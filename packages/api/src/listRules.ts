/**
 * The rules of each list endpoint as data, read by both back-ends: which record fields `q`
 * searches and how (contract: addresses and tx hashes by case-insensitive prefix, ids exactly),
 * and which column scopes a kol to its downline.
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

export type ListRule = {
  /** Record field → how `q` matches it. */
  search: Readonly<Record<string, QueryMatch>>;
  /** Sortable columns, the first the default. */
  sorts: readonly [string, ...string[]];
  /** The record field whose address must be in a kol's downline, or null when kols may not read the list. */
  kolScope: string | null;
};

export const LIST_RULES = {
  users: {
    search: { id: 'exact', address: 'prefix' },
    sorts: ['createdAt', 'points', 'address'],
    kolScope: 'address',
  },
  userRelation: {
    search: { userAddress: 'prefix', inviterAddress: 'prefix' },
    sorts: ['createdAt', 'level'],
    kolScope: 'userAddress',
  },
  referralOrders: {
    search: { id: 'exact', orderId: 'exact', buyerAddress: 'prefix', referrerAddress: 'prefix' },
    sorts: ['createdAt', 'commission', 'level'],
    kolScope: 'buyerAddress',
  },
  orders: {
    search: { id: 'exact', orderNo: 'exact', address: 'prefix', txHash: 'prefix' },
    sorts: ['createdAt', 'amount', 'quantity'],
    kolScope: null,
  },
  purchaseOrders: {
    search: { id: 'exact', orderNo: 'exact', address: 'prefix', txHash: 'prefix' },
    sorts: ['createdAt', 'amount', 'quantity'],
    kolScope: null,
  },
  withdrawals: {
    search: { id: 'exact', address: 'prefix', txHash: 'prefix' },
    sorts: ['createdAt', 'amount', 'decidedAt'],
    kolScope: null,
  },
  audit: {
    search: { id: 'exact', actorAddress: 'prefix', target: 'prefix' },
    sorts: ['createdAt'],
    kolScope: null,
  },
} as const satisfies Record<string, ListRule>;

export type ListName = keyof typeof LIST_RULES;

/** Whether one field's value matches `q` under `match`. */
export function matchesQuery(match: QueryMatch, value: string | null, q: string): boolean {
  if (value === null) return false;
  return match === 'exact' ? value === q : value.toLowerCase().startsWith(q.toLowerCase());
}

/** Whether a record matches `q` on any of the list's searchable fields. */
export function recordMatchesQuery(list: ListName, record: object, q: string): boolean {
  const fields = LIST_RULES[list].search as Record<string, QueryMatch>;
  return Object.entries(fields).some(([field, match]) => {
    const value = (record as Record<string, unknown>)[field];
    return matchesQuery(match, value === null || value === undefined ? null : String(value), q);
  });
}

/** Largest request body either back-end reads (contract: `413` above 64 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;
