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
import { findRecord } from './findRecord.ts';

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

describe('findRecord', () => {
  it("opens an address's user page, in any case; the operator has none to open", async () => {
    const lower = DEMO_ACCOUNTS.user.toLowerCase();
    expect(await findRecord(lower, 'admin', api('admin'))).toBe(`/user/${DEMO_ACCOUNTS.user}`);
    expect(await findRecord(lower, 'operator', api('operator'))).toBeNull();
  });

  it('opens a withdrawal by id for super, and finds an order by id for admin', async () => {
    expect(await findRecord('3', 'super', api('super'))).toBe('/withdraw/3');
    expect(await findRecord('3', 'admin', api('admin'))).toBe('/order?q=3');
  });

  it('finds an order by a prefix of its tx hash, and a purchase order by its number', async () => {
    const hash = world.orders.find((o) => o.txHash)?.txHash?.slice(0, 20) as string;
    expect(await findRecord(hash, 'admin', api('admin'))).toBe(`/order?q=${hash}`);
    const orderNo = world.purchaseOrders[0]?.orderNo as string;
    expect(await findRecord(orderNo, 'admin', api('admin'))).toBe(`/order?q=${orderNo}&tab=purchaseOrders`);
  });

  it("finds a kol's downline user by id, and nothing outside it", async () => {
    const user = world.users.find((u) => u.address === DEMO_ACCOUNTS.user);
    expect(await findRecord(user?.id ?? '', 'kol', api('kol'))).toBe(`/user/${DEMO_ACCOUNTS.user}`);
    expect(await findRecord('1', 'kol', api('kol'))).toBeNull();
  });

  it('says nothing was found', async () => {
    expect(await findRecord('no-such-thing', 'super', api('super'))).toBeNull();
    expect(await findRecord('   ', 'super', api('super'))).toBeNull();
  });
});
