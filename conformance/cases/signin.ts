import {
  buildLoginMessage,
  consoleRoles,
  DEMO_ACCOUNTS,
  LEGACY_LOGIN_MESSAGE,
  LOGIN_FAILURE_LIMIT,
  MAX_UNUSED_NONCES_PER_ADDRESS,
  NONCE_LIMIT_PER_MINUTE,
} from '@nsa/api';
import { demoAccount, stranger } from '@nsa/api/testing';
import { ParsedMessage } from '@spruceid/siwe-parser';
import { describe, expect, it } from 'vitest';
import type { Harness } from '../harness.ts';

const json = { 'content-type': 'application/json' };
const unsigned = (address: string) => JSON.stringify({ address, message: 'nope', signature: '0x00' });
const nonceOf = (message: string) => /^Nonce: (\w+)$/m.exec(message)?.[1] ?? '';

/** Runs `work` with the target's clock moved forward by `ms`, and moves it back after. */
export async function later<T>(h: Harness, ms: number, work: () => Promise<T>): Promise<T> {
  return onClock(h, async (advance) => {
    advance(ms);
    return work();
  });
}

/** Runs `work`, which moves the target's clock as it goes; the clock is put back after. */
export async function onClock<T>(
  h: Harness,
  work: (advance: (ms: number) => void) => Promise<T>,
): Promise<T> {
  let moved = 0;
  try {
    return await work((ms) => {
      moved += ms;
      h.target().advance(ms);
    });
  } finally {
    h.target().advance(-moved);
  }
}

export function signInCases(h: Harness) {
  const admin = demoAccount('admin');
  const superAccount = demoAccount('super');
  const post = (body: string, headers: Record<string, string>) =>
    h.call('POST', '/api/auth/login', { rawBody: body, headers: { ...json, ...headers } });

  describe('sign-in', () => {
    it('issues an EIP-4361 message a reference parser accepts, for this origin, with a 128-bit nonce bound to the address', async () => {
      const reply = await h.call('GET', '/api/auth/nonce', {
        query: { address: DEMO_ACCOUNTS.kol.toLowerCase() },
      });
      expect(reply.status).toBe(200);
      const { nonce, message, expiresAt } = reply.body.data;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      const parsed = new ParsedMessage(message);
      expect(parsed.address).toBe(DEMO_ACCOUNTS.kol);
      expect(parsed.nonce).toBe(nonce);
      expect(parsed.domain).toBe(new URL(h.target().origin).host);
      expect(parsed.uri).toBe(h.target().origin);
      expect(parsed.statement).toBe('verifying that you are the owner of this address');
      expect(new Date(parsed.expirationTime ?? 0).toISOString()).toBe(expiresAt);
      const lifetime = Date.parse(expiresAt) - Date.parse(parsed.issuedAt ?? '');
      expect(lifetime).toBe(5 * 60_000);
    });

    it('signs in every console role with a real signature, a new token each time', async () => {
      for (const role of consoleRoles) {
        const reply = await h.login(demoAccount(role));
        expect(reply.status, reply.body.message).toBe(200);
        expect(reply.body.data.user).toMatchObject({ role, address: DEMO_ACCOUNTS[role] });
        expect(reply.body.data.token.length).toBeGreaterThanOrEqual(22);
        const expires = Date.parse(reply.body.data.expiresAt);
        expect(expires - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
      }
      expect(await h.signIn('admin')).not.toBe(await h.signIn('admin'));
    });

    it('refuses a plain platform user and a stranger with 401: not a console user', async () => {
      expect((await h.login(demoAccount('user'))).body).toMatchObject({
        code: '401',
        message: 'address: not a console user',
      });
      expect((await h.login(stranger())).body.message).toBe('address: not a console user');
    });

    it('a nonce is single-use: a replay, and the second of concurrent uses, are refused', async () => {
      const kol = demoAccount('kol');
      const message = await h.nonce(kol.address);
      expect((await h.login(kol, message)).status).toBe(200);
      const replay = await h.login(kol, message);
      expect(replay.body).toMatchObject({
        code: '401',
        message: 'message: nonce is unknown, already used or expired',
      });
      const racing = await h.nonce(kol.address);
      const statuses = (await Promise.all([1, 2, 3].map(() => h.login(kol, racing)))).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 401, 401]);
    });

    it('a failed signature consumes the nonce: the right signature after it is refused', async () => {
      const message = await h.nonce(admin.address);
      const forged = await demoAccount('kol').signMessage({ message });
      const wrong = await post(
        JSON.stringify({ address: admin.address, message, signature: forged }),
        h.target().newClient(),
      );
      expect(wrong.body).toMatchObject({ code: '401', message: 'signature: does not match the address' });
      const retry = await h.login(admin, message);
      expect(retry.body.message).toBe('message: nonce is unknown, already used or expired');
    });

    it('refuses a nonce issued for another address, and a message for another domain', async () => {
      const foreign = await h.nonce(DEMO_ACCOUNTS.admin);
      const forOther = buildLoginMessage({
        address: DEMO_ACCOUNTS.super,
        origin: h.target().origin,
        chainId: 1,
        nonce: nonceOf(foreign),
        issuedAt: new Date(),
      }).message;
      expect((await h.login(superAccount, forOther)).status).toBe(401);
      expect((await h.login(demoAccount('kol'), foreign)).status).toBe(401);
      const issued = await h.nonce(DEMO_ACCOUNTS.super);
      const elsewhere = buildLoginMessage({
        address: DEMO_ACCOUNTS.super,
        origin: 'https://evil.example',
        chainId: 1,
        nonce: nonceOf(issued),
        issuedAt: new Date(),
      }).message;
      const reply = await h.login(superAccount, elsewhere);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(/domain/);
    });

    it('refuses an expired nonce', async () => {
      const message = await h.nonce(DEMO_ACCOUNTS.super);
      const reply = await later(h, 6 * 60_000, () => h.login(superAccount, message));
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(/expired/);
    });

    it('refuses the fixed legacy message, which is off by default', async () => {
      expect((await h.login(superAccount, LEGACY_LOGIN_MESSAGE)).status).toBe(401);
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
    it.each(tampered)('refuses a signed message with %s (401 naming the message)', async (_name, change) => {
      const reply = await h.login(superAccount, change(await h.nonce(DEMO_ACCOUNTS.super)));
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(/^message: /);
    });

    it('consumes the nonce when the submitted text is a SIWE message other than the issued one', async () => {
      const message = await h.nonce(DEMO_ACCOUNTS.super);
      const refused = await h.login(superAccount, message.replace(/^Chain ID: \d+$/m, 'Chain ID: 56'));
      expect(refused.body.message).toMatch(/chainId/);
      const honest = await h.login(superAccount, message);
      expect(honest.status).toBe(401);
      expect(honest.body.message).toMatch(/nonce/);
    });

    it('looks the nonce up before checking any signature', async () => {
      const message = (await h.nonce(DEMO_ACCOUNTS.super)).replace(
        /^Nonce: \w+$/m,
        `Nonce: ${'f'.repeat(32)}`,
      );
      const body = JSON.stringify({
        address: DEMO_ACCOUNTS.super,
        message,
        signature: `0x${'11'.repeat(65)}`,
      });
      const reply = await post(body, h.target().newClient());
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(/nonce/);
    });

    it('a login body that is not JSON is 415 and reads none of it; a missing field or a non-object is 400', async () => {
      const client = h.target().newClient();
      const message = await h.nonce(DEMO_ACCOUNTS.super, client);
      const signature = await superAccount.signMessage({ message });
      const body = JSON.stringify({ address: DEMO_ACCOUNTS.super, message, signature });
      const plain = await post(body, { ...client, 'content-type': 'text/plain' });
      expect(plain.body).toMatchObject({ code: '415', success: false, data: null });
      expect(
        (
          await h.call('POST', '/api/auth/login', {
            rawBody: body,
            headers: { ...client, 'content-type': '' },
          })
        ).status,
      ).toBe(415);
      // Nothing was read: the nonce is still there for the JSON post, with a charset.
      const ok = await post(body, { ...client, 'content-type': 'Application/JSON; charset=utf-8' });
      expect(ok.status, ok.body.message).toBe(200);
      const missing = await post(JSON.stringify({ address: DEMO_ACCOUNTS.admin }), h.target().newClient());
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('message');
      for (const raw of ['[1,2]', '{"address":', 'null', '42']) {
        expect((await post(raw, h.target().newClient())).status, raw).toBe(400);
      }
    });
  });

  describe('sessions', () => {
    const user = (token: string) => h.call('GET', '/api/auth/user', { token });

    it("reads the token's own user (its address in any case), and refuses another's with 403", async () => {
      const token = await h.signIn('operator');
      expect((await user(token)).body.data).toMatchObject({
        address: DEMO_ACCOUNTS.operator,
        role: 'operator',
      });
      const own = await h.call('GET', '/api/auth/user', {
        token,
        query: { address: DEMO_ACCOUNTS.operator.toLowerCase() },
      });
      expect(own.status).toBe(200);
      const other = await h.call('GET', '/api/auth/user', { token, query: { address: DEMO_ACCOUNTS.super } });
      expect(other.status).toBe(403);
    });

    it('logout revokes the token; a POST without any body or content type is a logout too', async () => {
      const token = await h.signIn('admin');
      expect((await h.call('POST', '/api/auth/logout', { token })).body.data).toEqual({ ok: true });
      expect((await user(token)).status).toBe(401);
      const bare = await h.signIn('operator');
      const response = await fetch(new URL('/api/auth/logout', h.target().url), {
        method: 'POST',
        headers: { token: bare },
      });
      expect(response.status).toBe(200);
      expect((await user(bare)).status).toBe(401);
    });

    it('expires a token idle for 30 minutes, and keeps one used every 50 s alive past that', async () => {
      const idle = await h.signIn('admin');
      const used = await h.signIn('admin');
      await onClock(h, async (advance) => {
        for (let i = 1; i <= 45; i++) {
          advance(50_000);
          expect((await user(used)).status, `after ${i * 50} s`).toBe(200);
        }
        expect((await user(idle)).status).toBe(401);
      });
    });

    it('refuses a session 30 minutes after its last recorded use, even with a request in between the minute', async () => {
      const token = await h.signIn('admin');
      await later(h, 59_000, async () => {
        expect((await user(token)).status).toBe(200);
        await later(h, 29 * 60_000 + 2_000, async () => expect((await user(token)).status).toBe(401));
      });
    });

    it('expires every token 12 hours after sign-in, however busy', async () => {
      const token = await h.signIn('super');
      const statuses: number[] = [];
      await onClock(h, async (advance) => {
        for (let step = 1; step <= 26; step++) {
          advance(29 * 60_000);
          statuses.push((await user(token)).status);
        }
      });
      // 24 × 29 min = 11 h 36 min is still inside the 12 h; 25 × 29 min is past it.
      expect(statuses).toEqual([...Array(24).fill(200), 401, 401]);
    });
  });

  describe('throttling (contract rule 7)', () => {
    it(`past ${LOGIN_FAILURE_LIMIT} failures a client gets 429 with Retry-After, even with a valid signature, until the window clears; another client is not refused`, async () => {
      const client = h.target().newClient();
      const bodies: [string, Record<string, string>][] = [
        ['{"address": ', json],
        ['[1,2]', json],
        ['null', json],
        ['"text"', json],
        [JSON.stringify({ address: DEMO_ACCOUNTS.super, message: 'a\u0000b', signature: '0x00' }), json],
        [unsigned(DEMO_ACCOUNTS.admin), json],
        ['42', json],
        ['{"a":', json],
        [unsigned(DEMO_ACCOUNTS.super), { 'content-type': 'text/plain' }],
        [unsigned(DEMO_ACCOUNTS.super), { 'content-type': 'application/x-www-form-urlencoded' }],
      ];
      expect(bodies).toHaveLength(LOGIN_FAILURE_LIMIT);
      for (const [body, headers] of bodies) {
        const reply = await h.call('POST', '/api/auth/login', {
          rawBody: body,
          headers: { ...headers, ...client },
        });
        expect([400, 401, 415], body).toContain(reply.status);
      }
      const valid = await h.login(superAccount, await h.nonce(DEMO_ACCOUNTS.super), client);
      expect(valid.status).toBe(429);
      const retryAfter = Number(valid.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Nonces are not sign-ins: they stay available to that client.
      expect(
        (await h.call('GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.kol }, headers: client }))
          .status,
      ).toBe(200);
      expect((await h.login(superAccount)).status).toBe(200);
      const afterWindow = await later(h, 61_000, async () =>
        h.login(superAccount, await h.nonce(DEMO_ACCOUNTS.super, client), client),
      );
      expect(afterWindow.status).toBe(200);
    });

    it('never refuses a valid signature from a clean client because of failures naming the address elsewhere', async () => {
      const attacker = h.target().newClient();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) await post(unsigned(DEMO_ACCOUNTS.admin), attacker);
      expect((await post(unsigned(DEMO_ACCOUNTS.admin), attacker)).status).toBe(429);
      const fine = await h.login(admin);
      expect(fine.status, fine.body.message).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const client = h.target().newClient();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) {
        expect((await h.login(demoAccount('operator'), undefined, client)).status).toBe(200);
      }
    });

    it(`counts atomically: of a parallel burst of 40 failures at most ${LOGIN_FAILURE_LIMIT} get through`, async () => {
      const client = h.target().newClient();
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(unsigned(i % 2 ? DEMO_ACCOUNTS.admin : DEMO_ACCOUNTS.kol), client),
        ),
      );
      const through = replies.filter((r) => r.status === 400 || r.status === 401);
      const limited = replies.filter((r) => r.status === 429);
      expect(through.length).toBeGreaterThan(0);
      expect(through.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
      expect(through.length + limited.length).toBe(40);
      for (const reply of limited) expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it(`throttles GET /api/auth/nonce at ${NONCE_LIMIT_PER_MINUTE} a minute per client, with 429 and Retry-After, until the minute passes`, async () => {
      const client = h.target().newClient();
      const ask = () =>
        h.call('GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.kol }, headers: client });
      for (let i = 0; i < NONCE_LIMIT_PER_MINUTE; i++) expect((await ask()).status).toBe(200);
      const limited = await ask();
      expect(limited.body).toMatchObject({ code: '429', success: false });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect((await h.call('GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.kol } })).status).toBe(
        200,
      );
      expect((await later(h, 61_000, ask)).status).toBe(200);
    });

    it('lets a parallel burst of nonce requests through only up to the limit', async () => {
      const client = h.target().newClient();
      const replies = await Promise.all(
        Array.from({ length: NONCE_LIMIT_PER_MINUTE + 20 }, () =>
          h.call('GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.kol }, headers: client }),
        ),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(NONCE_LIMIT_PER_MINUTE);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(20);
    });

    it(`keeps ${MAX_UNUSED_NONCES_PER_ADDRESS} unused nonces per address: one more drops the oldest`, async () => {
      const operator = demoAccount('operator');
      const messages: string[] = [];
      for (let i = 0; i <= MAX_UNUSED_NONCES_PER_ADDRESS; i++) messages.push(await h.nonce(operator.address));
      const oldest = await h.login(operator, messages[0]);
      expect(oldest.status).toBe(401);
      expect(oldest.body.message).toMatch(/nonce/);
      for (const message of messages.slice(1)) expect((await h.login(operator, message)).status).toBe(200);
    });
  });
}

/** Sign-in settings other than the contract's defaults (legacy message on, a limit of 3, no nonce limit). */
export function relaxedSignInCases(h: Harness) {
  describe('sign-in settings', () => {
    it('AUTH_LEGACY_MESSAGE=1 accepts the fixed message, signed by the right wallet only', async () => {
      const good = await h.login(demoAccount('super'), LEGACY_LOGIN_MESSAGE);
      expect(good.status, good.body.message).toBe(200);
      expect(good.body.data.user.role).toBe('super');
      const forged = await h.call('POST', '/api/auth/login', {
        body: {
          address: DEMO_ACCOUNTS.super,
          message: LEGACY_LOGIN_MESSAGE,
          signature: await demoAccount('admin').signMessage({ message: LEGACY_LOGIN_MESSAGE }),
        },
      });
      expect(forged.status).toBe(401);
    });

    it('LOGIN_FAILURE_LIMIT=3: the fourth sign-in of a client is 429 until the window clears', async () => {
      const client = h.target().newClient();
      for (const body of [
        { address: 1 },
        { address: DEMO_ACCOUNTS.admin, message: 'nope', signature: '0x00' },
        {},
      ]) {
        expect([400, 401]).toContain(
          (await h.call('POST', '/api/auth/login', { body, headers: client })).status,
        );
      }
      expect((await h.login(demoAccount('operator'), undefined, client)).status).toBe(429);
      const later61 = await later(h, 61_000, () => h.login(demoAccount('operator'), undefined, client));
      expect(later61.status).toBe(200);
    });

    it('NONCE_LIMIT_PER_MINUTE=0 answers every nonce request', async () => {
      const client = h.target().newClient();
      for (let i = 0; i < NONCE_LIMIT_PER_MINUTE + 10; i++) {
        const reply = await h.call('GET', '/api/auth/nonce', {
          query: { address: DEMO_ACCOUNTS.kol },
          headers: client,
        });
        expect(reply.status).toBe(200);
      }
    });
  });
}

/** TRUST_PROXY=2 with a limit of 3: the client is the second X-Forwarded-For entry from the right. */
export function proxyHopCases(h: Harness) {
  describe('trusted proxy hops (TRUST_PROXY=2)', () => {
    const from = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });
    it('counts the 2nd entry from the right, whatever the client writes on the left', async () => {
      for (let i = 0; i < 3; i++) {
        const reply = await h.call('POST', '/api/auth/login', {
          rawBody: '{"address":1}',
          headers: from(`10.9.${i}.1, 192.0.2.5, 10.0.0.1`),
        });
        expect(reply.status).toBe(400);
      }
      const spoofed = await h.call('POST', '/api/auth/login', {
        rawBody: '{}',
        headers: from('10.9.99.1, 192.0.2.5, 10.0.0.1'),
      });
      expect(spoofed.status).toBe(429);
      // Another client behind the same proxies is not affected.
      const other = await h.login(demoAccount('super'), undefined, from('192.0.2.5, 192.0.2.6, 10.0.0.1'));
      expect(other.status, other.body.message).toBe(200);
    });

    it('with fewer entries than hops falls back to the peer, so short headers share one count', async () => {
      for (let i = 0; i < 3; i++) {
        expect(
          (await h.call('POST', '/api/auth/login', { rawBody: '{}', headers: from(`10.8.${i}.1`) })).status,
        ).toBe(400);
      }
      expect(
        (await h.call('POST', '/api/auth/login', { rawBody: '{}', headers: { 'x-forwarded-for': '' } }))
          .status,
      ).toBe(429);
    });
  });
}
