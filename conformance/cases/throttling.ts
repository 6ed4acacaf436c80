import {
  DEMO_ACCOUNTS,
  LEGACY_LOGIN_MESSAGE,
  LOGIN_FAILURE_LIMIT,
  MAX_UNUSED_NONCES_PER_ADDRESS,
  NONCE_LIMIT_PER_MINUTE,
} from '@nsa/api';
import { demoAccount } from '@nsa/api/testing';
import { describe, expect, it } from 'vitest';
import { type Harness, later } from '../harness.ts';

const json = { 'content-type': 'application/json' };
const unsigned = (address: string) => JSON.stringify({ address, message: 'nope', signature: '0x00' });

/** Contract rule 7: sign-in failures and nonces limited per client, never an account locked by others. */
export function throttlingCases(h: Harness) {
  const admin = demoAccount('admin');
  const superAccount = demoAccount('super');
  const post = (body: string, headers: Record<string, string>) =>
    h.call('POST', '/api/auth/login', { rawBody: body, headers: { ...json, ...headers } });

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
        [unsigned(DEMO_ACCOUNTS.super), { 'content-type': 'application/json; charset=utf-8' }],
        ['{"address":"0x12"}', json],
      ];
      expect(bodies).toHaveLength(LOGIN_FAILURE_LIMIT);
      for (const [body, headers] of bodies) {
        const reply = await h.call('POST', '/api/auth/login', {
          rawBody: body,
          headers: { ...headers, ...client },
        });
        expect([400, 401], body).toContain(reply.status);
      }
      const valid = await h.login(superAccount, await h.nonce(DEMO_ACCOUNTS.super), client);
      expect(valid.status).toBe(429);
      // The window is 60 s and its first failure a few seconds old: that long until it leaves.
      const retryAfter = Number(valid.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(45);
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
      for (const reply of limited)
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(45);
    });

    it(`throttles GET /api/auth/nonce at ${NONCE_LIMIT_PER_MINUTE} a minute per client, with 429 and Retry-After, until the minute passes`, async () => {
      const client = h.target().newClient();
      const ask = () =>
        h.call('GET', '/api/auth/nonce', { query: { address: DEMO_ACCOUNTS.kol }, headers: client });
      for (let i = 0; i < NONCE_LIMIT_PER_MINUTE; i++) expect((await ask()).status).toBe(200);
      const limited = await ask();
      expect(limited.body).toMatchObject({ code: '429', success: false });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(45);
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

    it(`keeps ${MAX_UNUSED_NONCES_PER_ADDRESS} unused nonces per address and client: one more from that client drops its oldest`, async () => {
      const operator = demoAccount('operator');
      const client = h.target().newClient();
      const messages: string[] = [];
      for (let i = 0; i <= MAX_UNUSED_NONCES_PER_ADDRESS; i++) {
        messages.push(await h.nonce(operator.address, client));
      }
      const oldest = await h.login(operator, messages[0], client);
      expect(oldest.status).toBe(401);
      expect(oldest.body.message).toMatch(/nonce/);
      // A nonce may be redeemed from any client (phones change networks).
      for (const message of messages.slice(1)) expect((await h.login(operator, message)).status).toBe(200);
    });

    it("never evicts the admin's nonce: another client asking for the admin's address once a second changes nothing", async () => {
      const adminClient = h.target().newClient();
      const pending = await h.nonce(DEMO_ACCOUNTS.admin, adminClient);
      const flooder = h.target().newClient();
      for (let i = 0; i < 30; i++) {
        const reply = await h.call('GET', '/api/auth/nonce', {
          query: { address: DEMO_ACCOUNTS.admin },
          headers: flooder,
        });
        expect(reply.status).toBe(200);
      }
      // The wallet signs the nonce it was given, after the flood.
      const signedIn = await h.login(admin, pending, adminClient);
      expect(signedIn.status, signedIn.body.message).toBe(200);
    });

    it('counts a sign-in body that is not JSON for nothing: a burst of 415s leaves the client a valid sign-in', async () => {
      const client = h.target().newClient();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) {
        for (const type of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ]) {
          const reply = await h.call('POST', '/api/auth/login', {
            rawBody: 'x',
            headers: { 'content-type': type, ...client },
          });
          expect(reply.status, type).toBe(415);
        }
      }
      const fine = await h.login(admin, undefined, client);
      expect(fine.status, fine.body.message).toBe(200);
    });

    it('refuses cross-site sign-in requests with 403 before counting, issuing or verifying anything', async () => {
      const client = h.target().newClient();
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of crossSite) {
        for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
          const login = await h.call('POST', '/api/auth/login', {
            rawBody: 'x',
            headers: { ...json, ...headers, ...client },
          });
          expect(login.status, JSON.stringify(headers)).toBe(403);
        }
        const nonce = await h.call('GET', '/api/auth/nonce', {
          query: { address: DEMO_ACCOUNTS.admin },
          headers: { ...headers, ...client },
        });
        expect(nonce.status, JSON.stringify(headers)).toBe(403);
        expect(nonce.body.data).toBeNull();
      }
      // The same client, same-origin or outside a browser, signs in untouched.
      const sameOrigin = { origin: h.target().origin, 'sec-fetch-site': 'same-origin', ...client };
      const message = await h.nonce(DEMO_ACCOUNTS.admin, sameOrigin);
      const fine = await h.login(admin, message, sameOrigin);
      expect(fine.status, fine.body.message).toBe(200);
      expect((await h.login(admin, undefined, client)).status).toBe(200);
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
