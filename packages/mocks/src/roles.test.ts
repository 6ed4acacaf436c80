import { accessFor, consoleRoles, DEMO_ACCOUNTS, endpointNames, endpoints } from '@nsa/api';
import { CONTRACT_ROLE_TABLE } from '@nsa/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoAccount, signIn } from './harness.ts';
import { createHandlers, createMockDb } from './index.ts';
import { createMockServer } from './node.ts';
import { sampleInput } from './samples.ts';

const db = createMockDb({ seed: 3 });
const server = createMockServer(...createHandlers(db));
const tokens = new Map<string, string>();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  for (const role of consoleRoles) {
    const { login, token } = await signIn(role);
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ user: { role, address: DEMO_ACCOUNTS[role] } });
    tokens.set(role, token as string);
  }
});
afterAll(() => server.close());

const guarded = endpointNames.filter((name) => endpoints[name].access !== null && name !== 'authLogout');
const cells = guarded.flatMap((name) => consoleRoles.map((role) => [name, role] as const));

describe('role matrix with real signed-in sessions', () => {
  it('accessFor says what the contract table says, cell by cell', () => {
    const names = Object.keys(CONTRACT_ROLE_TABLE) as (keyof typeof CONTRACT_ROLE_TABLE)[];
    expect(new Set(names)).toEqual(new Set([...guarded, 'authLogout']));
    const table = Object.fromEntries(
      names.map((name) => [name, Object.fromEntries(consoleRoles.map((r) => [r, accessFor(name, r)]))]),
    );
    expect(table).toEqual(CONTRACT_ROLE_TABLE);
    expect(accessFor('users', 'user')).toBeNull();
  });

  it.each(cells)('%s as %s', async (name, role) => {
    const result = await call(name, await sampleInput(name, db), tokens.get(role));
    const expected = CONTRACT_ROLE_TABLE[name as keyof typeof CONTRACT_ROLE_TABLE][role] ? 200 : 403;
    expect(result.status, JSON.stringify(result.body)).toBe(expected);
    expect(result.body.code).toBe(String(expected));
  });

  it.each(guarded)('%s without a token or with an unknown one is 401', async (name) => {
    expect((await call(name, await sampleInput(name, db))).status).toBe(401);
    const unknown = await call(name, await sampleInput(name, db), 'not-a-token');
    expect(unknown.body).toMatchObject({ code: '401', success: false, data: null });
  });

  it('logout revokes the token', async () => {
    const { token } = await signIn('operator');
    expect((await call('authUser', {}, token)).status).toBe(200);
    expect((await call('authLogout', {}, token)).status).toBe(200);
    expect((await call('authUser', {}, token)).status).toBe(401);
  });

  it("auth/user refuses another user's address", async () => {
    const own = await call('authUser', { address: DEMO_ACCOUNTS.kol.toLowerCase() }, tokens.get('kol'));
    expect(own.body.data).toEqual({ id: '3', address: DEMO_ACCOUNTS.kol, role: 'kol' });
    expect((await call('authUser', { address: DEMO_ACCOUNTS.super }, tokens.get('kol'))).status).toBe(403);
  });
});

describe('sign-in refusals', () => {
  it('a replayed login message is refused', async () => {
    const first = await signIn('admin');
    expect(first.login.status).toBe(200);
    const replay = await call('authLogin', {
      address: DEMO_ACCOUNTS.admin,
      message: first.message,
      signature: first.signature,
    });
    expect(replay.status).toBe(401);
  });

  it('a signature from another key is refused', async () => {
    const { login } = await signIn('admin', 'operator');
    expect(login.status).toBe(401);
    expect(login.body.message).toMatch(/signature/);
  });

  it('a plain user cannot sign in even with a valid signature', async () => {
    const { login } = await signIn('user');
    expect(login.status).toBe(401);
    expect(login.body.message).toMatch(/console user/);
  });

  it('a message for another origin is refused', async () => {
    const nonce = await call('authNonce', { address: DEMO_ACCOUNTS.super });
    const message = (nonce.body.data as { message: string }).message.replace('mock.test', 'evil.test');
    const signature = await demoAccount('super').signMessage({ message });
    const login = await call('authLogin', { address: DEMO_ACCOUNTS.super, message, signature });
    expect(login.status).toBe(401);
  });

  it('the nonce carries at least 96 random bits and the message names this origin', async () => {
    const a = (await call('authNonce', { address: DEMO_ACCOUNTS.super })).body.data as Record<string, string>;
    const b = (await call('authNonce', { address: DEMO_ACCOUNTS.super })).body.data as Record<string, string>;
    expect(a.nonce).not.toBe(b.nonce);
    expect((a.nonce ?? '').length * 4).toBeGreaterThanOrEqual(96);
    expect(a.message).toContain('mock.test wants you to sign in');
    expect(a.message).toContain('Chain ID: 1');
  });
});
