import {
  type ApiClient,
  ApiError,
  CHAINS,
  type ChainId,
  COMMISSION_BPS_BY_LEVEL,
  consoleRoles,
  createApiClient,
  DECISION_REQUIRED_MESSAGE,
  DEMO_ACCOUNTS,
  LIST_RULES,
  LOGIN_FAILURE_LIMIT,
  MAX_BODY_BYTES,
  VALID_ADDRESS_MESSAGE,
  type Withdrawal,
} from '@nsa/api';
import {
  CONTRACT_ROLE_TABLE,
  call,
  type DemoName,
  demoAccount,
  login,
  nonceMessage,
  signDecision,
  signIn,
  stranger,
} from '@nsa/api/testing';
import { getAddress, parseUnits } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Target } from './targets.ts';

type Outcome<T> = { code: '200'; data: T } | { code: string; message: string };

/** A call's envelope code and data or message, so refusals are asserted like successes. */
async function outcome<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { code: '200', data: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
}

const okData = <T>(result: Outcome<T>): T => {
  if (!('data' in result)) throw new Error(`expected 200, got ${result.code}: ${result.message}`);
  return result.data;
};

type ListName = keyof typeof LIST_RULES;
const listsOf = (role: 'super' | 'kol'): ListName[] =>
  (Object.keys(LIST_RULES) as ListName[]).filter((name) => CONTRACT_ROLE_TABLE[name][role] !== null);

/**
 * The contract, written once, run against a back-end. Cases read the target's demo world through
 * the API instead of assuming it, except the seeded facts both back-ends must share.
 */
export function conformanceSuite(target: () => Target) {
  const tokens = new Map<DemoName, string>();
  const client = (as?: DemoName): ApiClient =>
    createApiClient({ baseUrl: target().url, getToken: () => (as ? tokens.get(as) : undefined) });
  const signInAll = async () => {
    tokens.clear();
    for (const role of [...consoleRoles, 'secondSuper'] as const)
      tokens.set(role, await signIn(target().url, role));
  };

  // Groups run in order on one world: reads first, then writes that touch rows no later case assumes.
  beforeAll(signInAll);

  describe('reads', () => {
    describe('role matrix: every endpoint × role', () => {
      // Inputs that are valid for every role and change nothing (404 or 409 where the call is allowed).
      const inputs: { [K in keyof typeof CONTRACT_ROLE_TABLE]: () => Parameters<ApiClient[K]>[0] } = {
        authUser: () => ({}),
        authLogout: () => ({}),
        users: () => ({}),
        createUser: () => ({ address: DEMO_ACCOUNTS.user, role: 'user' }),
        userRelation: () => ({}),
        referralOrders: () => ({}),
        orders: () => ({}),
        purchaseOrders: () => ({}),
        withdrawals: () => ({}),
        withdrawalOverview: () => ({}),
        approveWithdrawal: () => ({ id: '999999999' }),
        rejectWithdrawal: () => ({ id: '999999999', reason: 'no such withdrawal' }),
        getPoints: () => ({ address: stranger().address }),
        setPoints: () => ({ address: stranger().address, points: 1 }),
        audit: () => ({}),
      };
      const cells = (Object.keys(CONTRACT_ROLE_TABLE) as (keyof typeof CONTRACT_ROLE_TABLE)[])
        .filter((name) => name !== 'authLogout')
        .flatMap((name) => consoleRoles.map((role) => [name, role] as const));

      it.each(cells)('%s as %s', async (name, role) => {
        const run = client(role)[name] as (input: unknown) => Promise<unknown>;
        const result = await outcome(() => run(inputs[name]()));
        if (CONTRACT_ROLE_TABLE[name][role] === null) {
          expect(result.code).toBe('403');
        } else {
          expect(['200', '404', '409']).toContain(result.code);
        }
      });

      it.each(cells.filter(([, role]) => role === 'super'))('%s without a token is 401', async (name) => {
        const run = client()[name] as (input: unknown) => Promise<unknown>;
        expect((await outcome(() => run(inputs[name]()))).code).toBe('401');
      });
    });

    describe.each(listsOf('super'))('list %s', (name) => {
      const list = (input: Record<string, unknown>, as: DemoName = 'super') =>
        outcome(() => (client(as)[name] as (i: unknown) => Promise<ListPage>)(input));
      type ListPage = {
        list: Row[];
        total: number;
        page: number;
        pageSize: number;
        nextCursor: string | null;
      };
      // biome-ignore lint/suspicious/noExplicitAny: rows of every list are read field by field
      type Row = Record<string, any>;
      const key = (row: Row) => JSON.stringify(row);

      it('pages do not overlap, and a cursor walk meets the same rows as page numbers', async () => {
        const first = okData(await list({ pageSize: 5 }));
        const second = okData(await list({ pageSize: 5, page: 2 }));
        expect(first.list).toHaveLength(Math.min(5, first.total));
        expect(first.page).toBe(1);
        const seen = new Set(first.list.map(key));
        for (const row of second.list) expect(seen.has(key(row))).toBe(false);
        if (first.total > 5) {
          expect(first.nextCursor).toEqual(expect.any(String));
          const next = okData(await list({ pageSize: 5, cursor: first.nextCursor }));
          expect(next.page).toBe(0);
          expect(next.list).toEqual(second.list);
        }
        const all = okData(await list({ pageSize: 100, page: Math.ceil(first.total / 100) + 1 }));
        expect(all.list).toEqual([]);
        expect(all.nextCursor).toBeNull();
      });

      it.each(LIST_RULES[name].sorts.map((s) => [s]))('sorts by %s both ways', async (sort) => {
        for (const order of ['asc', 'desc'] as const) {
          const page = okData(await list({ sort, order, pageSize: 50 }));
          // The audit log keeps commit order (its ids), which concurrent writers' clocks may not.
          const column = name === 'audit' ? 'id' : sort;
          const values = page.list.map((row) => row[column]).filter((v) => v !== null);
          const sorted = [...values].sort((a, b) => compare(a, b) * (order === 'asc' ? 1 : -1));
          expect(values).toEqual(sorted);
        }
      });

      it('refuses an unknown sort column, parameter, page size and cursor, naming the parameter', async () => {
        const refusals: [Record<string, unknown>, string][] = [
          [{ sort: 'password' }, 'sort'],
          [{ colour: 'red' }, 'colour'],
          [{ pageSize: 101 }, 'pageSize'],
          [{ page: 0 }, 'page'],
          [{ cursor: 'not-a-cursor' }, 'cursor'],
          [{ from: 'yesterday' }, 'from'],
        ];
        for (const [input, field] of refusals) {
          const result = await list(input);
          expect(result.code, JSON.stringify(input)).toBe('400');
          expect('message' in result && result.message, JSON.stringify(input)).toContain(field);
        }
      });

      it('q matches each searchable field as LIST_RULES says', async () => {
        const rows = okData(await list({ pageSize: 3 })).list;
        expect(rows.length).toBeGreaterThan(0);
        const row = rows[rows.length - 1] as Row;
        for (const [field, match] of Object.entries(LIST_RULES[name].search)) {
          const value = row[field];
          if (typeof value !== 'string') continue;
          const found = okData(await list({ q: value, pageSize: 100 })).list;
          expect(found.map(key), `${field} = ${value}`).toContain(key(row));
          if (match === 'prefix' && value.length > 10) {
            const prefix = value.slice(0, 10).toUpperCase();
            const byPrefix = okData(await list({ q: prefix, pageSize: 100 }));
            expect(byPrefix.total, `${field} prefix ${prefix}`).toBeGreaterThan(0);
            for (const hit of byPrefix.list) {
              const fields = Object.keys(LIST_RULES[name].search).map((f) => String(hit[f] ?? ''));
              expect(fields.some((f) => f.toLowerCase().startsWith(prefix.toLowerCase()))).toBe(true);
            }
          }
        }
      });

      it('from and to are inclusive', async () => {
        const row = okData(await list({ pageSize: 1 })).list[0] as Row;
        const at = row.createdAt as string;
        const found = okData(await list({ from: at, to: at, pageSize: 100 })).list;
        expect(found.map(key)).toContain(key(row));
      });
    });

    describe('q on orderNo is exact: an id, not a prefix', () => {
      it.each(['orders', 'purchaseOrders'] as const)('%s', async (name) => {
        const read = (input: { q?: string; pageSize?: number }) => client('super')[name](input);
        const [order] = okData(await outcome(() => read({ pageSize: 1 }))).list;
        if (!order) throw new Error('no orders');
        const exact = okData(await outcome(() => read({ q: order.orderNo })));
        expect(exact.list.map((o) => o.id)).toContain(order.id);
        const prefix = okData(await outcome(() => read({ q: order.orderNo.slice(0, -1) })));
        expect(prefix.list.map((o) => o.orderNo)).not.toContain(order.orderNo);
      });
    });

    describe('kol scoping', () => {
      let downline: Set<string>;
      beforeAll(async () => {
        downline = new Set();
        for (let page = 1; ; page += 1) {
          const rows = okData(
            await outcome(() =>
              client('super').userRelation({ inviterAddress: DEMO_ACCOUNTS.kol, pageSize: 100, page }),
            ),
          );
          for (const r of rows.list) downline.add(r.userAddress);
          if (!rows.nextCursor) break;
        }
        expect(downline.size).toBeGreaterThan(0);
      });

      it('users: exactly the downline, the kol itself excluded', async () => {
        const page = okData(await outcome(() => client('kol').users({ pageSize: 100 })));
        expect(page.total).toBe(downline.size);
        for (const u of page.list) expect(downline.has(u.address)).toBe(true);
        expect(page.list.map((u) => u.address)).not.toContain(DEMO_ACCOUNTS.kol);
      });

      it('referral orders: only buyers in the downline', async () => {
        const page = okData(await outcome(() => client('kol').referralOrders({ pageSize: 100 })));
        for (const r of page.list) expect(downline.has(r.buyerAddress)).toBe(true);
      });

      it('user relations: only rows inside the downline', async () => {
        const page = okData(await outcome(() => client('kol').userRelation({ pageSize: 100 })));
        for (const r of page.list) expect(downline.has(r.userAddress)).toBe(true);
      });

      it('other rows stay hidden even by q or address', async () => {
        const byQ = okData(await outcome(() => client('kol').users({ q: DEMO_ACCOUNTS.admin })));
        expect(byQ.total).toBe(0);
        const byAddress = okData(await outcome(() => client('kol').users({ address: DEMO_ACCOUNTS.super })));
        expect(byAddress.total).toBe(0);
      });
    });

    describe('seeded facts both worlds share', () => {
      it('the second super signs in as a super', async () => {
        const user = okData(await outcome(() => client('secondSuper').authUser({})));
        expect(user).toMatchObject({ address: DEMO_ACCOUNTS.secondSuper, role: 'super' });
      });

      it('a withdrawal awaits its second approval, approved once by the second super', async () => {
        const page = okData(await outcome(() => client('super').withdrawals({ awaiting: 'second' })));
        expect(page.total).toBeGreaterThan(0);
        for (const w of page.list) {
          expect(w).toMatchObject({ status: 'pending', requiredApprovals: 2 });
          expect(w.approvals).toHaveLength(1);
        }
        expect(page.list.map((w) => w.approvals[0]?.address)).toContain(DEMO_ACCOUNTS.secondSuper);
      });

      it('orders and withdrawals pay only in the tokens of their chain', async () => {
        for (const name of ['orders', 'purchaseOrders', 'withdrawals'] as const) {
          const read = (input: {
            pageSize: number;
          }): Promise<{ list: { id: string; chainId: ChainId; tokenSymbol: string }[] }> =>
            client('super')[name](input);
          const page = okData(await outcome(() => read({ pageSize: 100 })));
          for (const row of page.list) {
            expect(CHAINS[row.chainId].tokens as readonly string[], `${name} ${row.id}`).toContain(
              row.tokenSymbol,
            );
          }
        }
      });

      it('referral commissions are the seeded rate of each level', async () => {
        // The deepest levels and the first ones: the rates differ most between levels.
        const deep = okData(
          await outcome(() => client('super').referralOrders({ sort: 'level', pageSize: 15 })),
        );
        const near = okData(
          await outcome(() => client('super').referralOrders({ sort: 'level', order: 'asc', pageSize: 15 })),
        );
        expect(deep.list[0]?.level).toBeGreaterThanOrEqual(3);
        for (const r of [...deep.list, ...near.list]) {
          const [order] = okData(await outcome(() => client('super').orders({ q: r.orderId }))).list;
          if (!order) throw new Error(`order ${r.orderId} of referral ${r.id} not found`);
          const bps = BigInt(COMMISSION_BPS_BY_LEVEL[r.level - 1] ?? 0);
          const places = 6;
          const expected = (parseUnits(order.amount, places) * bps) / 10_000n;
          // The mocks keep amounts to the token's places, the server to 6: compare at the coarser one.
          const actual = parseUnits(r.commission, places);
          expect(actual <= expected && expected - actual < 10n ** 6n / 100n + 1n, `${r.id}`).toBe(true);
        }
      });
    });

    describe('bad input', () => {
      it('an invalid address is a 400 naming the field', async () => {
        const result = await outcome(() =>
          client('operator').getPoints({ address: '0xnope' as `0x${string}` }),
        );
        expect(result).toEqual({ code: '400', message: VALID_ADDRESS_MESSAGE });
      });

      it('a body that is not JSON is 415, malformed JSON 400, over 64 KiB 413', async () => {
        const token = tokens.get('admin');
        const path = '/api/operation/set-points';
        const asText = await call(target().url, 'POST', path, {
          token,
          rawBody: '{}',
          headers: { 'content-type': 'text/plain' },
        });
        expect(asText.status).toBe(415);
        const broken = await call(target().url, 'POST', path, { token, rawBody: '{"address":' });
        expect(broken.status).toBe(400);
        const huge = await call(target().url, 'POST', path, {
          token,
          body: { address: DEMO_ACCOUNTS.user, points: 1, pad: 'x'.repeat(MAX_BODY_BYTES) },
        });
        expect(huge.status).toBe(413);
        expect(huge.body).toMatchObject({ code: '413', success: false, data: null });
      });
    });
  });

  describe('sign-in', () => {
    it('issues a nonce message and signs in every console role', async () => {
      for (const role of consoleRoles) {
        const reply = await login(target().url, demoAccount(role));
        expect(reply.status).toBe(200);
        expect(reply.body.data.user).toMatchObject({ role, address: DEMO_ACCOUNTS[role] });
      }
    });

    it('a nonce is consumed by a failed signature: the right one after it is refused', async () => {
      const admin = demoAccount('admin');
      const message = await nonceMessage(target().url, admin.address);
      const forged = await demoAccount('kol').signMessage({ message });
      const wrong = await call(target().url, 'POST', '/api/auth/login', {
        body: { address: admin.address, message, signature: forged },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('signature: does not match the address');
      const retry = await login(target().url, admin, message);
      expect(retry.status).toBe(401);
      expect(retry.body.message).toBe('message: nonce is unknown, already used or expired');
    });

    it('a used nonce cannot sign in again', async () => {
      const operator = demoAccount('operator');
      const message = await nonceMessage(target().url, operator.address);
      expect((await login(target().url, operator, message)).status).toBe(200);
      const replay = await login(target().url, operator, message);
      expect(replay.body).toMatchObject({
        code: '401',
        message: 'message: nonce is unknown, already used or expired',
      });
    });

    it('a nonce of another address, a plain user and a stranger are refused with 401', async () => {
      const message = await nonceMessage(target().url, DEMO_ACCOUNTS.admin);
      const other = await login(target().url, demoAccount('kol'), message);
      expect(other.status).toBe(401);
      const user = await login(target().url, demoAccount('user'));
      expect(user.body).toMatchObject({ code: '401', message: 'address: not a console user' });
      expect((await login(target().url, stranger())).body.message).toBe('address: not a console user');
    });

    it('a login body that is not JSON is 415; a body missing a field is 400', async () => {
      const asText = await call(target().url, 'POST', '/api/auth/login', {
        rawBody: '{}',
        headers: { 'content-type': 'text/plain' },
      });
      expect(asText.status).toBe(415);
      const missing = await call(target().url, 'POST', '/api/auth/login', {
        body: { address: DEMO_ACCOUNTS.admin },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('message');
    });
  });

  describe('writes', () => {
    it('an admin creates a user once; the second time is 409; granting admin is 403', async () => {
      const address = '0x00000000000000000000000000000000c0ffee01';
      const created = okData(
        await outcome(() => client('admin').createUser({ address, role: 'operator', remark: 'night shift' })),
      );
      expect(created).toMatchObject({
        address: getAddress(address),
        role: 'operator',
      });
      const again = await outcome(() => client('admin').createUser({ address, role: 'user' }));
      expect(again.code).toBe('409');
      const grant = await outcome(() =>
        client('admin').createUser({ address: '0x00000000000000000000000000000000c0ffee02', role: 'admin' }),
      );
      expect(grant.code).toBe('403');
      const audit = okData(
        await outcome(() => client('super').audit({ action: 'user.create', pageSize: 1 })),
      );
      expect(audit.list[0]).toMatchObject({ actorAddress: DEMO_ACCOUNTS.admin, target: created.address });
    });

    it('an operator sets points and reads them back; the audit log has the change', async () => {
      const set = okData(
        await outcome(() => client('operator').setPoints({ address: DEMO_ACCOUNTS.user, points: 4242 })),
      );
      expect(set).toEqual({ address: DEMO_ACCOUNTS.user, points: 4242 });
      expect(okData(await outcome(() => client('admin').getPoints({ address: DEMO_ACCOUNTS.user })))).toEqual(
        set,
      );
      const [entry] = okData(await outcome(() => client('super').audit({ action: 'points.set' }))).list;
      expect(entry).toMatchObject({ actorAddress: DEMO_ACCOUNTS.operator, after: { points: 4242 } });
    });
  });

  describe('governance', () => {
    const decide = async (as: DemoName, w: Withdrawal, decision: 'approve' | 'reject', reason = 'no') => {
      const signed = await signDecision(target().origin, as, w, decision, { reason });
      return outcome(() =>
        decision === 'approve'
          ? client(as).approveWithdrawal({ id: w.id, ...signed })
          : client(as).rejectWithdrawal({ id: w.id, reason, ...signed }),
      );
    };
    const pending = async (required: 1 | 2) => {
      const page = okData(
        await outcome(() => client('super').withdrawals({ status: 'pending', pageSize: 100 })),
      );
      const row = page.list.find((w) => w.requiredApprovals === required && w.approvals.length === 0);
      if (!row) throw new Error(`no pending withdrawal needing ${required} approvals`);
      return row;
    };

    it('an unsigned decision is refused; the row does not change', async () => {
      const w = await pending(1);
      const result = await outcome(() => client('super').approveWithdrawal({ id: w.id }));
      expect(result).toEqual({ code: '400', message: DECISION_REQUIRED_MESSAGE });
      const [after] = okData(await outcome(() => client('super').withdrawals({ q: w.id }))).list;
      expect(after).toEqual(w);
    });

    it('a signed approval decides a small withdrawal; deciding it again is 409', async () => {
      const w = await pending(1);
      const approved = okData(await decide('super', w, 'approve'));
      expect(approved).toMatchObject({ id: w.id, status: 'approved', decidedBy: DEMO_ACCOUNTS.super });
      expect((await decide('super', w, 'reject')).code).toBe('409');
      const [entry] = okData(
        await outcome(() => client('super').audit({ action: 'withdraw.approve', target: w.id })),
      ).list;
      expect(entry?.evidence?.typedData.message).toMatchObject({ withdrawalId: w.id, decision: 'approve' });
    });

    it('a large withdrawal needs a second super: the same super twice is 409', async () => {
      const w = await pending(2);
      const first = okData(await decide('super', w, 'approve'));
      expect(first).toMatchObject({ status: 'pending', approvals: [{ address: DEMO_ACCOUNTS.super }] });
      const awaiting = okData(
        await outcome(() => client('super').withdrawals({ awaiting: 'second', q: w.id })),
      );
      expect(awaiting.list.map((r) => r.id)).toEqual([w.id]);
      expect((await decide('super', first, 'approve')).code).toBe('409');
      const second = okData(await decide('secondSuper', first, 'approve'));
      expect(second.status).toBe('approved');
      expect(second.approvals.map((a) => a.address)).toEqual([
        DEMO_ACCOUNTS.super,
        DEMO_ACCOUNTS.secondSuper,
      ]);
    });

    it('a reject ends a half-approved withdrawal with its reason', async () => {
      const [half] = okData(await outcome(() => client('super').withdrawals({ awaiting: 'second' }))).list;
      if (!half) throw new Error('no half-approved withdrawal');
      const rejected = okData(await decide('super', half, 'reject', 'compliance hold'));
      expect(rejected).toMatchObject({ status: 'rejected', reason: 'compliance hold' });
    });
  });

  describe('throttling', () => {
    it(`past ${LOGIN_FAILURE_LIMIT} failures one client is refused with 429, even with a valid signature`, async () => {
      const headers = await target().newClient();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
        const reply = await call(target().url, 'POST', '/api/auth/login', {
          body: { address: 'nope' },
          headers,
        });
        expect(reply.status).toBe(400);
      }
      const admin = demoAccount('admin');
      const message = await nonceMessage(target().url, admin.address);
      const signature = await admin.signMessage({ message });
      const body = { address: admin.address, message, signature };
      const valid = await call(target().url, 'POST', '/api/auth/login', { body, headers });
      expect(valid.status).toBe(429);
      expect(Number(valid.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client is not refused for this one's failures.
      const other = await call(target().url, 'POST', '/api/auth/login', {
        body,
        headers: await target().newClient(),
      });
      expect(other.status).not.toBe(429);
    });
  });
}

/** Orders list values as the server does: decimal strings by value, the rest as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  if (/^-?\d+(\.\d+)?$/.test(sa) && /^-?\d+(\.\d+)?$/.test(sb)) {
    const diff = parseUnits(sa, 40) - parseUnits(sb, 40);
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
