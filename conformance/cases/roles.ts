import { type ApiClient, consoleRoles, DEMO_ACCOUNTS, endpointNames, endpoints } from '@nsa/api';
import { CONTRACT_ROLE_TABLE, signDecision, signDecisions } from '@nsa/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, outcome, rows } from '../harness.ts';
import { downlineOf, takePending, uplineOf, world } from './world.ts';

type Guarded = keyof typeof CONTRACT_ROLE_TABLE;
const guarded = endpointNames.filter((name) => endpoints[name].access !== null) as Guarded[];

export function roleCases(h: Harness) {
  describe('role matrix: every endpoint × role', () => {
    let fresh = 0;
    /** Inputs valid for every role; writes change a record of their own each time. */
    const inputs: { [K in Guarded]: (role: (typeof consoleRoles)[number]) => Promise<unknown> } = {
      authUser: async () => ({}),
      authLogout: async () => ({}),
      users: async () => ({}),
      createUser: async () => ({
        address: `0x${(++fresh).toString(16).padStart(40, 'a')}`,
        role: 'operator',
      }),
      userRelation: async () => ({}),
      referralOrders: async () => ({}),
      orders: async () => ({}),
      purchaseOrders: async () => ({}),
      withdrawals: async () => ({}),
      withdrawalOverview: async () => ({}),
      // Decisions that would succeed: a pending withdrawal one approval decides, signed by the super.
      approveWithdrawal: async () => {
        const w = takePending(h, 1);
        return { id: w.id, ...(await signDecision(h.target().origin, 'super', w, 'approve')) };
      },
      rejectWithdrawal: async () => {
        const w = takePending(h, 1);
        const reason = 'duplicate request';
        return {
          id: w.id,
          reason,
          ...(await signDecision(h.target().origin, 'super', w, 'reject', { reason })),
        };
      },
      getPoints: async () => ({ address: DEMO_ACCOUNTS.user }),
      setPoints: async () => ({ address: DEMO_ACCOUNTS.user, points: 42 }),
      audit: async () => ({}),
      decideBatch: async () => {
        const w = takePending(h, 1);
        return {
          decision: 'approve',
          ids: [w.id],
          ...(await signDecisions(h.target().origin, 'super', [w], 'approve')),
        };
      },
      withdrawalContext: async () => ({ id: world.withdrawals[0]?.id }),
      // A no-op change of a plain user's label: allowed to super and admin, and the data stays as seeded.
      updateUser: async () => ({ address: DEMO_ACCOUNTS.user, label: null }),
      sessions: async () => ({}),
      adjustPoints: async () => ({ address: DEMO_ACCOUNTS.user, delta: 1, reason: 'role matrix' }),
      adjustPointsBatch: async () => ({
        items: [{ address: DEMO_ACCOUNTS.user, delta: 1, reason: 'role matrix' }],
        dryRun: true,
      }),
      pointsHistory: async () => ({}),
      // A kol's own node by default; super and admin name one.
      userTree: async (role) => (role === 'kol' ? {} : { address: DEMO_ACCOUNTS.kol }),
      stats: async () => ({ from: '2026-10-01', to: '2026-10-31' }),
      // Ends another session of the caller's own, signed in for the purpose.
      revokeSessions: async (role) => {
        const extra = await h.signIn(role);
        const own = await h.client({ token: extra }).sessions({});
        return { id: own.list.find((s) => s.current)?.id };
      },
    };
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      // Sessions of their own: the logout cells end them.
      for (const role of consoleRoles) tokens.set(role, await h.signIn(role));
    });
    const cells = guarded.flatMap((name) => consoleRoles.map((role) => [name, role] as const));
    // Logout revokes the caller's token: those cells run last.
    cells.sort((a, b) => Number(a[0] === 'authLogout') - Number(b[0] === 'authLogout'));

    it.each(cells)('%s as %s', async (name, role) => {
      const client = h.client({ token: tokens.get(role) as string });
      const run = client[name] as (input: unknown) => Promise<unknown>;
      const result = await outcome(async () => run(await inputs[name](role)));
      if (CONTRACT_ROLE_TABLE[name][role] === null) {
        expect(result).toMatchObject({ code: '403', message: expect.stringContaining(role) });
      } else {
        expect(result.code, 'message' in result ? result.message : '').toBe('200');
      }
    });

    it.each(guarded)('%s without a token, or with an unknown one, is 401', async (name) => {
      const { method, path } = endpoints[name];
      for (const token of [undefined, 'not-a-token', 'x'.repeat(43)]) {
        const reply = await h.call(method, path, { token });
        expect(reply.status, String(token)).toBe(401);
        expect(reply.body).toMatchObject({ code: '401', success: false, data: null });
      }
    });

    it('checks the role before the input: a forbidden call with a bad body is 403, not 400', async () => {
      const reply = await h.call('POST', '/api/manage/withdraw/approve', { as: 'kol', body: { id: 'x' } });
      expect(reply.status).toBe(403);
    });
  });

  describe('kol scoping: its downline and nothing else', () => {
    const downline = downlineOf(DEMO_ACCOUNTS.kol);
    const upline = uplineOf(DEMO_ACCOUNTS.kol);
    const outsider = world.users.find((u) => u.role === 'user' && !downline.has(u.address));
    if (!outsider) throw new Error('the demo world has no user outside the kol downline');
    const kol = () => h.client('kol');

    it('users: exactly the downline, the kol itself and its upline excluded', async () => {
      const mine = await h.all<{ address: string }>('users', {}, 'kol');
      expect(new Set(mine.map((u) => u.address))).toEqual(downline);
      expect(mine.map((u) => u.address)).not.toContain(DEMO_ACCOUNTS.kol);
    });

    it('user relations: only pairs inside the downline, never one naming the kol’s upline', async () => {
      const mine = await h.all<{ userAddress: string; inviterAddress: string; level: number }>(
        'userRelation',
        {},
        'kol',
      );
      // Every pair whose two ends are the kol or below it, and no other.
      const expected = [...downline].flatMap((d) => {
        const chain = uplineOf(d);
        return chain.slice(0, chain.indexOf(DEMO_ACCOUNTS.kol) + 1).map((a) => `${d}<${a}`);
      });
      expect(mine.map((r) => `${r.userAddress}<${r.inviterAddress}`).sort()).toEqual(expected.sort());
      for (const r of rows(mine)) expect(upline).not.toContain(r.inviterAddress);
    });

    it('referral orders: exactly those whose buyer is in the downline', async () => {
      const mine = await h.all<{ id: string }>('referralOrders', {}, 'kol');
      const expected = world.referralOrders.filter((r) => downline.has(r.buyerAddress)).map((r) => r.id);
      expect(rows(expected, 'downline referral orders').length).toBeLessThan(world.referralOrders.length);
      expect(mine.map((r) => r.id).sort()).toEqual([...expected].sort());
    });

    it('other rows stay hidden, not by address, id, q or filter', async () => {
      const hidden = async (run: (c: ApiClient) => Promise<{ total: number }>) =>
        expect((await run(kol())).total).toBe(0);
      await hidden((c) => c.users({ address: outsider.address }));
      await hidden((c) => c.users({ q: outsider.id }));
      await hidden((c) => c.users({ q: outsider.address.slice(0, 42) }));
      await hidden((c) => c.users({ address: DEMO_ACCOUNTS.kol }));
      await hidden((c) => c.users({ address: DEMO_ACCOUNTS.super }));
      await hidden((c) => c.users({ q: upline[0] as string }));
      await hidden((c) => c.userRelation({ userAddress: outsider.address }));
      await hidden((c) => c.userRelation({ userAddress: DEMO_ACCOUNTS.kol }));
      await hidden((c) => c.referralOrders({ buyerAddress: outsider.address }));
      // The same lookups as admin find them: the kol's zeros are scoping, not absent data.
      expect((await h.client('admin').users({ q: outsider.id })).total).toBe(1);
      expect((await h.client('admin').userRelation({ userAddress: DEMO_ACCOUNTS.kol })).total).toBe(
        upline.length,
      );
    });
  });
}
