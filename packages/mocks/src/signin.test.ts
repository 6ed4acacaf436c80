import {
  DEMO_ACCOUNTS,
  LOGIN_FAILURE_LIMIT,
  MAX_UNUSED_NONCES_PER_ADDRESS,
  NONCE_LIMIT_PER_MINUTE,
} from '@nsa/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, demoAccount, ORIGIN } from './harness.ts';
import { createHandlers, createMockDb, demoToken } from './index.ts';
import { createMockServer } from './node.ts';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

/** A fresh fixture db behind the handlers: one client with clean counters. */
const freshClient = () => server.use(...createHandlers(createMockDb({ seed: 21 })));

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function issued(address: string): Promise<string> {
  const reply = await call('authNonce', { address });
  expect(reply.status).toBe(200);
  return (reply.body.data as { message: string }).message;
}

async function signedLogin(message: string, name: 'super' | 'admin' = 'super') {
  const signer = demoAccount(name);
  const signature = await signer.signMessage({ message });
  return call('authLogin', { address: signer.address, message, signature });
}

describe('mocks: no lock-out and JSON-only bodies', () => {
  it('answers 415 to a POST body that is not application/json, on every POST endpoint', async () => {
    freshClient();
    const message = await issued(DEMO_ACCOUNTS.super);
    const signature = await demoAccount('super').signMessage({ message });
    const body = JSON.stringify({ address: DEMO_ACCOUNTS.super, message, signature });
    const plain = await post('/api/auth/login', body, { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ code: '415', success: false, data: null });
    expect(plain.body.message).toContain('content-type');
    const points = JSON.stringify({ address: DEMO_ACCOUNTS.user, points: 7 });
    const set = await post('/api/operation/set-points', points, {
      'content-type': 'text/plain;charset=UTF-8',
      token: demoToken('super'),
    });
    expect(set.status).toBe(415);
    // application/json with a charset is JSON.
    const json = await post('/api/auth/login', body, { 'content-type': 'application/json; charset=utf-8' });
    expect(json.status).toBe(200);
  });

  it('takes a POST with no body at all (a logout) without a content type', async () => {
    const token = demoToken('operator');
    const response = await fetch(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { token } });
    expect(response.status).toBe(200);
    expect((await call('authUser', {}, token)).status).toBe(401);
  });

  it('counts failures per client (every 400, 401 and 415), then refuses even a valid signature with 429', async () => {
    freshClient();
    const bad = [
      () => post('/api/auth/login', '{"address": ', { 'content-type': 'application/json' }),
      () => post('/api/auth/login', '[1,2]', { 'content-type': 'application/json' }),
      () => post('/api/auth/login', '{}', { 'content-type': 'text/plain' }),
      () => call('authLogin', { address: DEMO_ACCOUNTS.admin, message: 'nope', signature: '0x00' }),
    ];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect([400, 401, 415]).toContain(
        (await (bad[i % bad.length] as () => Promise<{ status: number }>)()).status,
      );
    }
    const message = await issued(DEMO_ACCOUNTS.super);
    const signature = await demoAccount('super').signMessage({ message });
    const limited = await post(
      '/api/auth/login',
      JSON.stringify({ address: DEMO_ACCOUNTS.super, message, signature }),
      { 'content-type': 'application/json' },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count successful sign-ins', async () => {
    freshClient();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) {
      expect((await signedLogin(await issued(DEMO_ACCOUNTS.super))).status).toBe(200);
    }
  });
});

describe('mocks: the exact issued message', () => {
  const tampered: [string, (message: string) => string][] = [
    ['another Chain ID', (m) => m.replace(/^Chain ID: \d+$/m, 'Chain ID: 56')],
    ['an extra line', (m) => `${m}\nResources:\n- https://evil.example/grant`],
    ['a future Issued At', (m) => m.replace(/^Issued At: .*$/m, 'Issued At: 2099-01-01T00:00:00.000Z')],
    ['an unparseable Issued At', (m) => m.replace(/^Issued At: .*$/m, 'Issued At: yesterday')],
    ['a lowercase address', (m) => m.replace(DEMO_ACCOUNTS.super, DEMO_ACCOUNTS.super.toLowerCase())],
  ];

  it.each(tampered)('refuses a signed message with %s (401)', async (_name, change) => {
    freshClient();
    const reply = await signedLogin(change(await issued(DEMO_ACCOUNTS.super)));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/^message: /);
  });

  it('consumes the nonce on the first attempt that presents it, whatever the outcome', async () => {
    freshClient();
    const message = await issued(DEMO_ACCOUNTS.super);
    const other = await signedLogin(message.replace(/^Chain ID: \d+$/m, 'Chain ID: 56'));
    expect(other.body.message).toMatch(/chainId/);
    const honest = await signedLogin(message);
    expect(honest.status).toBe(401);
    expect(honest.body.message).toMatch(/nonce/);
  });

  it('looks the nonce up before checking the signature', async () => {
    freshClient();
    const message = (await issued(DEMO_ACCOUNTS.super)).replace(/^Nonce: \w+$/m, `Nonce: ${'f'.repeat(32)}`);
    const reply = await call('authLogin', {
      address: DEMO_ACCOUNTS.super,
      message,
      signature: `0x${'11'.repeat(65)}`,
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/nonce/);
  });
});

describe('mocks: bounded nonces', () => {
  it(`throttles GET /api/auth/nonce at ${NONCE_LIMIT_PER_MINUTE} a minute with 429 and Retry-After`, async () => {
    freshClient();
    for (let i = 0; i < NONCE_LIMIT_PER_MINUTE; i++) await issued(DEMO_ACCOUNTS.kol);
    const response = await fetch(`${ORIGIN}/api/auth/nonce?address=${DEMO_ACCOUNTS.kol}`);
    expect(response.status).toBe(429);
    expect((await response.json()).code).toBe('429');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it(`keeps ${MAX_UNUSED_NONCES_PER_ADDRESS} unused nonces per address: one more drops the oldest`, async () => {
    freshClient();
    const messages: string[] = [];
    for (let i = 0; i <= MAX_UNUSED_NONCES_PER_ADDRESS; i++) messages.push(await issued(DEMO_ACCOUNTS.super));
    const oldest = await signedLogin(messages[0] as string);
    expect(oldest.status).toBe(401);
    expect(oldest.body.message).toMatch(/nonce/);
    expect((await signedLogin(messages[1] as string)).status).toBe(200);
  });
});
