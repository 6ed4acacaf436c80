import { DEMO_ACCOUNTS, decodeCursor, LIST_RULES, type ListName } from '@nsa/api';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Harness, okData, outcome, type Page, type Row, rows } from '../harness.ts';
import { downlineOf, uplineOf, world } from './world.ts';

/** Orders list values as the contract does: decimal strings by value, the rest as text. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a ?? '');
  const sb = String(b ?? '');
  if (/^-?\d+(\.\d+)?$/.test(sa) && /^-?\d+(\.\d+)?$/.test(sb)) {
    const diff = parseUnits(sa, 40) - parseUnits(sb, 40);
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

const listNames = Object.keys(LIST_RULES) as ListName[];
const key = (row: Row) => JSON.stringify(row);

export function listCases(h: Harness) {
  const list = (name: ListName, input: Record<string, unknown>) =>
    outcome(() => (h.client('super')[name] as (i: unknown) => Promise<Page<Row>>)(input));
  const page = async (name: ListName, input: Record<string, unknown>) => okData(await list(name, input));

  describe.each(listNames)('list %s', (name) => {
    it('pages do not overlap, a cursor continues where a page ends, and past the end is empty', async () => {
      const first = await page(name, { pageSize: 5 });
      const second = await page(name, { pageSize: 5, page: 2 });
      expect(rows(first.list)).toHaveLength(5);
      expect(first.page).toBe(1);
      const seen = new Set(first.list.map(key));
      for (const row of rows(second.list)) expect(seen.has(key(row))).toBe(false);
      const next = await page(name, { pageSize: 5, cursor: first.nextCursor });
      expect(next.page).toBe(0);
      expect(next.list).toEqual(second.list);
      const last = await page(name, { pageSize: 5, page: Math.ceil(first.total / 5) });
      expect(rows(last.list).length).toBeLessThanOrEqual(5);
      expect(last.nextCursor).toBeNull();
      const past = await page(name, { pageSize: 100, page: Math.ceil(first.total / 100) + 1 });
      expect(past).toMatchObject({ list: [], nextCursor: null, total: first.total });
    });

    it.each(LIST_RULES[name].sorts.flatMap((s) => (['asc', 'desc'] as const).map((o) => [s, o])))(
      'by %s %s: sorted, and a cursor walk meets the rows page numbers do',
      async (sort, order) => {
        const byPage = await page(name, { sort, order, pageSize: 100 });
        // The audit log keeps commit order (its ids), which concurrent writers' clocks may not.
        const column = name === 'audit' ? 'id' : sort;
        const values = rows(byPage.list).map((row) => row[column]);
        const sorted = [...values].sort((a, b) => compareValues(a, b) * (order === 'asc' ? 1 : -1));
        expect(values).toEqual(sorted);
        const walked: Row[] = [];
        let cursor: string | null = null;
        do {
          const next: Page<Row> = await page(name, {
            sort,
            order,
            pageSize: 7,
            ...(cursor ? { cursor } : {}),
          });
          walked.push(...next.list);
          cursor = next.nextCursor;
        } while (cursor && walked.length < 100);
        expect(walked.slice(0, 100)).toEqual(byPage.list);
      },
    );

    it('refuses an unknown sort, parameter, page size, page, order, cursor and date, naming each', async () => {
      const refusals: [Record<string, unknown>, string][] = [
        [{ sort: 'password' }, 'sort'],
        [{ colour: 'red' }, 'colour'],
        [{ pageSize: 101 }, 'pageSize'],
        [{ pageSize: 0 }, 'pageSize'],
        [{ page: 0 }, 'page'],
        [{ page: 'two' }, 'page'],
        [{ order: 'sideways' }, 'order'],
        [{ cursor: 'not-a-cursor' }, 'cursor'],
        [{ from: 'yesterday' }, 'from'],
        [{ to: '2026-13-45' }, 'to'],
        [{ q: 'x'.repeat(101) }, 'q'],
      ];
      for (const [input, field] of refusals) {
        const result = await list(name, input);
        expect(result.code, JSON.stringify(input)).toBe('400');
        expect('message' in result && result.message, JSON.stringify(input)).toContain(field);
      }
    });

    it('q matches each searchable field as LIST_RULES says', async () => {
      const row = rows((await page(name, { pageSize: 3 })).list).at(-1) as Row;
      const searched = Object.entries(LIST_RULES[name].search).filter(([f]) => typeof row[f] === 'string');
      expect(searched.length).toBeGreaterThan(0);
      for (const [field, match] of searched) {
        const value = row[field] as string;
        const found = (await page(name, { q: value, pageSize: 100 })).list;
        expect(found.map(key), `${field} = ${value}`).toContain(key(row));
        if (match === 'prefix') {
          const prefix = value.slice(0, 10).toUpperCase().replace(/^0X/, '0x');
          const hits = rows((await page(name, { q: prefix, pageSize: 100 })).list, `${field} prefix`);
          for (const hit of hits) {
            const fields = Object.keys(LIST_RULES[name].search).map((f) =>
              String(hit[f] ?? '').toLowerCase(),
            );
            expect(fields.some((f) => f.startsWith(prefix.toLowerCase()))).toBe(true);
          }
        } else {
          const shorter = (await page(name, { q: value.slice(0, -1), pageSize: 100 })).list;
          expect(
            shorter.map((r) => r[field]),
            `${field} is matched whole`,
          ).not.toContain(value);
        }
      }
    });

    it('from and to are inclusive, to the instant and to the day', async () => {
      const row = rows((await page(name, { pageSize: 1 })).list)[0] as Row;
      const at = row.createdAt as string;
      expect((await page(name, { from: at, to: at, pageSize: 100 })).list.map(key)).toContain(key(row));
      const day = at.slice(0, 10);
      const wholeDay = rows((await page(name, { from: day, to: day, pageSize: 100 })).list);
      expect(wholeDay.map(key)).toContain(key(row));
      for (const r of wholeDay) expect(String(r.createdAt).slice(0, 10)).toBe(day);
    });
  });

  describe('every filter narrows a list to exactly the rows it names', () => {
    const kol = DEMO_ACCOUNTS.kol;
    const recipient = (
      world.withdrawals.find((w) => w.status === 'approved') as (typeof world.withdrawals)[number]
    ).address;
    const buyer = (world.referralOrders.at(-1) as (typeof world.referralOrders)[number]).buyerAddress;
    const relations = world.users.flatMap((u) =>
      uplineOf(u.address).map((inviter, i) => ({ key: `${u.address}<${inviter}`, level: i + 1, inviter })),
    );
    const cases: [ListName, Record<string, unknown>, string[]][] = [
      ['users', { role: 'kol' }, world.users.filter((u) => u.role === 'kol').map((u) => u.id)],
      [
        'users',
        { inviterAddress: kol.toLowerCase() },
        world.users.filter((u) => u.inviterAddress === kol).map((u) => u.id),
      ],
      [
        'users',
        { address: DEMO_ACCOUNTS.user.toLowerCase() },
        world.users.filter((u) => u.address === DEMO_ACCOUNTS.user).map((u) => u.id),
      ],
      [
        'referralOrders',
        { chainId: 56 },
        world.referralOrders.filter((r) => r.chainId === 56).map((r) => r.id),
      ],
      [
        'referralOrders',
        { buyerAddress: buyer },
        world.referralOrders.filter((r) => r.buyerAddress === buyer).map((r) => r.id),
      ],
      [
        'referralOrders',
        { referrerAddress: kol },
        world.referralOrders.filter((r) => r.referrerAddress === kol).map((r) => r.id),
      ],
      [
        'orders',
        { status: 'refunded' },
        world.orders.filter((o) => o.status === 'refunded').map((o) => o.id),
      ],
      [
        'purchaseOrders',
        { status: 'failed', chainId: 1 },
        world.purchaseOrders.filter((o) => o.status === 'failed' && o.chainId === 1).map((o) => o.id),
      ],
      [
        'withdrawals',
        { address: recipient },
        world.withdrawals.filter((w) => w.address === recipient).map((w) => w.id),
      ],
      [
        'withdrawals',
        { status: 'rejected' },
        world.withdrawals.filter((w) => w.status === 'rejected').map((w) => w.id),
      ],
      ['userRelation', { level: 3 }, relations.filter((r) => r.level === 3).map((r) => r.key)],
      ['userRelation', { inviterAddress: kol }, relations.filter((r) => r.inviter === kol).map((r) => r.key)],
    ];
    it.each(cases)('%s %j', async (name, query, expected) => {
      const found = await h.all(name, query);
      const keys = found.map((r) => r.id ?? `${r.userAddress}<${r.inviterAddress}`);
      expect(keys.sort()).toEqual(rows(expected).sort());
    });
  });

  describe('list details', () => {
    it('a whole cursor walk meets every row once', async () => {
      for (const [name, sort, order] of [
        ['orders', 'amount', 'asc'],
        ['referralOrders', 'commission', 'desc'],
        ['userRelation', 'level', 'asc'],
        ['withdrawals', 'decidedAt', 'asc'],
      ] as const) {
        const all = await h.all(name, { sort, order });
        const ids = all.map((r) => r.id ?? `${r.userAddress}<${r.inviterAddress}`);
        expect(new Set(ids).size, name).toBe(ids.length);
        expect(ids.length, name).toBe((await page(name, { pageSize: 1 })).total);
      }
    });

    it('serves deep page numbers (past offset 1,000) with the rows a cursor walk reaches', async () => {
      for (const [sort, order] of [
        ['createdAt', 'desc'],
        ['amount', 'asc'],
      ] as const) {
        const walked = (await h.all('orders', { sort, order })).slice(1_000, 1_100);
        const deep = await page('orders', { sort, order, pageSize: 100, page: 11 });
        expect(deep.page).toBe(11);
        expect(rows(deep.list)).toEqual(walked);
        expect(decodeCursor(deep.nextCursor ?? '', sort, order)).not.toBeNull();
      }
    });

    it('filters orders by status, chain, address (any case) and tx hash prefix (any case)', async () => {
      const paid = await h.all('orders', { status: 'paid', chainId: 42161 });
      const expected = world.orders.filter((o) => o.status === 'paid' && o.chainId === 42161);
      expect(paid.map((o) => o.id).sort()).toEqual(rows(expected.map((o) => o.id)).sort());
      const one = expected[0] as (typeof expected)[number];
      const byAddress = await h.all('orders', { address: one.address.toLowerCase() });
      expect(byAddress.map((o) => o.id).sort()).toEqual(
        world.orders
          .filter((o) => o.address === one.address)
          .map((o) => o.id)
          .sort(),
      );
      const hash = (one.txHash as string).slice(0, 14).toUpperCase().replace('0X', '0x');
      expect((await page('orders', { q: hash })).list.map((o) => o.id)).toContain(one.id);
      // LIKE's wildcards are taken literally.
      expect((await page('orders', { q: '100%' })).total).toBe(0);
      expect((await page('orders', { q: '0x_' })).total).toBe(0);
    });

    it('amounts are decimal strings, timestamps ISO-8601 UTC, and an order’s amount is its price × quantity', async () => {
      for (const o of rows((await page('orders', { pageSize: 20 })).list)) {
        expect(o.amount).toMatch(/^\d+(\.\d+)?$/);
        expect(o.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(parseUnits(o.amount, 6)).toBe(parseUnits(o.unitPrice, 6) * BigInt(o.quantity));
      }
    });

    it('sorts amounts as decimals, not as text', async () => {
      const amounts = rows((await page('orders', { sort: 'amount', order: 'desc', pageSize: 100 })).list).map(
        (o) => o.amount as string,
      );
      expect(amounts).toEqual([...amounts].sort((a, b) => compareValues(b, a)));
      expect(new Set(amounts.map((a) => a.length)).size).toBeGreaterThan(1);
    });

    it('relations: a user’s inviter chain, a level filter, and each invitee’s direct and total downline', async () => {
      const chain = await h.all('userRelation', { userAddress: DEMO_ACCOUNTS.user });
      const expectedChain = uplineOf(DEMO_ACCOUNTS.user).map((a, i) => [a, i + 1]);
      expect(chain.map((r) => [r.inviterAddress, r.level]).sort()).toEqual(rows(expectedChain).sort());
      const direct = await h.all('userRelation', { inviterAddress: DEMO_ACCOUNTS.kol, level: 1 });
      for (const r of rows(direct)) {
        expect(r.level).toBe(1);
        const below = downlineOf(r.userAddress);
        expect(r.downlineCount).toBe(below.size);
        expect(r.directCount).toBe(world.users.filter((u) => u.inviterAddress === r.userAddress).length);
      }
      expect(direct.some((r) => r.downlineCount > r.directCount)).toBe(true);
    });

    it('referral orders: by level, buyer, referrer, or either address', async () => {
      for (const r of rows((await page('referralOrders', { level: 2, pageSize: 20 })).list)) {
        expect(r.level).toBe(2);
        expect(r.commission).toMatch(/^\d+\.\d+$/);
      }
      const either = await h.all('referralOrders', { address: DEMO_ACCOUNTS.kol });
      const expected = world.referralOrders.filter(
        (r) => r.buyerAddress === DEMO_ACCOUNTS.kol || r.referrerAddress === DEMO_ACCOUNTS.kol,
      );
      expect(either.map((r) => r.id).sort()).toEqual(rows(expected.map((r) => r.id)).sort());
    });

    it('q on an order number is exact: an id, not a prefix', async () => {
      for (const name of ['orders', 'purchaseOrders'] as const) {
        const order = rows((await page(name, { pageSize: 1 })).list)[0] as Row;
        expect((await page(name, { q: order.orderNo })).list.map((o) => o.id)).toContain(order.id);
        expect(
          (await page(name, { q: order.orderNo.slice(0, -1) })).list.map((o) => o.orderNo),
        ).not.toContain(order.orderNo);
      }
    });

    it('audit: filters by action, by actor, and by target in any case', async () => {
      const created = await h.all('audit', { action: 'user.create' });
      const target = (rows(created)[0] as Row).target as string;
      for (const entry of created) expect(entry.action).toBe('user.create');
      for (const given of [target, target.toLowerCase(), target.toUpperCase().replace('0X', '0x')]) {
        const found = await h.all('audit', { target: given });
        expect(
          found.map((e) => e.target),
          given,
        ).toEqual([target]);
      }
      const byActor = await h.all('audit', { actorAddress: DEMO_ACCOUNTS.admin.toLowerCase() });
      expect(new Set(rows(byActor).map((e) => e.actorAddress))).toEqual(new Set([DEMO_ACCOUNTS.admin]));
    });

    it('withdrawals: by status, chain and address', async () => {
      const pending = await h.all('withdrawals', { status: 'pending', chainId: 56 });
      const expected = world.withdrawals.filter((w) => w.status === 'pending' && w.chainId === 56);
      expect(pending.map((w) => w.id).sort()).toEqual(rows(expected.map((w) => w.id)).sort());
    });
  });
}
