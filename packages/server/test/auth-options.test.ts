import { DEMO_ACCOUNTS, LEGACY_LOGIN_MESSAGE } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call, login, nonceMessage, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginFailureLimit: 3, legacyMessage: true });
});
afterAll(() => server?.close());

describe('sign-in options', () => {
  it('accepts the fixed legacy message when enabled, signed by the right wallet only', async () => {
    const signer = account('super');
    const good = await login(server.url, signer, LEGACY_LOGIN_MESSAGE);
    expect(good.status).toBe(200);
    expect(good.body.data.user.role).toBe('super');
    const forged = await call(server.url, 'POST', '/api/auth/login', {
      body: {
        address: DEMO_ACCOUNTS.super,
        message: LEGACY_LOGIN_MESSAGE,
        signature: await account('admin').signMessage({ message: LEGACY_LOGIN_MESSAGE }),
      },
    });
    expect(forged.status).toBe(401);
  });

  it('answers 429 with Retry-After past the failure limit, even to a valid signature, until the window clears', async () => {
    const bad = { address: DEMO_ACCOUNTS.admin, message: 'nope', signature: '0x00' };
    // One failure already counted for this IP above (the forged signature).
    expect((await call(server.url, 'POST', '/api/auth/login', { body: bad })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/auth/login', { body: { address: 1 } })).status).toBe(400);
    const limited = await login(server.url, account('operator'));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Nonces are not sign-ins: they stay available.
    expect(
      (await call(server.url, 'GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.kol } })).status,
    ).toBe(200);
    server.advance(61_000);
    const message = await nonceMessage(server.url, DEMO_ACCOUNTS.operator);
    expect((await login(server.url, account('operator'), message)).status).toBe(200);
  });
});
