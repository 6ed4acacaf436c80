import { buildLoginMessage, consoleRoles, DEMO_ACCOUNTS, LEGACY_LOGIN_MESSAGE } from '@nsa/api';
import { demoAccount, stranger } from '@nsa/api/testing';
import { ParsedMessage } from '@spruceid/siwe-parser';
import { describe, expect, it } from 'vitest';
import { type Harness, later } from '../harness.ts';

const json = { 'content-type': 'application/json' };
const nonceOf = (message: string) => /^Nonce: (\w+)$/m.exec(message)?.[1] ?? '';

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
}
