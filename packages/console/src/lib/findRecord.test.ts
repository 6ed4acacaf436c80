import {
  type ConsoleRole,
  createApiClient,
  DEFAULT_APPROVAL_THRESHOLDS,
  DEMO_ACCOUNTS,
  parseApprovalThresholds,
} from '@nsa/api';
import { createDemoWorld, FIXTURE_NOW } from '@nsa/api/demo-world';
import { demoToken } from '@nsa/mocks';
import { createMockServer } from '@nsa/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecords, type SearchHit } from './findRecord.ts';

// The mocks (the server's own API over the demo world): the lookups go through the real client and contract.
const mocks = createMockServer();
const world = createDemoWorld({
  now: FIXTURE_NOW,
  thresholds: parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS),
});
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }));
afterAll(async () => {
  mocks.server.close();
  await (await mocks.api()).close();
});

const api = (role: ConsoleRole) =>
  createApiClient({ baseUrl: 'http://mock.test', getToken: () => demoToken(role) });

const short = (hex: string) => `${hex.slice(0, 4)}…${hex.slice(-4)}`;
const kinds = (hits: SearchHit[]) => hits.map((hit) => hit.kind);
const paths = (hits: SearchHit[]) => hits.map((hit) => hit.to);

describe('findRecords', () => {
  it("lists an address's user, in any case, with its role; the operator reads no users", async () => {
    const hits = await findRecords(DEMO_ACCOUNTS.user.toLowerCase(), 'admin', api('admin'));
    expect(hits).toEqual([
      { kind: 'user', to: `/user/${DEMO_ACCOUNTS.user}`, address: DEMO_ACCOUNTS.user, role: 'user' },
    ]);
    expect(await findRecords(DEMO_ACCOUNTS.user, 'operator', api('operator'))).toEqual([]);
  });

  it('lists every kind an id names for super: the withdrawal, the order, the purchase order and the user', async () => {
    const byId = <T extends { id: string }>(list: T[]) => list.find((record) => record.id === '105') as T;
    const hits = await findRecords('105', 'super', api('super'));
    expect(paths(hits)).toEqual([
      '/withdraw/105',
      `/order?q=${byId(world.orders).orderNo}`,
      `/order?q=${byId(world.purchaseOrders).orderNo}&tab=purchaseOrders`,
      `/user/${byId(world.users).address}`,
    ]);
    expect(kinds(hits)).toEqual(['withdrawal', 'order', 'purchaseOrder', 'user']);
  });

  it('leaves out the lists a role may not read: admin gets no withdrawal for an id', async () => {
    const hits = await findRecords('3', 'admin', api('admin'));
    expect(kinds(hits)).not.toContain('withdrawal');
    expect(kinds(hits)).toContain('order');
  });

  it('lists an order by a prefix of its tx hash as a transaction, and a purchase order by its number', async () => {
    const order = world.orders.find((o) => o.txHash) as (typeof world.orders)[number];
    const prefix = (order.txHash as string).slice(0, 20);
    const hits = await findRecords(prefix, 'admin', api('admin'));
    expect(hits).toContainEqual({
      kind: 'tx',
      to: `/order?q=${order.txHash}`,
      txHash: order.txHash,
      of: 'order',
      record: order.orderNo,
    });
    const purchase = world.purchaseOrders[0] as (typeof world.purchaseOrders)[number];
    expect(paths(await findRecords(purchase.orderNo, 'admin', api('admin')))).toContain(
      `/order?q=${purchase.orderNo}&tab=purchaseOrders`,
    );
  });

  it('finds the users a short form stands for, with either ellipsis, and only those', async () => {
    const user = world.users[42] as (typeof world.users)[number];
    const expected = world.users
      .filter((u) => short(u.address).toLowerCase() === short(user.address).toLowerCase())
      .map((u) => `/user/${u.address}`);
    const hits = await findRecords(short(user.address), 'super', api('super'));
    expect(paths(hits.filter((hit) => hit.kind === 'user')).sort()).toEqual(expected.sort());
    const dots = `${user.address.slice(0, 4)}...${user.address.slice(-4)}`;
    expect(paths(await findRecords(dots.toUpperCase().replace('0X', '0x'), 'super', api('super')))).toContain(
      `/user/${user.address}`,
    );
  });

  it("finds a withdrawal's tx by the short form of its hash", async () => {
    const paid = world.withdrawals.find((w) => w.txHash) as (typeof world.withdrawals)[number];
    const hits = await findRecords(short(paid.txHash as string), 'super', api('super'));
    expect(hits).toContainEqual(
      expect.objectContaining({ kind: 'tx', to: `/withdraw/${paid.id}`, of: 'withdrawal' }),
    );
  });

  it("finds a kol's downline user by id, and nothing outside it", async () => {
    const user = world.users.find((u) => u.address === DEMO_ACCOUNTS.user);
    expect(paths(await findRecords(user?.id ?? '', 'kol', api('kol')))).toEqual([
      `/user/${DEMO_ACCOUNTS.user}`,
    ]);
    expect(await findRecords('1', 'kol', api('kol'))).toEqual([]);
  });

  it('finds nothing for what names no record, or for blanks', async () => {
    expect(await findRecords('no-such-thing', 'super', api('super'))).toEqual([]);
    expect(await findRecords('0x6a…0000000', 'super', api('super'))).toEqual([]);
    expect(await findRecords('   ', 'super', api('super'))).toEqual([]);
  });
});
