import { type ApiClient, type ConsoleRole, normalizeAddress, screensFor } from '@nsa/api';

type Lookups = Pick<ApiClient, 'withdrawals' | 'orders' | 'purchaseOrders' | 'users'>;

/** The screens the header search can lead to. */
const searchable = ['withdrawal', 'order', 'user'] as const;

/** Whether the header search can lead `role` anywhere (a role that may open none of them gets no search). */
export const canSearch = (role: ConsoleRole): boolean =>
  screensFor(role).some((screen) => (searchable as readonly string[]).includes(screen));

/**
 * Where the header search leads for `text`: an address to its user's page; otherwise the first
 * record the role may read whose id, order number or tx hash it is (contract: ids and order numbers
 * exactly, tx hashes by prefix) — a withdrawal's own page, the orders list narrowed to the order,
 * or a user's page. `null` when nothing matches.
 */
export async function findRecord(text: string, role: ConsoleRole, api: Lookups): Promise<string | null> {
  const q = text.trim();
  if (!q) return null;
  const screens = screensFor(role);
  const address = normalizeAddress(q);
  if (address) return screens.includes('user') ? `/user/${address}` : null;
  const first = { q, pageSize: 1 } as const;
  if (screens.includes('withdrawal')) {
    const [hit] = (await api.withdrawals(first)).list;
    if (hit) return `/withdraw/${hit.id}`;
  }
  if (screens.includes('order')) {
    const search = new URLSearchParams({ q });
    if ((await api.orders(first)).list.length > 0) return `/order?${search}`;
    search.set('tab', 'purchaseOrders');
    if ((await api.purchaseOrders(first)).list.length > 0) return `/order?${search}`;
  }
  if (screens.includes('user')) {
    const [hit] = (await api.users(first)).list;
    if (hit) return `/user/${hit.address}`;
  }
  return null;
}
