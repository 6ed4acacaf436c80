import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { ParsedMessage } from '@spruceid/siwe-parser';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { account, call, startTestServer, type TestServer } from './helpers.ts';

/** A POST with any content type and extra headers (call() always sends JSON). */
async function post(base: string, path: string, body: string, headers: Record<string, string> = json) {
  const response = await fetch(new URL(path, base), { method: 'POST', headers, body });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const json: Record<string, string> = { 'content-type': 'application/json' };
const from = (ip: string) => ({ ...json, 'x-forwarded-for': ip });
const unsigned = (address: string) => JSON.stringify({ address, message: 'nope', signature: '0x00' });

// Each test speaks from its own client IPs (one trusted proxy hop), so one server serves them all.
let clients = 0;
const freshIp = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A nonce message for `address`, asked for from a fresh client IP (the nonce limit is per IP). */
async function nonceFor(base: string, address: string): Promise<string> {
  const response = await fetch(new URL(`/api/auth/nonce?address=${address}`, base), {
    headers: { 'x-forwarded-for': freshIp() },
  });
  const reply = await response.json();
  if (response.status !== 200) throw new Error(`nonce: ${response.status} ${reply.message}`);
  return reply.data.message;
}

/** Signs `message` with the demo `role` and posts it for that role's address. */
async function signedLogin(
  base: string,
  role: 'super' | 'admin' | 'operator',
  message: string,
  headers: Record<string, string> = from(freshIp()),
) {
  const signer = account(role);
  const signature = await signer.signMessage({ message });
  return post(
    base,
    '/api/auth/login',
    JSON.stringify({ address: signer.address, message, signature }),
    headers,
  );
}

const rpcCalls: string[] = [];
let chain: Server;
/** One trusted hop, the production limits, 5 nonces per IP per minute, an RPC node for chain 56. */
let server: TestServer;
beforeAll(async () => {
  // A chain that vouches for every contract-wallet signature: only the order of the checks keeps it out.
  chain = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string };
      rpcCalls.push(request.method);
      const result = request.method === 'eth_call' ? `0x${'00'.repeat(31)}01` : '0x38';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    });
  });
  await new Promise<void>((resolve) => chain.listen(0, '127.0.0.1', resolve));
  const port = (chain.address() as AddressInfo).port;
  server = await startTestServer({
    trustProxy: 1,
    loginFailureLimit: 10,
    nonceLimitPerMinute: 5,
    rpcUrls: { 56: `http://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => chain?.close(resolve));
});

describe('no lock-out (contract rule 7)', () => {
  it('never refuses a valid signature from a clean IP because of failures naming the address elsewhere', async () => {
    const attacker = from(freshIp());
    for (let i = 0; i < 12; i++)
      await post(server.url, '/api/auth/login', unsigned(DEMO_ACCOUNTS.admin), attacker);
    expect((await post(server.url, '/api/auth/login', unsigned(DEMO_ACCOUNTS.admin), attacker)).status).toBe(
      429,
    );
    const admin = await signedLogin(server.url, 'admin', await nonceFor(server.url, DEMO_ACCOUNTS.admin));
    expect(admin.status, admin.body.message).toBe(200);
  });

  it('answers 415 to a login body that is not application/json, and reads none of it', async () => {
    const message = await nonceFor(server.url, DEMO_ACCOUNTS.super);
    const signature = await account('super').signMessage({ message });
    const body = JSON.stringify({ address: DEMO_ACCOUNTS.super, message, signature });
    const client = freshIp();
    const plain = await post(server.url, '/api/auth/login', body, {
      'content-type': 'text/plain',
      'x-forwarded-for': client,
    });
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ code: '415', success: false, data: null });
    expect(plain.body.message).toContain('content-type');
    expect((await post(server.url, '/api/auth/login', body, { 'x-forwarded-for': client })).status).toBe(415);
    // Nothing was read: the nonce is still there for the JSON post.
    expect((await post(server.url, '/api/auth/login', body, from(client))).status).toBe(200);
  });

  it('accepts application/json with a charset', async () => {
    const message = await nonceFor(server.url, DEMO_ACCOUNTS.super);
    const reply = await signedLogin(server.url, 'super', message, {
      'content-type': 'Application/JSON; charset=utf-8',
      'x-forwarded-for': freshIp(),
    });
    expect(reply.status, reply.body.message).toBe(200);
  });

  it('answers 415 on every POST endpoint and changes nothing', async () => {
    const token = (await signedLogin(server.url, 'super', await nonceFor(server.url, DEMO_ACCOUNTS.super)))
      .body.data.token as string;
    const set = JSON.stringify({ address: DEMO_ACCOUNTS.user, points: 4242 });
    for (const path of ['/api/operation/set-points', '/api/manage/withdraw/reject', '/api/auth/logout']) {
      const reply = await post(server.url, path, set, { token, 'content-type': 'text/plain;charset=UTF-8' });
      expect(reply.status, path).toBe(415);
      expect(reply.body.code).toBe('415');
    }
    const points = await call(server.url, 'GET', '/api/operation/get-points', {
      token,
      query: { address: DEMO_ACCOUNTS.user },
    });
    expect(points.status).toBe(200);
    expect(points.body.data.points).not.toBe(4242);
  });

  it('takes a POST with no body at all (a logout) without a content type: there is nothing to misread', async () => {
    const token = (await signedLogin(server.url, 'super', await nonceFor(server.url, DEMO_ACCOUNTS.super)))
      .body.data.token as string;
    const response = await fetch(new URL('/api/auth/logout', server.url), {
      method: 'POST',
      headers: { token },
    });
    expect(response.status).toBe(200);
    expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const client = from(freshIp());
    for (let i = 0; i < 12; i++) {
      const message = await nonceFor(server.url, DEMO_ACCOUNTS.operator);
      expect((await signedLogin(server.url, 'operator', message, client)).status).toBe(200);
    }
  });
});

describe('trusted proxy hops (TRUST_PROXY=N)', () => {
  let twoHops: TestServer;
  beforeAll(async () => {
    twoHops = await startTestServer({ loginFailureLimit: 3, trustProxy: 2 });
  });
  afterAll(() => twoHops?.close());

  it('with 2 hops counts the 2nd entry from the right, whatever the client writes on the left', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await post(
        twoHops.url,
        '/api/auth/login',
        '{"address":1}',
        from(`10.9.${i}.1, 192.0.2.5, 10.0.0.1`),
      );
      expect(reply.status).toBe(400);
    }
    const spoofed = await post(twoHops.url, '/api/auth/login', '{}', from('10.9.99.1, 192.0.2.5, 10.0.0.1'));
    expect(spoofed.status).toBe(429);
    // Another client behind the same proxies is not affected.
    const message = (
      await call(twoHops.url, 'GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.super } })
    ).body.data.message as string;
    const other = await signedLogin(twoHops.url, 'super', message, from('192.0.2.5, 192.0.2.6, 10.0.0.1'));
    expect(other.status, other.body.message).toBe(200);
  });

  it('with fewer entries than hops falls back to the TCP peer, so short headers share one count', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(twoHops.url, '/api/auth/login', '{}', from(`10.8.${i}.1`))).status).toBe(400);
    }
    expect((await post(twoHops.url, '/api/auth/login', '{}', json)).status).toBe(429);
  });
});

describe('atomic failure counting', () => {
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ loginFailureLimit: 10 });
  });
  afterAll(() => direct?.close());

  it('lets at most 10 of a parallel burst of 60 failures through; the rest get 429 with Retry-After', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(
          direct.url,
          '/api/auth/login',
          unsigned(i % 2 ? DEMO_ACCOUNTS.admin : DEMO_ACCOUNTS.kol),
          // Without trusted hops the header is the client's own writing: ignored.
          i % 3 ? from(`10.6.${i}.1`) : json,
        ),
      ),
    );
    const through = replies.filter((r) => r.status === 400 || r.status === 401);
    const limited = replies.filter((r) => r.status === 429);
    expect(through.length).toBeGreaterThan(0);
    expect(through.length).toBeLessThanOrEqual(10);
    expect(through.length + limited.length).toBe(60);
    for (const reply of limited) expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts malformed JSON, non-object, NUL-containing and non-JSON bodies, then refuses a valid signature until the window clears', async () => {
    const bodies: [string, Record<string, string>][] = [
      ['{"address": ', json],
      ['[1,2]', json],
      ['null', json],
      ['"text"', json],
      [JSON.stringify({ address: DEMO_ACCOUNTS.super, message: 'a\u0000b', signature: '0x00' }), json],
      ['{', json],
      ['42', json],
      ['{"a":', json],
      [unsigned(DEMO_ACCOUNTS.super), { 'content-type': 'text/plain' }],
      [unsigned(DEMO_ACCOUNTS.super), { 'content-type': 'application/x-www-form-urlencoded' }],
    ];
    const client = freshIp();
    for (const [body, headers] of bodies) {
      const reply = await post(server.url, '/api/auth/login', body, {
        ...headers,
        'x-forwarded-for': client,
      });
      expect([400, 415], body).toContain(reply.status);
    }
    const limited = await signedLogin(
      server.url,
      'super',
      await nonceFor(server.url, DEMO_ACCOUNTS.super),
      from(client),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    server.advance(61_000);
    const fresh = await nonceFor(server.url, DEMO_ACCOUNTS.super);
    expect((await signedLogin(server.url, 'super', fresh, from(client))).status).toBe(200);
  });
});

describe('the exact issued message (contract rule 3)', () => {
  it('issues a message a reference EIP-4361 parser accepts, bound to the address and nonce', async () => {
    const reply = await call(server.url, 'GET', '/api/auth/nonce', {
      query: { address: DEMO_ACCOUNTS.admin },
    });
    const parsed = new ParsedMessage(reply.body.data.message);
    expect(parsed.address).toBe(DEMO_ACCOUNTS.admin);
    expect(parsed.nonce).toBe(reply.body.data.nonce);
    expect(parsed.domain).toBe(new URL(server.origin).host);
    expect(new Date(parsed.expirationTime ?? 0).toISOString()).toBe(reply.body.data.expiresAt);
  });

  const tampered: [string, (message: string) => string][] = [
    ['another Chain ID', (m) => m.replace(/^Chain ID: \d+$/m, 'Chain ID: 56')],
    ['an extra line', (m) => `${m}\nResources:\n- https://evil.example/grant`],
    ['a trailing newline', (m) => `${m}\n`],
    ['text before it', (m) => `hello\n${m}`],
    ['a future Issued At', (m) => m.replace(/^Issued At: .*$/m, 'Issued At: 2099-01-01T00:00:00.000Z')],
    ['an unparseable Issued At', (m) => m.replace(/^Issued At: .*$/m, 'Issued At: yesterday')],
    ['a lowercase address', (m) => m.replace(DEMO_ACCOUNTS.super, DEMO_ACCOUNTS.super.toLowerCase())],
    [
      'a later Expiration Time',
      (m) => m.replace(/^Expiration Time: .*$/m, 'Expiration Time: 2099-01-01T00:00:00.000Z'),
    ],
  ];

  it.each(tampered)('refuses a signed message with %s (401)', async (_name, change) => {
    const message = change(await nonceFor(server.url, DEMO_ACCOUNTS.super));
    const reply = await signedLogin(server.url, 'super', message);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/^message: /);
  });

  it('consumes the nonce on the first attempt whatever its outcome', async () => {
    const message = await nonceFor(server.url, DEMO_ACCOUNTS.super);
    const signature = await account('admin').signMessage({ message });
    const body = JSON.stringify({ address: DEMO_ACCOUNTS.super, message, signature });
    const wrong = await post(server.url, '/api/auth/login', body, from(freshIp()));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/signature/);
    const retry = await signedLogin(server.url, 'super', message);
    expect(retry.status).toBe(401);
    expect(retry.body.message).toMatch(/nonce/);
  });

  it('also consumes it when the submitted text is a SIWE message other than the issued one', async () => {
    const message = await nonceFor(server.url, DEMO_ACCOUNTS.super);
    const other = message.replace(/^Chain ID: \d+$/m, 'Chain ID: 56');
    const refused = await signedLogin(server.url, 'super', other);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/chainId/);
    const honest = await signedLogin(server.url, 'super', message);
    expect(honest.status).toBe(401);
    expect(honest.body.message).toMatch(/nonce/);
  });

  it('looks the nonce up before checking any signature', async () => {
    const message = (await nonceFor(server.url, DEMO_ACCOUNTS.super)).replace(
      /^Nonce: \w+$/m,
      `Nonce: ${'f'.repeat(32)}`,
    );
    const body = JSON.stringify({ address: DEMO_ACCOUNTS.super, message, signature: `0x${'11'.repeat(65)}` });
    const reply = await post(server.url, '/api/auth/login', body, from(freshIp()));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/nonce/);
  });

  it('never asks the RPC of a chain named only in the submitted text', async () => {
    const message = (await nonceFor(server.url, DEMO_ACCOUNTS.kol)).replace(
      /^Chain ID: \d+$/m,
      'Chain ID: 56',
    );
    // A contract wallet's signature is whatever its isValidSignature accepts: not an EOA signature of the kol.
    const signature = await account('user').signMessage({ message });
    const body = JSON.stringify({ address: DEMO_ACCOUNTS.kol, message, signature });
    const reply = await post(server.url, '/api/auth/login', body, from(freshIp()));
    expect(reply.status).toBe(401);
    expect(rpcCalls).toEqual([]);
  });
});

describe('bounded nonces', () => {
  it('throttles GET /api/auth/nonce per IP with 429 and Retry-After until the minute passes', async () => {
    const client = { 'x-forwarded-for': freshIp() };
    const ask = (address: string) =>
      fetch(new URL(`/api/auth/nonce?address=${address}`, server.url), { headers: client });
    for (let i = 0; i < 5; i++) expect((await ask(DEMO_ACCOUNTS.kol)).status).toBe(200);
    const limited = await ask(DEMO_ACCOUNTS.admin);
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another client is not affected.
    await nonceFor(server.url, DEMO_ACCOUNTS.admin);
    server.advance(61_000);
    expect((await ask(DEMO_ACCOUNTS.admin)).status).toBe(200);
  });

  it('lets a parallel burst of nonce requests through only up to the limit', async () => {
    const client = { 'x-forwarded-for': freshIp() };
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(new URL(`/api/auth/nonce?address=${DEMO_ACCOUNTS.kol}`, server.url), { headers: client }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(25);
  });

  it('keeps at most 5 unused nonces per address: a sixth drops the oldest', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) messages.push(await nonceFor(server.url, DEMO_ACCOUNTS.operator));
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from login_nonces where address = ${DEMO_ACCOUNTS.operator} and used_at is null`,
    );
    expect(Number(rows[0]?.n)).toBe(5);
    const oldest = await signedLogin(server.url, 'operator', messages[0] as string);
    expect(oldest.status).toBe(401);
    expect(oldest.body.message).toMatch(/nonce/);
    expect((await signedLogin(server.url, 'operator', messages[1] as string)).status).toBe(200);
  });

  it('deletes expired nonces', async () => {
    await nonceFor(server.url, DEMO_ACCOUNTS.admin);
    await nonceFor(server.url, DEMO_ACCOUNTS.kol);
    server.advance(6 * 60_000);
    await nonceFor(server.url, DEMO_ACCOUNTS.super);
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from login_nonces`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe('without a nonce limit (NONCE_LIMIT_PER_MINUTE=0)', () => {
  it('answers every nonce request', async () => {
    const unlimited = await startTestServer({ nonceLimitPerMinute: 0 });
    try {
      for (let i = 0; i < 70; i++) {
        const reply = await call(unlimited.url, 'GET', '/api/auth/nonce', {
          query: { address: DEMO_ACCOUNTS.kol },
        });
        expect(reply.status).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
