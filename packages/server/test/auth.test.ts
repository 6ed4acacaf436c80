import { buildLoginMessage, DEMO_ACCOUNTS, LEGACY_LOGIN_MESSAGE } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  call,
  login,
  nonceMessage,
  signIn,
  startTestServer,
  stranger,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ idleTtlMs: 30 * 60_000, tokenTtlMs: 12 * 60 * 60_000 });
});
afterAll(() => server?.close());

describe('sign-in', () => {
  it('issues an EIP-4361 message for the configured origin with a 128-bit nonce', async () => {
    const reply = await call(server.url, 'GET', '/api/auth/nonce', {
      query: { address: DEMO_ACCOUNTS.kol.toLowerCase() },
    });
    expect(reply.status).toBe(200);
    const { nonce, message, expiresAt } = reply.body.data;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(message).toContain(
      `${new URL(server.origin).host} wants you to sign in with your Ethereum account:`,
    );
    expect(message).toContain(DEMO_ACCOUNTS.kol);
    expect(message).toContain(`Nonce: ${nonce}`);
    expect(message).toContain('verifying that you are the owner of this address');
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  it('refuses a malformed nonce address with Valid Address', async () => {
    const reply = await call(server.url, 'GET', '/api/auth/nonce', { query: { address: '0x123' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Valid Address');
  });

  it.each(['super', 'admin', 'kol', 'operator'] as const)(
    'signs in the demo %s with a real signature',
    async (role) => {
      const reply = await login(server.url, account(role));
      expect(reply.status).toBe(200);
      expect(reply.body.data.user).toMatchObject({ address: DEMO_ACCOUNTS[role], role });
      expect(reply.body.data.token.length).toBeGreaterThanOrEqual(22);
      expect(new Date(reply.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60_000);
    },
  );

  it('gives a new token on every login', async () => {
    expect(await signIn(server.url, 'admin')).not.toBe(await signIn(server.url, 'admin'));
  });

  it('refuses a plain platform user and an unknown wallet with 401', async () => {
    expect((await login(server.url, account('user'))).status).toBe(401);
    expect((await login(server.url, stranger())).status).toBe(401);
  });

  it('refuses a replayed message', async () => {
    const signer = account('kol');
    const message = await nonceMessage(server.url, signer.address);
    expect((await login(server.url, signer, message)).status).toBe(200);
    const replay = await login(server.url, signer, message);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/nonce/);
  });

  it('lets only one of two concurrent uses of one nonce through', async () => {
    const signer = account('kol');
    const message = await nonceMessage(server.url, signer.address);
    const statuses = (await Promise.all([1, 2, 3].map(() => login(server.url, signer, message)))).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it('refuses a signature by another wallet', async () => {
    const message = await nonceMessage(server.url, DEMO_ACCOUNTS.super);
    const signature = await account('admin').signMessage({ message });
    const reply = await call(server.url, 'POST', '/api/auth/login', {
      body: { address: DEMO_ACCOUNTS.super, message, signature },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/signature/);
  });

  it('refuses a nonce issued for another address', async () => {
    const foreign = await nonceMessage(server.url, DEMO_ACCOUNTS.admin);
    const nonce = /Nonce: (\w+)/.exec(foreign)?.[1] ?? '';
    const { message } = buildLoginMessage({
      address: DEMO_ACCOUNTS.super,
      origin: server.origin,
      chainId: 1,
      nonce,
      issuedAt: new Date(),
    });
    expect((await login(server.url, account('super'), message)).status).toBe(401);
  });

  it('refuses a message for another domain', async () => {
    const issued = await nonceMessage(server.url, DEMO_ACCOUNTS.super);
    const nonce = /Nonce: (\w+)/.exec(issued)?.[1] ?? '';
    const { message } = buildLoginMessage({
      address: DEMO_ACCOUNTS.super,
      origin: 'https://evil.example',
      chainId: 1,
      nonce,
      issuedAt: new Date(),
    });
    const reply = await login(server.url, account('super'), message);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/domain/);
  });

  it('refuses an expired nonce', async () => {
    const message = await nonceMessage(server.url, DEMO_ACCOUNTS.super);
    server.advance(6 * 60_000);
    try {
      const reply = await login(server.url, account('super'), message);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(/expired/);
    } finally {
      server.advance(-6 * 60_000);
    }
  });

  it('refuses the fixed legacy message unless enabled', async () => {
    const reply = await login(server.url, account('super'), LEGACY_LOGIN_MESSAGE);
    expect(reply.status).toBe(401);
  });

  it.each([
    ['a missing field', { address: DEMO_ACCOUNTS.super, message: 'x' }, 'signature'],
    ['a non-hex signature', { address: DEMO_ACCOUNTS.super, message: 'x', signature: 'zz' }, 'signature'],
    ['a bad address', { address: '0xnope', message: 'x', signature: '0x00' }, 'Valid Address'],
  ])('answers 400 to %s', async (_name, body, field) => {
    const reply = await call(server.url, 'POST', '/api/auth/login', { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });

  it('answers 400 to a body that is not an object', async () => {
    expect((await call(server.url, 'POST', '/api/auth/login', { rawBody: '[1,2]' })).status).toBe(400);
    expect((await call(server.url, 'POST', '/api/auth/login', { rawBody: '{"address":' })).status).toBe(400);
  });
});

describe('tokens', () => {
  it('needs a token, and refuses an unknown one', async () => {
    expect((await call(server.url, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/auth/user', { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it("reads the token's own user, and refuses another user's address with 403", async () => {
    const token = await signIn(server.url, 'operator');
    const me = await call(server.url, 'GET', '/api/auth/user', { token });
    expect(me.body.data).toMatchObject({ address: DEMO_ACCOUNTS.operator, role: 'operator' });
    const own = await call(server.url, 'GET', '/api/auth/user', {
      token,
      query: { address: DEMO_ACCOUNTS.operator.toLowerCase() },
    });
    expect(own.status).toBe(200);
    const other = await call(server.url, 'GET', '/api/auth/user', {
      token,
      query: { address: DEMO_ACCOUNTS.super },
    });
    expect(other.status).toBe(403);
  });

  it('revokes the token on logout', async () => {
    const token = await signIn(server.url, 'admin');
    expect((await call(server.url, 'POST', '/api/auth/logout', { token })).body.data).toEqual({ ok: true });
    expect((await call(server.url, 'GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('expires an idle token after 30 minutes, and keeps a used one alive', async () => {
    const idle = await signIn(server.url, 'admin');
    const used = await signIn(server.url, 'admin');
    try {
      server.advance(20 * 60_000);
      expect((await call(server.url, 'GET', '/api/auth/user', { token: used })).status).toBe(200);
      server.advance(20 * 60_000);
      expect((await call(server.url, 'GET', '/api/auth/user', { token: idle })).status).toBe(401);
      expect((await call(server.url, 'GET', '/api/auth/user', { token: used })).status).toBe(200);
    } finally {
      server.advance(-40 * 60_000);
    }
  });

  it('expires every token 12 hours after sign-in, however busy', async () => {
    const token = await signIn(server.url, 'super');
    try {
      const statuses: number[] = [];
      for (let step = 1; step <= 26; step++) {
        server.advance(29 * 60_000);
        statuses.push((await call(server.url, 'GET', '/api/auth/user', { token })).status);
      }
      // 24 × 29 min = 11 h 36 min is still inside the 12 h; 25 × 29 min is past it.
      expect(statuses).toEqual([...Array(24).fill(200), 401, 401]);
    } finally {
      server.advance(-26 * 29 * 60_000);
    }
  });
});
