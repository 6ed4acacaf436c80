import {
  CHAINS,
  COMMISSION_BPS_BY_LEVEL,
  DEFAULT_APPROVAL_THRESHOLDS,
  DEMO_ACCOUNTS,
  parseApprovalThresholds,
  productionChainIds,
  TOKEN_DECIMALS,
  type Withdrawal,
} from '@nsa/api';
import { createDemoWorld, FIXTURE_NOW } from '@nsa/api/demo-world';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Harness, rows } from '../harness.ts';

/** The demo world as generated: what both targets must serve, record for record. */
export const world = createDemoWorld({
  now: FIXTURE_NOW,
  thresholds: parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS),
});
const byAddress = new Map<string, (typeof world.users)[number]>(world.users.map((u) => [u.address, u]));

/** The inviter chain of `address`, nearest first. */
export function uplineOf(address: string): string[] {
  const chain: string[] = [];
  for (let at = byAddress.get(address)?.inviterAddress; at; at = byAddress.get(at)?.inviterAddress) {
    chain.push(at);
  }
  return chain;
}

/** Everyone whose inviter chain leads up to `address` (itself excluded). */
export const downlineOf = (address: string): Set<string> =>
  new Set(world.users.filter((u) => uplineOf(u.address).includes(address)).map((u) => u.address));

/** Per target (each has its own copy of the world): the pending withdrawals cases have used. */
const takenOn = new WeakMap<object, Set<string>>();
/** A seeded pending withdrawal no case on this target has used yet, needing `required` approvals and with none. */
export function takePending(h: Harness, required: 1 | 2): Withdrawal {
  const target = h.target();
  const taken = takenOn.get(target) ?? new Set<string>();
  takenOn.set(target, taken);
  const w = world.withdrawals.find(
    (x) =>
      x.status === 'pending' &&
      x.requiredApprovals === required &&
      x.approvals.length === 0 &&
      !taken.has(x.id),
  );
  if (!w) throw new Error(`no pending withdrawal needing ${required} approvals is left`);
  taken.add(w.id);
  return w;
}

/** `count` untouched pending withdrawals needing `required` approvals (see takePending). */
export const takePendings = (h: Harness, required: 1 | 2, count: number): Withdrawal[] =>
  Array.from({ length: count }, () => takePending(h, required));

const oldestFirst = <T extends { createdAt: string; id: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.id) - Number(b.id));

export function worldCases(h: Harness) {
  describe('the demo world, as generated, on both targets', () => {
    const served = (name: Parameters<Harness['all']>[0]) => h.all(name, { sort: 'createdAt', order: 'asc' });

    it('serves the generated users, orders, purchase orders and referral orders, ids included', async () => {
      expect(await served('users')).toEqual(oldestFirst(world.users));
      expect(await served('orders')).toEqual(oldestFirst(world.orders));
      expect(await served('purchaseOrders')).toEqual(oldestFirst(world.purchaseOrders));
      expect(await served('referralOrders')).toEqual(oldestFirst(world.referralOrders));
    });

    it('serves the generated points ledger: an opening row for every balance', async () => {
      expect(rows(world.pointsHistory).length).toBe(world.users.filter((u) => u.points > 0).length);
      expect(await served('pointsHistory')).toEqual(oldestFirst(world.pointsHistory));
    });

    it('serves the generated withdrawals with their approvals and thresholds, and their audit', async () => {
      expect(await served('withdrawals')).toEqual(oldestFirst(world.withdrawals));
      const audit = await h.all('audit', { order: 'asc' });
      // Hashes included: the chain served is the one generated, so every hashed field matches too.
      expect(
        audit.map(({ id, actorAddress, action, target, before, after, evidence, hash, prevHash }) => ({
          id,
          actorAddress,
          action,
          target,
          before,
          after,
          evidence,
          hash,
          prevHash,
        })),
      ).toEqual(world.audit.map(({ createdAt: _c, ...entry }) => entry));
    });

    it('is big and varied enough for every screen', () => {
      const platform = world.users.filter((u) => u.role === 'user');
      expect(platform.length).toBeGreaterThanOrEqual(500);
      expect(world.orders.length).toBeGreaterThanOrEqual(1000);
      expect(world.purchaseOrders.length).toBeGreaterThanOrEqual(1000);
      expect(world.referralOrders.length).toBeGreaterThanOrEqual(1000);
      expect(new Set(world.orders.map((o) => o.status)).size).toBe(4);
      expect(new Set(world.orders.map((o) => o.chainId))).toEqual(new Set(productionChainIds));
      expect(world.withdrawals.filter((w) => w.status === 'pending').length).toBeGreaterThanOrEqual(20);
      for (const w of rows(world.withdrawals.filter((x) => x.status !== 'pending'))) {
        expect(w.decidedAt && w.decidedBy).toBeTruthy();
      }
    });

    it('has a kol with a kol above it and a downline at least three deep, and users outside it', () => {
      const upline = uplineOf(DEMO_ACCOUNTS.kol);
      expect(upline.length).toBeGreaterThan(0);
      expect(byAddress.get(upline[0] as string)?.role).toBe('kol');
      const downline = downlineOf(DEMO_ACCOUNTS.kol);
      expect(downline.has(DEMO_ACCOUNTS.user)).toBe(true);
      const depths = [...downline].map((a) => uplineOf(a).indexOf(DEMO_ACCOUNTS.kol) + 1);
      expect(Math.max(...depths)).toBeGreaterThanOrEqual(3);
      expect(world.users.some((u) => u.role === 'user' && !downline.has(u.address))).toBe(true);
    });

    it('the second super signs in as a super', async () => {
      const user = await h.client('secondSuper').authUser({});
      expect(user).toMatchObject({ address: DEMO_ACCOUNTS.secondSuper, role: 'super' });
    });

    it('holds large pending withdrawals, one approved once by the second super, and doubly approved ones', async () => {
      const all = (await h.all('withdrawals')) as Withdrawal[];
      const large = all.filter((w) => w.status === 'pending' && w.requiredApprovals === 2);
      expect(large.length).toBeGreaterThanOrEqual(3);
      const half = large.filter((w) => w.approvals.length === 1);
      expect(half).toHaveLength(1);
      expect(half[0]?.approvals[0]?.address).toBe(DEMO_ACCOUNTS.secondSuper);
      expect(half[0]).toMatchObject({ decidedAt: null, decidedBy: null });
      const awaiting = await h.client('super').withdrawals({ awaiting: 'second' });
      expect(awaiting.list.map((w) => w.id)).toEqual([half[0]?.id]);
      for (const w of rows(all.filter((x) => x.status === 'approved' && x.requiredApprovals === 2))) {
        expect(w.approvals.map((a) => a.address)).toEqual([DEMO_ACCOUNTS.secondSuper, DEMO_ACCOUNTS.super]);
      }
    });

    it('orders and withdrawals pay only in the tokens of their chain', () => {
      for (const row of rows([...world.orders, ...world.purchaseOrders, ...world.withdrawals])) {
        expect(CHAINS[row.chainId].tokens as readonly string[]).toContain(row.tokenSymbol);
      }
    });

    it('referral commissions are the rate of each level, on every ancestor of the buyer', async () => {
      const orders = new Map(world.orders.map((o) => [o.id, o]));
      for (const r of rows(world.referralOrders)) {
        const order = orders.get(r.orderId);
        if (!order) throw new Error(`order ${r.orderId} of referral ${r.id} not found`);
        expect(uplineOf(order.address)[r.level - 1]).toBe(r.referrerAddress);
        const bps = BigInt(COMMISSION_BPS_BY_LEVEL[r.level - 1] ?? 0);
        const places = TOKEN_DECIMALS[order.tokenSymbol];
        expect(parseUnits(r.commission, places)).toBe((parseUnits(order.amount, places) * bps) / 10_000n);
      }
    });
  });
}
