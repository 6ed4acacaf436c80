import {
  type ApiClient,
  type ConsoleRole,
  type ListData,
  type Order,
  type Role,
  screensFor,
  type User,
  type Withdrawal,
} from '@nsa/api';

type Lookups = Pick<ApiClient, 'withdrawals' | 'orders' | 'purchaseOrders' | 'users'>;

/** The screens the header search can lead to. */
const searchable = ['withdrawal', 'order', 'user'] as const;

/** Whether the header search can lead `role` anywhere (a role that may open none of them gets no search). */
export const canSearch = (role: ConsoleRole): boolean =>
  screensFor(role).some((screen) => (searchable as readonly string[]).includes(screen));

/** One record the header search found, and where it leads. */
export type SearchHit =
  | { kind: 'user'; to: string; address: `0x${string}`; role: Role }
  | { kind: 'withdrawal'; to: string; id: string; amount: string; tokenSymbol: string }
  | { kind: 'order' | 'purchaseOrder'; to: string; orderNo: string; amount: string; tokenSymbol: string }
  | { kind: 'tx'; to: string; txHash: string; of: 'withdrawal' | 'order' | 'purchaseOrder'; record: string };

/** Most hits of one kind listed: the list is a short way in, the screens' own filters go further. */
const PER_KIND = 5;
/** Most hits listed in all: a short list to choose from. */
const MAX_HITS = 10;
/** Most pages of 100 read to find the addresses or hashes a short form stands for. */
const SHORT_FORM_PAGES = 5;

/**
 * What was typed, as the contract's `q` can look for it (addresses and tx hashes by prefix, ids and
 * order numbers exactly). The short form every screen shows (`0x6A…583E`, or `0x6A...583E`) is
 * looked for by its start, and the records kept whose address or hash also ends as it does.
 */
type Pattern = { q: string; exact: string | null; hex: { prefix: string; suffix: string } | null };

const shortForm = /^(0x[0-9a-f]+)(?:…|\.{2,3})([0-9a-f]+)$/i;

function patternOf(text: string): Pattern {
  const short = shortForm.exec(text);
  if (short) {
    const prefix = (short[1] as string).toLowerCase();
    return { q: prefix, exact: null, hex: { prefix, suffix: (short[2] as string).toLowerCase() } };
  }
  const hex = /^0x[0-9a-f]+$/i.test(text) ? { prefix: text.toLowerCase(), suffix: '' } : null;
  return { q: text, exact: text, hex };
}

/** Whether an address or hash is the one the pattern's hex (prefix, and suffix of a short form) names. */
function hexMatches(value: string | null | undefined, hex: Pattern['hex']): boolean {
  if (!value || !hex) return false;
  const lower = value.toLowerCase();
  return (
    lower.length >= hex.prefix.length + hex.suffix.length &&
    lower.startsWith(hex.prefix) &&
    lower.endsWith(hex.suffix)
  );
}

/**
 * The records of one list the pattern names: a plain text's first page, or for a short form the
 * pages of its prefix until enough are kept (the prefix alone matches many).
 */
async function collect<T>(
  pattern: Pattern,
  page: (query: { q: string; pageSize: number; cursor?: string }) => Promise<ListData<T>>,
  keep: (record: T) => boolean,
): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | undefined;
  const pages = pattern.exact === null ? SHORT_FORM_PAGES : 1;
  for (let read = 0; read < pages && found.length < PER_KIND; read += 1) {
    const answer = await page({
      q: pattern.q,
      pageSize: pattern.exact === null ? 100 : PER_KIND,
      ...(cursor ? { cursor } : {}),
    });
    found.push(...answer.list.filter(keep));
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return found.slice(0, PER_KIND);
}

const orderPath = (q: string, tab: 'orders' | 'purchaseOrders') =>
  `/order?${new URLSearchParams(tab === 'orders' ? { q } : { q, tab })}`;

/** An order list's hits: by id or order number, and by tx hash. */
function orderHits(orders: Order[], pattern: Pattern, tab: 'orders' | 'purchaseOrders'): SearchHit[] {
  const kind = tab === 'orders' ? 'order' : 'purchaseOrder';
  return orders.flatMap((order): SearchHit[] => {
    if (pattern.exact !== null && (order.id === pattern.exact || order.orderNo === pattern.exact)) {
      const { orderNo, amount, tokenSymbol } = order;
      return [{ kind, to: orderPath(orderNo, tab), orderNo, amount, tokenSymbol }];
    }
    if (order.txHash && hexMatches(order.txHash, pattern.hex)) {
      return [
        {
          kind: 'tx',
          to: orderPath(order.txHash, tab),
          txHash: order.txHash,
          of: kind,
          record: order.orderNo,
        },
      ];
    }
    return [];
  });
}

function withdrawalHits(withdrawals: Withdrawal[], pattern: Pattern): SearchHit[] {
  return withdrawals.flatMap((withdrawal): SearchHit[] => {
    const to = `/withdraw/${withdrawal.id}`;
    if (withdrawal.id === pattern.exact) {
      const { id, amount, tokenSymbol } = withdrawal;
      return [{ kind: 'withdrawal', to, id, amount, tokenSymbol }];
    }
    if (withdrawal.txHash && hexMatches(withdrawal.txHash, pattern.hex)) {
      return [{ kind: 'tx', to, txHash: withdrawal.txHash, of: 'withdrawal', record: withdrawal.id }];
    }
    return [];
  });
}

const userHit = (user: User): SearchHit => ({
  kind: 'user',
  to: `/user/${user.address}`,
  address: user.address,
  role: user.role,
});

/**
 * Every record the role may read that `text` names: withdrawals by id or tx hash, orders and
 * purchase orders by id, order number or tx hash, users by id or address (whole, a prefix, or the
 * short form the screens show). Lists the role may not read are not asked. The server scopes each
 * list (a kol sees its downline only), so nothing here decides who may see what.
 */
export async function findRecords(text: string, role: ConsoleRole, api: Lookups): Promise<SearchHit[]> {
  const typed = text.trim();
  if (!typed) return [];
  const pattern = patternOf(typed);
  const screens = screensFor(role);
  const searches: Array<Promise<SearchHit[]>> = [];
  const { exact, hex } = pattern;
  if (screens.includes('withdrawal')) {
    const keep = (w: Withdrawal) => w.id === exact || hexMatches(w.txHash, hex);
    searches.push(collect(pattern, (q) => api.withdrawals(q), keep).then((w) => withdrawalHits(w, pattern)));
  }
  if (screens.includes('order')) {
    const keep = (o: Order) => o.id === exact || o.orderNo === exact || hexMatches(o.txHash, hex);
    searches.push(
      collect(pattern, (q) => api.orders(q), keep).then((o) => orderHits(o, pattern, 'orders')),
      collect(pattern, (q) => api.purchaseOrders(q), keep).then((o) =>
        orderHits(o, pattern, 'purchaseOrders'),
      ),
    );
  }
  if (screens.includes('user')) {
    const keep = (u: User) => u.id === exact || hexMatches(u.address, hex);
    searches.push(collect(pattern, (q) => api.users(q), keep).then((users) => users.map(userHit)));
  }
  return (await Promise.all(searches)).flat().slice(0, MAX_HITS);
}
