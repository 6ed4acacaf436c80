import { accessFor, DEMO_ACCOUNTS, type EndpointName, endpoints } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ORIGIN } from './harness.ts';
import { createHandlers, createMockDb, demoToken } from './index.ts';
import { createMockServer } from './node.ts';

const db = createMockDb({ seed: 5 });
const server = createMockServer(...createHandlers(db));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const snapshot = () =>
  JSON.stringify([db.users, db.withdrawals, db.audit, db.orders.length, db.referralOrders.length]);
const lists: EndpointName[] = [
  'users',
  'userRelation',
  'referralOrders',
  'orders',
  'purchaseOrders',
  'withdrawals',
  'audit',
];
const listCases = lists.flatMap((name) =>
  [
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ pageSize: 1000 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ sort: 'password' }, 'sort'],
    [{ order: 'sideways' }, 'order'],
    [{ from: 'yesterday' }, 'from'],
    [{ to: '2026-13-45' }, 'to'],
    [{ cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
    [{ colour: 'red' }, 'colour'],
  ].map(([input, field]) => [name, input, field] as [EndpointName, Record<string, unknown>, string]),
);
const bad = 'not-an-address';
const cases: [EndpointName, Record<string, unknown> | string, string][] = [
  ...listCases,
  ['users', { role: 'emperor' }, 'role'],
  ['users', { inviterAddress: bad }, 'inviterAddress'],
  ['userRelation', { userAddress: bad }, 'userAddress'],
  ['userRelation', { level: 0 }, 'level'],
  ['referralOrders', { chainId: 7 }, 'chainId'],
  ['referralOrders', { buyerAddress: '0x123' }, 'buyerAddress'],
  ['orders', { status: 'lost' }, 'status'],
  ['orders', { address: bad }, 'Valid Address'],
  ['purchaseOrders', { chainId: 'eth' }, 'chainId'],
  ['withdrawals', { status: 'maybe' }, 'status'],
  ['audit', { action: 'user.delete' }, 'action'],
  ['authNonce', {}, 'Valid Address'],
  ['authNonce', { address: bad }, 'Valid Address'],
  ['authLogin', { address: DEMO_ACCOUNTS.super, message: 'hi' }, 'signature'],
  ['authLogin', { address: DEMO_ACCOUNTS.super, message: 'hi', signature: 'zz' }, 'signature'],
  ['authLogin', [1, 2] as unknown as Record<string, unknown>, 'body'],
  ['authUser', { address: bad }, 'Valid Address'],
  ['createUser', { address: bad, role: 'user' }, 'Valid Address'],
  ['createUser', { address: '0x0000000000000000000000000000000000000abc' }, 'role'],
  [
    'createUser',
    { address: '0x0000000000000000000000000000000000000abc', role: 'user', inviterAddress: 'x' },
    'inviterAddress',
  ],
  [
    'createUser',
    {
      address: '0x0000000000000000000000000000000000000abc',
      role: 'user',
      inviterAddress: '0x0000000000000000000000000000000000000def',
    },
    'inviterAddress',
  ],
  [
    'createUser',
    { address: '0x0000000000000000000000000000000000000abc', role: 'user', remark: 'x'.repeat(201) },
    'remark',
  ],
  [
    'createUser',
    { address: '0x0000000000000000000000000000000000000abc', role: 'user', admin: true },
    'admin',
  ],
  ['createUser', '{"address": ', 'malformed JSON'],
  ['createUser', '"just a string"', 'body'],
  ['approveWithdrawal', { id: 'one' }, 'id'],
  ['approveWithdrawal', { id: 1 }, 'id'],
  ['approveWithdrawal', {}, 'id'],
  ['rejectWithdrawal', { id: '1' }, 'reason'],
  ['rejectWithdrawal', { id: '1', reason: '   ' }, 'reason'],
  ['rejectWithdrawal', { id: '1', reason: 'r'.repeat(501) }, 'reason'],
  ['getPoints', {}, 'Valid Address'],
  ['getPoints', { address: '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266x' }, 'Valid Address'],
  ['setPoints', { address: DEMO_ACCOUNTS.user, points: -1 }, 'points'],
  ['setPoints', { address: DEMO_ACCOUNTS.user, points: 1.5 }, 'points'],
  ['setPoints', { address: DEMO_ACCOUNTS.user, points: '10' }, 'points'],
  ['setPoints', { address: DEMO_ACCOUNTS.user, points: 1_000_000_000_001 }, 'points'],
  ['setPoints', { points: 10 }, 'Valid Address'],
  ['health', { verbose: 1 }, 'verbose'],
  // Integers in a query are plain decimal digits; Number() would read all of these.
  ...['0x10', '1e1', '0b11', '10.0', '+1', ' 10', ''].flatMap((v): typeof listCases =>
    (['page', 'pageSize'] as const).map((param) => ['orders', { [param]: v }, param]),
  ),
  ['orders', { chainId: '0x38' }, 'chainId'],
  ['withdrawals', { chainId: '5.6e1' }, 'chainId'],
  ['userRelation', { level: '1e0' }, 'level'],
  ['users', { ['__proto__']: '1' }, 'Unknown parameter: __proto__'],
  ['users', { constructor: '1' }, 'Unknown parameter: constructor'],
  ['health', { toString: '1' }, 'Unknown parameter: toString'],
  ['orders', { cursor: 'W10' }, 'cursor'],
  ['orders', { cursor: '!!!' }, 'cursor'],
  // A fraction a double rounds away is still a fraction: the raw JSON text decides.
  ['setPoints', `{"address":"${DEMO_ACCOUNTS.user}","points":12.000000000000000001}`, 'points'],
  ['setPoints', `{"address":"${DEMO_ACCOUNTS.user}","points":1e-400}`, 'points'],
  ['withdrawalOverview', { chainId: 1 }, 'chainId'],
];

/** A role allowed to call each endpoint. */
const tokenFor = (name: EndpointName) => {
  if (endpoints[name].access === null) return undefined;
  return demoToken(accessFor(name, 'super') ? 'super' : 'admin');
};

describe('bad input is a 400 naming the field and changes nothing', () => {
  it.each(cases)('%s %j → 400 naming %s', async (name, input, field) => {
    const before = snapshot();
    const result = await call(name, input, tokenFor(name));
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body).toMatchObject({ code: '400', success: false, data: null });
    expect(result.body.message).toContain(field);
    expect(snapshot()).toBe(before);
  });

  it('a repeated query parameter is a 400 naming it', async () => {
    const response = await fetch(`${ORIGIN}/api/manage/users?page=1&page=2`, {
      headers: { token: demoToken('super') },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('page');
  });

  it('a body over 64 KiB is a 413 and changes nothing', async () => {
    const before = snapshot();
    const remark = 'x'.repeat(70 * 1024);
    const result = await call(
      'createUser',
      { address: DEMO_ACCOUNTS.user, role: 'user', remark },
      demoToken('admin'),
    );
    expect(result.status).toBe(413);
    expect(result.body.code).toBe('413');
    expect(snapshot()).toBe(before);
  });
});
