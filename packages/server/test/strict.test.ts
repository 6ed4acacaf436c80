import { DEMO_ACCOUNTS, encodeCursor } from '@nsa/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, 'super');
});
afterAll(() => server?.close());

/** GET with the query string exactly as written (URLSearchParams would re-encode it). */
async function getRaw(path: string, query: string) {
  const response = await fetch(`${server.url}${path}?${query}`, { headers: { token } });
  return { status: response.status, body: (await response.json()) as { code: string; message: string } };
}

const notIntegers = ['0x10', '1e1', '0b11', '10.0', '%2B1', '%2010', '', '1_0', 'Infinity', '-0'];

describe('strict inputs', () => {
  it.each(['page', 'pageSize'])('refuses %s unless it is plain decimal digits', async (param) => {
    for (const value of notIntegers) {
      const reply = await getRaw('/api/manage/orders', `${param}=${value}`);
      expect(reply.status, `${param}=${value}`).toBe(400);
      expect(reply.body.message).toMatch(new RegExp(`^${param}: `));
    }
    expect((await getRaw('/api/manage/orders', `${param}=10`)).status).toBe(200);
  });

  it('refuses chainId and level written other than in decimal digits', async () => {
    for (const [path, query, param] of [
      ['/api/manage/orders', 'chainId=0x38', 'chainId'],
      ['/api/manage/orders', 'chainId=5.6e1', 'chainId'],
      ['/api/manage/withdraw', 'chainId=%2056', 'chainId'],
      ['/api/manage/user-relation', 'level=0x1', 'level'],
      ['/api/manage/referral-orders', 'level=1.0', 'level'],
    ]) {
      const reply = await getRaw(path as string, query as string);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message).toContain(param);
    }
    expect((await getRaw('/api/manage/orders', 'chainId=56')).status).toBe(200);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__'])(
    'treats the query key %s as an unknown parameter',
    async (key) => {
      for (const path of ['/api/manage/users', '/api/operation/get-points', '/api/health']) {
        const query = path.includes('points') ? `address=${DEMO_ACCOUNTS.user}&${key}=1` : `${key}=1`;
        const reply = await getRaw(path, query);
        expect(reply.status, `${path} ${key}`).toBe(400);
        expect(reply.body.message).toBe(`Unknown parameter: ${key}`);
      }
    },
  );

  it('refuses points whose fraction a double rounds away, and changes nothing', async () => {
    const address = DEMO_ACCOUNTS.user;
    const before = await call(server.url, 'GET', '/api/operation/get-points', { token, query: { address } });
    for (const points of [
      '12.000000000000000001',
      '1.0000000000000000001e1',
      '1e-400',
      '11.9999999999999999999',
    ]) {
      const reply = await call(server.url, 'POST', '/api/operation/set-points', {
        token,
        rawBody: `{"address":"${address}","points":${points}}`,
      });
      expect(reply.status, points).toBe(400);
      expect(reply.body.message).toMatch(/^points: /);
    }
    const after = await call(server.url, 'GET', '/api/operation/get-points', { token, query: { address } });
    expect(after.body.data).toEqual(before.body.data);
    const whole = await call(server.url, 'POST', '/api/operation/set-points', {
      token,
      rawBody: `{"address":"${address}","points":12}`,
    });
    expect(whole.status).toBe(200);
  });
});

describe('deeply nested bodies', () => {
  it('answer 400, not a 500 from a blown stack', async () => {
    for (const rawBody of [
      `${'['.repeat(30_000)}1e-400${']'.repeat(30_000)}`,
      `${'{"a":'.repeat(9_000)}1${'}'.repeat(9_000)}`,
    ]) {
      const reply = await call(server.url, 'POST', '/api/operation/set-points', { token, rawBody });
      expect(reply.status).toBe(400);
    }
  });
});

/** The list endpoints and each one's sort columns (what a cursor's value is compared with). */
const sorted: [string, string[]][] = [
  ['/api/manage/users', ['createdAt', 'points', 'address']],
  ['/api/manage/user-relation', ['createdAt', 'level']],
  ['/api/manage/referral-orders', ['createdAt', 'commission', 'level']],
  ['/api/manage/orders', ['createdAt', 'amount', 'quantity']],
  ['/api/manage/withdraw', ['createdAt', 'amount', 'decidedAt']],
  ['/api/manage/audit', ['createdAt']],
];

async function withCursor(path: string, sort: string, order: string, cursor: string) {
  const url = new URL(path, server.url);
  url.search = new URLSearchParams({ sort, order, cursor }).toString();
  const response = await fetch(url, { headers: { token } });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const base64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('crafted cursors are a 400 naming cursor, never a 500', () => {
  it('refuses impossible dates, out-of-range numbers, bad base64, wrong shapes and other sorts', async () => {
    const crafted = [
      ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', '2026-13-45 00:00:00+00', '5']],
      ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', '2026-02-30 10:00:00+00', '5']],
      ['/api/manage/orders', 'createdAt', 'asc', ['createdAt', 'asc', '2026-01-01 24:00:00+00', '5']],
      ['/api/manage/orders', 'createdAt', 'asc', ['createdAt', 'asc', '0000-01-01 00:00:00+00', '5']],
      ['/api/manage/orders', 'createdAt', 'asc', ['createdAt', 'asc', '2026-01-01 00:00:00+99', '5']],
      ['/api/manage/orders', 'quantity', 'asc', ['quantity', 'asc', '2147483648', '5']],
      ['/api/manage/orders', 'quantity', 'desc', ['quantity', 'desc', '-9999999999', '5']],
      ['/api/manage/user-relation', 'level', 'asc', ['level', 'asc', '99999999999', '1']],
      ['/api/manage/audit', 'createdAt', 'desc', ['createdAt', 'desc', '9223372036854775808', '1']],
      ['/api/manage/users', 'address', 'asc', ['address', 'asc', 'a\u0000b', '1']],
      ['/api/manage/users', 'address', 'desc', ['address', 'desc', 'a\ud800', '1']],
      ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'desc', 5, '5']],
      [
        '/api/manage/orders',
        'createdAt',
        'desc',
        ['createdAt', 'desc', '2026-01-01 00:00:00+00', '99999999999999999999'],
      ],
      ['/api/manage/orders', 'createdAt', 'desc', ['createdAt', 'asc', '2026-01-01 00:00:00+00', '5']],
      ['/api/manage/orders', 'createdAt', 'desc', ['amount', 'desc', '1', '5']],
      ['/api/manage/orders', 'createdAt', 'desc', { sort: 'createdAt' }],
    ] as const;
    for (const [path, sort, order, payload] of crafted) {
      const reply = await withCursor(path, sort, order, base64url(JSON.stringify(payload)));
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.message).toMatch(/^cursor: /);
    }
    for (const raw of ['!!!', 'e30', '%%%', 'bnVsbA', 'W10', '\u00ff\u00fe']) {
      const reply = await withCursor('/api/manage/orders', 'createdAt', 'desc', raw);
      expect(reply.status, raw).toBe(400);
      expect(reply.body.message).toMatch(/^cursor: /);
    }
  });

  it('answers any cursor with 200 or a 400 naming cursor (fast-check)', async () => {
    const endpoint = fc.constantFrom(
      ...sorted.flatMap(([path, sorts]) => sorts.map((s) => [path, s] as const)),
    );
    const order = fc.constantFrom('asc', 'desc');
    const digits = fc.stringMatching(/^-?\d{1,25}$/);
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const date = fc
      .tuple(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('+00', 'Z', '-99', '+05:30', '', '.1234567+00'),
      )
      .map(
        ([y, mo, d, h, mi, s, zone]) =>
          `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${zone}`,
      );
    const value = fc.oneof(
      date,
      digits,
      fc.string({ maxLength: 60 }),
      fc.double(),
      fc.constant(null),
      fc.jsonValue(),
    );
    const id = fc.oneof(digits, fc.string({ maxLength: 30 }), fc.integer());
    const cursor = (sort: string, o: string) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.tuple(value, id).map(([v, i]) => base64url(JSON.stringify([sort, o, v, i]))),
        },
        { weight: 1, arbitrary: fc.jsonValue().map((j) => base64url(JSON.stringify(j))) },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 80 }) },
      );
    await fc.assert(
      fc.asyncProperty(
        endpoint.chain(([path, sort]) =>
          order.chain((o) => cursor(sort, o).map((c) => [path, sort, o, c] as const)),
        ),
        async ([path, sort, o, c]) => {
          const reply = await withCursor(path, sort, o, c);
          if (reply.status !== 200) {
            expect(reply.status, `${path} ${sort} ${o} ${c}`).toBe(400);
            expect(reply.body.message).toMatch(/^cursor: /);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('still walks the cursors the server issues', async () => {
    for (const [path, sorts] of sorted) {
      for (const sort of sorts) {
        const first = await withCursor(
          path,
          sort,
          'asc',
          encodeCursor({ sort, order: 'asc', value: 'x', id: '1' }),
        );
        expect([200, 400]).toContain(first.status);
        const url = new URL(path, server.url);
        url.search = new URLSearchParams({ sort, order: 'asc', pageSize: '2' }).toString();
        const page = (await (await fetch(url, { headers: { token } })).json()) as {
          data: { nextCursor: string };
        };
        if (page.data.nextCursor) {
          const next = await withCursor(path, sort, 'asc', page.data.nextCursor);
          expect(next.status, `${path} ${sort}`).toBe(200);
        }
      }
    }
  });
});

describe('HEAD answers wherever GET does', () => {
  const paths = [
    '/api/health',
    '/api/openapi.json',
    `/api/auth/nonce?address=${DEMO_ACCOUNTS.kol}`,
    '/api/manage/users?pageSize=1',
    '/api/manage/users?page=0x10',
    '/api/auth/user',
    '/api/nope',
    '/',
    '/withdraw',
  ];
  it.each(paths)('HEAD %s: the status and headers of GET, no body', async (path) => {
    const init: RequestInit = { headers: path.includes('users') ? { token } : {} };
    const get = await fetch(`${server.url}${path}`, { ...init, method: 'GET' });
    await get.arrayBuffer();
    const head = await fetch(`${server.url}${path}`, { ...init, method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(await head.text()).toBe('');
    for (const header of [
      'content-type',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(head.headers.get(header), header).toBe(get.headers.get(header));
    }
  });
});
