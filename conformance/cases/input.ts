import {
  accessFor,
  DEMO_ACCOUNTS,
  type EndpointName,
  endpointNames,
  endpoints,
  LIST_RULES,
  MAX_BODY_BYTES,
  VALID_ADDRESS_MESSAGE,
} from '@nsa/api';
import { describe, expect, it } from 'vitest';
import type { Actor, Harness } from '../harness.ts';

const bad = 'not-an-address';
const listNames = Object.keys(LIST_RULES) as (keyof typeof LIST_RULES)[];
const anAddress = '0x0000000000000000000000000000000000000abc';

/** Input no endpoint may take: a 400 whose message names the field. */
const cases: [EndpointName, Record<string, unknown> | string, string][] = [
  ['users', { role: 'emperor' }, 'role'],
  ['users', { inviterAddress: bad }, 'inviterAddress'],
  ['userRelation', { userAddress: bad }, 'userAddress'],
  ['userRelation', { level: 0 }, 'level'],
  ['referralOrders', { chainId: 7 }, 'chainId'],
  ['referralOrders', { buyerAddress: '0x123' }, 'buyerAddress'],
  ['orders', { status: 'lost' }, 'status'],
  ['orders', { address: bad }, VALID_ADDRESS_MESSAGE],
  ['purchaseOrders', { chainId: 'eth' }, 'chainId'],
  ['withdrawals', { status: 'maybe' }, 'status'],
  ['withdrawals', { awaiting: 'first' }, 'awaiting'],
  ['audit', { action: 'user.delete' }, 'action'],
  ['authNonce', {}, VALID_ADDRESS_MESSAGE],
  ['authNonce', { address: bad }, VALID_ADDRESS_MESSAGE],
  ['authNonce', { address: '0x52908400098527886E0F7030069857D2E4169Ee7' }, VALID_ADDRESS_MESSAGE],
  ['authLogin', { address: DEMO_ACCOUNTS.super, message: 'hi' }, 'signature'],
  ['authLogin', { address: DEMO_ACCOUNTS.super, message: 'hi', signature: 'zz' }, 'signature'],
  ['authLogin', { address: '0xnope', message: 'x', signature: '0x00' }, VALID_ADDRESS_MESSAGE],
  ['authLogin', '[1,2]', 'body'],
  ['authUser', { address: bad }, VALID_ADDRESS_MESSAGE],
  ['createUser', { address: bad, role: 'user' }, VALID_ADDRESS_MESSAGE],
  ['createUser', { address: anAddress }, 'role'],
  ['createUser', { address: anAddress, role: 'user', inviterAddress: 'x' }, 'inviterAddress'],
  [
    'createUser',
    { address: anAddress, role: 'user', inviterAddress: `0x${'d'.repeat(40)}` },
    'inviterAddress',
  ],
  ['createUser', { address: anAddress, role: 'user', remark: 'x'.repeat(201) }, 'remark'],
  ['createUser', { address: anAddress, role: 'user', admin: true }, 'admin'],
  ['createUser', '{"address": ', 'body'],
  ['createUser', '"just a string"', 'body'],
  ['approveWithdrawal', { id: 'one' }, 'id'],
  ['approveWithdrawal', { id: 1 }, 'id'],
  ['approveWithdrawal', {}, 'id'],
  ...['abc', '0', '-1', '1'.repeat(30)].map((id): [EndpointName, Record<string, unknown>, string] => [
    'approveWithdrawal',
    { id },
    'id',
  ]),
  ['rejectWithdrawal', { id: '1' }, 'reason'],
  ['rejectWithdrawal', { id: '1', reason: '   ' }, 'reason'],
  ['rejectWithdrawal', { id: '1', reason: 'r'.repeat(501) }, 'reason'],
  ['rejectWithdrawal', { id: '1', reason: 'bad\u0000reason' }, 'reason'],
  ['getPoints', {}, VALID_ADDRESS_MESSAGE],
  ['getPoints', { address: '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266x' }, VALID_ADDRESS_MESSAGE],
  ...[-1, 1.5, '10', 1_000_000_000_001].map((points): [EndpointName, Record<string, unknown>, string] => [
    'setPoints',
    { address: DEMO_ACCOUNTS.user, points },
    'points',
  ]),
  ['setPoints', { points: 10 }, VALID_ADDRESS_MESSAGE],
  // A fraction a double rounds away is still a fraction: the raw JSON text decides.
  ...['12.000000000000000001', '1.0000000000000000001e1', '1e-400', '11.9999999999999999999'].map(
    (points): [EndpointName, string, string] => [
      'setPoints',
      `{"address":"${DEMO_ACCOUNTS.user}","points":${points}}`,
      'points',
    ],
  ),
  ['health', { verbose: 1 }, 'verbose'],
  ['withdrawalOverview', { chainId: 1 }, 'chainId'],
  // Integers in a query are plain decimal digits; Number() would read all of these.
  ...['0x10', '1e1', '0b11', '10.0', '+1', ' 10', '', '1_0', 'Infinity', '-0'].flatMap(
    (v): [EndpointName, Record<string, unknown>, string][] =>
      (['page', 'pageSize'] as const).map((param) => ['orders', { [param]: v }, param]),
  ),
  ['orders', { chainId: '0x38' }, 'chainId'],
  ['withdrawals', { chainId: '5.6e1' }, 'chainId'],
  ['withdrawals', { chainId: ' 56' }, 'chainId'],
  ['userRelation', { level: '1e0' }, 'level'],
  ['referralOrders', { level: '1.0' }, 'level'],
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__'].flatMap(
    (key): [EndpointName, Record<string, unknown>, string][] => [
      ['users', { [key]: '1' }, `Unknown parameter: ${key}`],
      ['getPoints', { address: DEMO_ACCOUNTS.user, [key]: '1' }, `Unknown parameter: ${key}`],
      ['health', { [key]: '1' }, `Unknown parameter: ${key}`],
    ],
  ),
  ['orders', { from: '0000-01-01' }, 'from'],
  ['users', { to: '0000-12-31' }, 'to'],
  ['audit', { q: 'a\u0000' }, 'q'],
  ['audit', { target: '\u0000' }, 'target'],
  ...listNames.map((name): [EndpointName, Record<string, unknown>, string] => [
    name,
    { cursor: 'W10' },
    'cursor',
  ]),
];

/** An account allowed to call each endpoint. */
const callerOf = (name: EndpointName): Actor | undefined =>
  endpoints[name].access === null ? undefined : accessFor(name, 'super') ? 'super' : 'admin';

export function inputCases(h: Harness) {
  /** What a refused call must leave as it was. */
  const fingerprint = async () => {
    const s = h.client('super');
    return JSON.stringify([
      (await s.users({ pageSize: 1 })).total,
      (await s.audit({ pageSize: 1 })).list,
      (await s.withdrawals({ status: 'pending', pageSize: 1 })).total,
      await s.getPoints({ address: DEMO_ACCOUNTS.user }),
    ]);
  };

  describe('bad input is a 400 naming the field, and changes nothing', () => {
    it.each(cases)('%s %j → 400 naming %s', async (name, input, field) => {
      const before = await fingerprint();
      const reply = await h.callEndpoint(name, input, callerOf(name));
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body).toMatchObject({ code: '400', success: false, data: null });
      expect(reply.body.message).toContain(field);
      expect(await fingerprint()).toBe(before);
    });

    it('a repeated query parameter is a 400 naming it', async () => {
      const response = await fetch(`${h.target().url}/api/manage/users?page=1&page=2`, {
        headers: { token: h.token('super') },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain('page');
    });

    it('a body that is not JSON is 415, malformed JSON 400, over 64 KiB 413: nothing changes', async () => {
      const before = await fingerprint();
      const path = '/api/operation/set-points';
      const body = JSON.stringify({ address: DEMO_ACCOUNTS.user, points: 4242 });
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const reply = await h.call('POST', path, {
          as: 'admin',
          rawBody: body,
          headers: { 'content-type': type },
        });
        expect(reply.status, type).toBe(415);
        expect(reply.body).toMatchObject({ code: '415', success: false, data: null });
        expect(reply.body.message).toContain('content-type');
      }
      expect((await h.call('POST', path, { as: 'admin', rawBody: '{"address":' })).status).toBe(400);
      const huge = await h.call('POST', path, {
        as: 'admin',
        body: { address: DEMO_ACCOUNTS.user, points: 1, pad: 'x'.repeat(MAX_BODY_BYTES) },
      });
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ code: '413', success: false, data: null });
      const login = await h.call('POST', '/api/auth/login', {
        rawBody: JSON.stringify({ x: 'a'.repeat(70_000) }),
      });
      expect(login.status).toBe(413);
      expect(await fingerprint()).toBe(before);
    });

    it('deeply nested bodies are a 400, not a blown stack', async () => {
      for (const rawBody of [
        `${'['.repeat(30_000)}1e-400${']'.repeat(30_000)}`,
        `${'{"a":'.repeat(9_000)}1${'}'.repeat(9_000)}`,
      ]) {
        expect((await h.call('POST', '/api/operation/set-points', { as: 'super', rawBody })).status).toBe(
          400,
        );
      }
    });

    it('every endpoint answers hostile input with an envelope, never a 500', async () => {
      // A session of its own: one of the calls is a logout.
      const token = await h.signIn('super');
      const hostile = [
        '',
        'null',
        '"text"',
        '[]',
        '{"__proto__":{"x":1}}',
        '{"id":{"$gt":0}}',
        `{"address":"${'f'.repeat(5000)}"}`,
      ];
      for (const name of endpointNames) {
        const { method, path } = endpoints[name];
        for (const body of hostile) {
          const reply =
            method === 'GET'
              ? await h.call(
                  'GET',
                  `${path}?address=${encodeURIComponent(body)}&page=${encodeURIComponent(body)}`,
                  { token },
                )
              : await h.call('POST', path, { token, rawBody: body });
          expect(reply.status, `${name} ${body}`).toBeLessThan(500);
          expect(reply.body.code).toBe(String(reply.status));
        }
      }
    });

    it('an unknown /api path, or a method an endpoint does not take, is a 404 envelope', async () => {
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['GET', '/api'],
        ['GET', '/api/manage/users/1'],
        ['POST', '/api/health'],
      ] as const) {
        const reply = await h.call(method, path);
        expect(reply.status, path).toBe(404);
        expect(reply.body).toMatchObject({ code: '404', success: false, data: null });
      }
    });

    it('HEAD answers wherever GET does: its status and headers, no body', async () => {
      for (const path of [
        '/api/health',
        `/api/auth/nonce?address=${DEMO_ACCOUNTS.kol}`,
        '/api/manage/users?pageSize=1',
        '/api/manage/users?page=0x10',
        '/api/auth/user',
        '/api/nope',
      ]) {
        const init: RequestInit = { headers: path.includes('users') ? { token: h.token('super') } : {} };
        const get = await fetch(`${h.target().url}${path}`, { ...init, method: 'GET' });
        await get.arrayBuffer();
        const head = await fetch(`${h.target().url}${path}`, { ...init, method: 'HEAD' });
        expect(head.status, path).toBe(get.status);
        expect(await head.text()).toBe('');
        expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      }
    });
  });
}
