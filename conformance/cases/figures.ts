import { DEMO_ACCOUNTS, type StatsBucket, type TokenAmount, type TreeNode } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { type Harness, okData, outcome, rows } from '../harness.ts';
import { downlineOf, uplineOf, world } from './world.ts';

/** Sums per chain and token, as exact minor-unit-free decimals (trailing zeros do not count). */
function sums(
  list: readonly { chainId: number; tokenSymbol: string; amount: string }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { chainId, tokenSymbol, amount } of list) {
    const key = `${chainId}:${tokenSymbol}`;
    out[key] = Math.round(((out[key] ?? 0) + Number(amount)) * 1e6) / 1e6;
  }
  return out;
}
const asSums = (list: readonly TokenAmount[]) => sums(list);

/** What the world says a node is: its counts, its downline's paid orders, its commissions (all time). */
function expectedNode(address: string) {
  const downline = downlineOf(address);
  return {
    address,
    directCount: world.users.filter((u) => u.inviterAddress === address).length,
    downlineCount: downline.size,
    volume: sums(world.orders.filter((o) => o.status === 'paid' && downline.has(o.address))),
    commission: sums(
      world.referralOrders
        .filter((r) => r.referrerAddress === address)
        .map((r) => ({ ...r, amount: r.commission })),
    ),
  };
}
const asExpected = (n: TreeNode) => ({
  address: n.address,
  directCount: n.directCount,
  downlineCount: n.downlineCount,
  volume: asSums(n.volume),
  commission: asSums(n.commission),
});

export function figureCases(h: Harness) {
  describe('referral tree', () => {
    it('a kol’s own node by default, with its direct invitees largest downline first, figures as the world has them', async () => {
      const tree = okData(await outcome(() => h.client('kol').userTree({ period: 'all' })));
      expect(asExpected(tree.node)).toEqual(expectedNode(DEMO_ACCOUNTS.kol));
      const labelOf = (address: string) => world.users.find((u) => u.address === address)?.label ?? null;
      expect(tree.node.label).toBe(labelOf(DEMO_ACCOUNTS.kol));
      expect(tree.node.label).not.toBeNull();
      expect(tree.children.map((c) => c.label)).toEqual(tree.children.map((c) => labelOf(c.address)));
      const direct = world.users.filter((u) => u.inviterAddress === DEMO_ACCOUNTS.kol);
      expect(rows(tree.children, 'direct invitees')).toHaveLength(Math.min(200, direct.length));
      const expected = direct
        .map((u) => expectedNode(u.address))
        .sort((a, b) => b.downlineCount - a.downlineCount || a.address.localeCompare(b.address));
      expect(tree.children.map(asExpected)).toEqual(expected.slice(0, 200));
      // Some child has a downline of its own: the walk goes deeper.
      expect(tree.children[0]?.downlineCount).toBeGreaterThan(0);
    });

    it('a kol walks down its downline, and anything outside it is 404 as if it did not exist', async () => {
      const kol = h.client('kol');
      const first = okData(await outcome(() => kol.userTree({})));
      const child = first.children[0]?.address as `0x${string}`;
      const below = okData(await outcome(() => kol.userTree({ address: child })));
      expect(below.node.address).toBe(child);
      const grandchild = below.children[0]?.address as `0x${string}`;
      expect(okData(await outcome(() => kol.userTree({ address: grandchild }))).node.address).toBe(
        grandchild,
      );
      const outsider = world.users.find(
        (u) => u.role === 'user' && !downlineOf(DEMO_ACCOUNTS.kol).has(u.address),
      );
      for (const address of [...uplineOf(DEMO_ACCOUNTS.kol), outsider?.address, DEMO_ACCOUNTS.super]) {
        const result = await outcome(() => kol.userTree({ address: address as `0x${string}` }));
        expect(result.code, address).toBe('404');
      }
      expect(uplineOf(DEMO_ACCOUNTS.kol).length).toBeGreaterThan(0);
    });

    it('super and admin name a node: missing is 400, an unknown user 404; a period narrows the figures', async () => {
      expect((await h.callEndpoint('userTree', {}, 'admin')).status).toBe(400);
      const ghost = await outcome(() =>
        h.client('admin').userTree({ address: '0x9999999999999999999999999999999999999999' }),
      );
      expect(ghost.code).toBe('404');
      expect(
        (await h.callEndpoint('userTree', { address: DEMO_ACCOUNTS.kol, period: '1y' }, 'super')).status,
      ).toBe(400);
      const all = okData(
        await outcome(() => h.client('super').userTree({ address: DEMO_ACCOUNTS.kol, period: 'all' })),
      );
      expect(asExpected(all.node)).toEqual(expectedNode(DEMO_ACCOUNTS.kol));
      const week = okData(
        await outcome(() => h.client('super').userTree({ address: DEMO_ACCOUNTS.kol, period: '7d' })),
      );
      const allVolume = asSums(all.node.volume);
      for (const [key, amount] of Object.entries(asSums(week.node.volume))) {
        expect(amount).toBeLessThanOrEqual(allVolume[key] ?? 0);
      }
      expect(week.node.downlineCount).toBe(all.node.downlineCount);
      // 30 days back from now, exactly: the paid orders of the downline since then.
      const month = okData(
        await outcome(() => h.client('super').userTree({ address: DEMO_ACCOUNTS.kol, period: '30d' })),
      );
      const since = Date.now() - 30 * 86_400_000;
      const downline = downlineOf(DEMO_ACCOUNTS.kol);
      expect(asSums(month.node.volume)).toEqual(
        sums(
          world.orders.filter(
            (o) => o.status === 'paid' && downline.has(o.address) && Date.parse(o.createdAt) >= since,
          ),
        ),
      );
    });
  });

  describe('figures', () => {
    const range = { from: '2026-08-01', to: '2026-10-31' };
    const total = (bs: StatsBucket[], pick: (b: StatsBucket) => number) =>
      bs.reduce((n, b) => n + pick(b), 0);

    it('daily sales, commissions and new users add up to the lists’ own totals for the same range', async () => {
      const { buckets } = okData(await outcome(() => h.client('admin').stats({ ...range, bucket: 'day' })));
      expect(buckets).toHaveLength(92);
      expect(buckets[0]?.start).toBe('2026-08-01T00:00:00.000Z');
      expect(buckets.at(-1)?.start).toBe('2026-10-31T00:00:00.000Z');
      const paid = await h.client('admin').orders({ ...range, status: 'paid', pageSize: 1 });
      expect(paid.total).toBeGreaterThan(0);
      expect(total(buckets, (b) => b.sales.reduce((n, s) => n + s.count, 0))).toBe(paid.total);
      const paidRows = await h.all('orders', { ...range, status: 'paid' }, 'admin');
      expect(sums(buckets.flatMap((b) => b.sales))).toEqual(sums(paidRows as TokenAmount[]));
      const users = await h.client('admin').users({ ...range, pageSize: 1 });
      expect(total(buckets, (b) => b.newUsers)).toBe(users.total);
      const referral = await h.all('referralOrders', range, 'admin');
      expect(sums(buckets.flatMap((b) => b.commissions))).toEqual(
        sums(rows(referral).map((r) => ({ ...r, amount: r.commission }) as TokenAmount)),
      );
      expect(buckets.every((b) => b.withdrawals !== undefined)).toBe(true);
    });

    it('weekly buckets start on Monday (UTC) and count the same orders', async () => {
      const daily = okData(await outcome(() => h.client('super').stats({ ...range, bucket: 'day' })));
      const weekly = okData(await outcome(() => h.client('super').stats({ ...range, bucket: 'week' })));
      expect(weekly.buckets.every((b) => new Date(b.start).getUTCDay() === 1)).toBe(true);
      expect(weekly.buckets[0]?.start).toBe('2026-07-27T00:00:00.000Z');
      const count = (bs: StatsBucket[]) => total(bs, (b) => b.sales.reduce((n, s) => n + s.count, 0));
      expect(count(weekly.buckets)).toBe(count(daily.buckets));
      const decided = (bs: StatsBucket[], status: 'approved' | 'rejected') =>
        total(bs, (b) => b.withdrawals?.[status] ?? 0);
      const from = Date.parse('2026-08-01T00:00:00Z');
      const to = Date.parse('2026-10-31T23:59:59.999Z');
      for (const status of ['approved', 'rejected'] as const) {
        const seeded = world.withdrawals.filter(
          (w) =>
            w.status === status &&
            w.decidedAt &&
            Date.parse(w.decidedAt) >= from &&
            Date.parse(w.decidedAt) <= to,
        ).length;
        expect(seeded, status).toBeGreaterThan(0);
        expect(decided(daily.buckets, status), status).toBe(seeded);
        expect(decided(weekly.buckets, status), status).toBe(seeded);
      }
    });

    it('a range starting and ending inside a day counts the orders list’s paid rows, to the millisecond', async () => {
      // Whole days come from the daily sums, the part days at either end from the orders: each
      // range's count and amounts must still be the list's for the same `from` and `to`.
      const ranges = [
        { from: '2026-08-01T13:30:00.000Z', to: '2026-10-30T06:15:00.000Z' }, // part days at both ends
        { from: '2026-09-10T00:00:00.000Z', to: '2026-09-20T11:59:59.999Z' }, // whole first day, part last
        { from: '2026-09-15T08:00:00.000Z', to: '2026-09-15T20:00:00.000Z' }, // inside one day
        { from: '2026-09-15T08:00:00.000+03:00', to: '2026-09-16T01:00:00.000+03:00' }, // an offset
      ];
      const kolDownline = downlineOf(DEMO_ACCOUNTS.kol);
      for (const as of ['admin', 'kol'] as const) {
        for (const range of ranges) {
          const { buckets } = okData(await outcome(() => h.client(as).stats({ ...range, bucket: 'day' })));
          // A kol may not list orders: its expected rows are the admin's list cut to its downline.
          const listed = await h.all('orders', { ...range, status: 'paid' }, 'admin');
          const paidRows = as === 'kol' ? listed.filter((o) => kolDownline.has(o.address)) : listed;
          const counted = total(buckets, (b) => b.sales.reduce((n, s) => n + s.count, 0));
          expect(counted, `${as} ${range.from}`).toBe(paidRows.length);
          expect(sums(buckets.flatMap((b) => b.sales)), `${as} ${range.from}`).toEqual(
            sums(paidRows as TokenAmount[]),
          );
        }
      }
      const wide = await h.all('orders', { ...ranges[0], status: 'paid' }, 'admin');
      rows(
        wide.filter((o) => kolDownline.has(o.address)),
        'the kol’s downline’s paid orders over the first range',
      );
    });

    it('a kol gets its downline’s figures only, and no withdrawals', async () => {
      const { buckets } = okData(await outcome(() => h.client('kol').stats(range)));
      const downline = downlineOf(DEMO_ACCOUNTS.kol);
      const from = Date.parse('2026-08-01T00:00:00Z');
      const to = Date.parse('2026-10-31T23:59:59.999Z');
      const inRange = (at: string) => Date.parse(at) >= from && Date.parse(at) <= to;
      const paid = world.orders.filter(
        (o) => o.status === 'paid' && downline.has(o.address) && inRange(o.createdAt),
      );
      expect(paid.length).toBeGreaterThan(0);
      expect(total(buckets, (b) => b.sales.reduce((n, s) => n + s.count, 0))).toBe(paid.length);
      expect(total(buckets, (b) => b.newUsers)).toBe(
        world.users.filter((u) => downline.has(u.address) && inRange(u.createdAt)).length,
      );
      expect(buckets.some((b) => 'withdrawals' in b)).toBe(false);
      const mine = await h.all('referralOrders', range, 'kol');
      expect(sums(buckets.flatMap((b) => b.commissions))).toEqual(
        sums(mine.map((r) => ({ ...r, amount: r.commission }) as TokenAmount)),
      );
    });

    it('refuses more than 366 buckets, a range ending before it starts, and an unknown bucket', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
        [{ from: '2026-10-01', to: '2026-09-01' }, 'to'],
        [{ from: '2026-10-01', to: '2026-10-02', bucket: 'month' }, 'bucket'],
        [{ from: '2026-10-01' }, 'to'],
        [{ from: 'yesterday', to: '2026-10-02' }, 'from'],
        [{ from: '0000-01-01', to: '2026-10-02' }, 'from'],
      ];
      for (const [query, named] of cases) {
        const reply = await h.callEndpoint('stats', query, 'super');
        expect(reply.status, JSON.stringify(query)).toBe(400);
        expect(reply.body.message, JSON.stringify(query)).toContain(named);
      }
      // One day is a range of its own: one bucket.
      const day = okData(
        await outcome(() => h.client('super').stats({ from: '2026-10-01', to: '2026-10-01' })),
      );
      expect(day.buckets.map((b) => b.start)).toEqual(['2026-10-01T00:00:00.000Z']);
      // 366 days is the most, and 7 years of weeks fits in 366 buckets.
      expect((await h.callEndpoint('stats', { from: '2025-01-01', to: '2026-01-01' }, 'super')).status).toBe(
        200,
      );
      expect(
        (await h.callEndpoint('stats', { from: '2020-01-01', to: '2026-12-31', bucket: 'week' }, 'super'))
          .status,
      ).toBe(200);
    });
  });
}
