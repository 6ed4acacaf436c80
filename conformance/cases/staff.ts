import { DEMO_ACCOUNTS, type Role } from '@nsa/api';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { type Harness, okData, outcome } from '../harness.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
/** Accounts of the test mnemonic the demo world does not hold: each case makes staff of its own. */
let nextIndex = 30;
const freshWallet = () => mnemonicToAccount(MNEMONIC, { addressIndex: nextIndex++ });

/** The contract's "Staff accounts": change, disable, label and sign out staff; sessions. */
export function staffCases(h: Harness) {
  /** A new staff account with `role`, created as admin (super for roles admin may not grant). */
  async function staff(role: Role) {
    const wallet = freshWallet();
    await h
      .client('admin')
      .createUser({ address: wallet.address, role: role === 'admin' ? 'operator' : role });
    if (role === 'admin') await h.client('super').updateUser({ address: wallet.address, role: 'admin' });
    return wallet;
  }
  const signIn = async (wallet: ReturnType<typeof freshWallet>) => {
    const reply = await h.login(wallet);
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data.token as string;
  };
  const me = (token: string) => h.call('GET', '/api/auth/user', { token });
  const update = (as: 'super' | 'admin' | 'kol' | 'operator', body: Record<string, unknown>) =>
    h.call('POST', '/api/manage/user/update', { as, body });
  const userRow = async (address: string) => (await h.client('super').users({ address })).list[0];

  describe('staff accounts: role, disabled, label', () => {
    it('super relabels and re-roles an account; the list shows it and the audit keeps before → after', async () => {
      const wallet = await staff('operator');
      const changed = okData(
        await outcome(() =>
          h.client('super').updateUser({ address: wallet.address, role: 'kol', label: '  Rita (partner)  ' }),
        ),
      );
      expect(changed).toMatchObject({
        address: wallet.address,
        role: 'kol',
        label: 'Rita (partner)',
        disabled: false,
      });
      expect(await userRow(wallet.address)).toMatchObject({ role: 'kol', label: 'Rita (partner)' });
      const [entry] = (await h.client('super').audit({ action: 'user.update', target: wallet.address })).list;
      expect(entry).toMatchObject({
        actorAddress: DEMO_ACCOUNTS.super,
        before: { role: 'operator', label: null },
        after: { role: 'kol', label: 'Rita (partner)' },
      });
      // null removes the label.
      const cleared = okData(
        await outcome(() => h.client('super').updateUser({ address: wallet.address, label: null })),
      );
      expect(cleared.label).toBeNull();
    });

    it('disabling revokes every session at once (401), refuses sign-in with "account disabled", and touches no one else', async () => {
      const wallet = await staff('admin');
      const first = await signIn(wallet);
      const second = await signIn(wallet);
      expect((await me(first)).status).toBe(200);
      const others = await Promise.all(
        ['super', 'admin', 'kol', 'operator'].map((as) =>
          h.call('GET', '/api/auth/user', { as: as as 'super' }),
        ),
      );
      expect(others.map((r) => r.status)).toEqual([200, 200, 200, 200]);

      const disabled = await update('super', { address: wallet.address, disabled: true });
      expect(disabled.status, disabled.body.message).toBe(200);
      expect(disabled.body.data).toMatchObject({ disabled: true, role: 'admin' });
      expect((await me(first)).status).toBe(401);
      expect((await me(second)).status).toBe(401);
      const refused = await h.login(wallet);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toContain('account disabled');
      // Every other account's session still works.
      const after = await Promise.all(
        ['super', 'admin', 'kol', 'operator'].map((as) =>
          h.call('GET', '/api/auth/user', { as: as as 'super' }),
        ),
      );
      expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const [entry] = (await h.client('super').audit({ action: 'user.update', target: wallet.address })).list;
      expect(entry).toMatchObject({
        before: { disabled: false },
        after: { disabled: true, sessionsRevoked: 2 },
      });

      expect((await update('super', { address: wallet.address, disabled: false })).status).toBe(200);
      expect((await me(await signIn(wallet))).status).toBe(200);
    });

    it('admin changes kol, operator and user accounts only, and grants only those roles', async () => {
      const kol = await staff('kol');
      expect((await update('admin', { address: kol.address, role: 'operator', label: 'Ops' })).status).toBe(
        200,
      );
      const otherAdmin = await staff('admin');
      for (const [body, field] of [
        [{ address: otherAdmin.address, label: 'x' }, 'address'],
        [{ address: DEMO_ACCOUNTS.super, disabled: true }, 'address'],
        [{ address: DEMO_ACCOUNTS.secondSuper, label: 'x' }, 'address'],
        [{ address: kol.address, role: 'admin' }, 'role'],
        [{ address: kol.address, role: 'super' }, 'role'],
      ] as const) {
        const reply = await update('admin', body);
        expect(reply.status, JSON.stringify(body)).toBe(403);
        expect(reply.body.message).toMatch(new RegExp(`^${field}`));
      }
      expect((await userRow(DEMO_ACCOUNTS.secondSuper))?.disabled).toBe(false);
      expect((await userRow(otherAdmin.address))?.label).toBeNull();
    });

    it('nobody changes their own account, and super accounts change only with the CLI', async () => {
      expect((await update('super', { address: DEMO_ACCOUNTS.super, label: 'me' })).status).toBe(403);
      expect((await update('admin', { address: DEMO_ACCOUNTS.admin, disabled: true })).status).toBe(403);
      const otherSuper = await update('super', { address: DEMO_ACCOUNTS.secondSuper, disabled: true });
      expect(otherSuper.status).toBe(403);
      expect(otherSuper.body.message).toContain('CLI');
      const promote = await update('super', { address: DEMO_ACCOUNTS.operator, role: 'super' });
      expect(promote.status).toBe(403);
      expect((await userRow(DEMO_ACCOUNTS.operator))?.role).toBe('operator');
      expect((await h.call('GET', '/api/auth/user', { as: 'admin' })).status).toBe(200);
    });

    it('refuses bad input with 400 naming the field, an unknown address with 404, and changes nothing', async () => {
      const wallet = await staff('operator');
      const before = await userRow(wallet.address);
      for (const [body, field] of [
        [{ address: wallet.address }, 'body'],
        [{ address: wallet.address, label: '' }, 'label'],
        [{ address: wallet.address, label: 'x'.repeat(61) }, 'label'],
        [{ address: wallet.address, disabled: 'yes' }, 'disabled'],
        [{ address: wallet.address, role: 'root' }, 'role'],
        [{ address: wallet.address, label: 'a\ud800b' }, 'label'],
        [{ address: wallet.address, label: 'x', extra: 1 }, 'extra'],
      ] as const) {
        const reply = await update('super', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.message, JSON.stringify(body)).toContain(field);
      }
      expect(await userRow(wallet.address)).toEqual(before);
      const unknown = await update('super', { address: freshWallet().address, label: 'ghost' });
      expect(unknown.status).toBe(404);
      expect((await update('kol', { address: wallet.address, label: 'x' })).status).toBe(403);
    });
  });

  describe('text the database could not keep as given', () => {
    it('refuses a lone UTF-16 surrogate with 400 naming the field, and stores nothing', async () => {
      const address = freshWallet().address;
      for (const remark of ['a\ud800b', '\udc00', 'ok\ud83d']) {
        const reply = await h.call('POST', '/api/manage/user', {
          as: 'admin',
          body: { address, role: 'user', remark },
        });
        expect(reply.status, JSON.stringify(remark)).toBe(400);
        expect(reply.body.message).toMatch(/^remark/);
      }
      expect((await h.client('super').users({ address })).total).toBe(0);
      // A well-formed pair is text like any other.
      const fine = await h.call('POST', '/api/manage/user', {
        as: 'admin',
        body: { address, role: 'user', remark: 'ok \ud83d\ude00' },
      });
      expect(fine.status, fine.body.message).toBe(200);
      expect(fine.body.data.remark).toBe('ok 😀');
    });
  });

  describe('sessions: see and end them', () => {
    it('lists the caller’s own live sessions newest first, marking the current one', async () => {
      const wallet = await staff('operator');
      const older = await signIn(wallet);
      const newer = await signIn(wallet);
      const { list } = okData(await outcome(() => h.client({ token: newer }).sessions({})));
      expect(list).toHaveLength(2);
      expect(list.map((s) => s.current)).toEqual([true, false]);
      expect(list[0]).toMatchObject({ address: wallet.address, ip: expect.any(String) });
      expect(Date.parse(list[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(list[1]?.createdAt ?? ''),
      );
      // A logged-out session is no longer listed.
      await h.call('POST', '/api/auth/logout', { token: older });
      expect(okData(await outcome(() => h.client({ token: newer }).sessions({}))).list).toHaveLength(1);
    });

    it('ends one session by id, or every session of an account, with a session.revoke audit entry', async () => {
      const kol = await staff('kol');
      const a = await signIn(kol);
      const b = await signIn(kol);
      const c = await signIn(kol);
      const { list } = okData(await outcome(() => h.client('admin').sessions({ address: kol.address })));
      expect(list).toHaveLength(3);
      const ofB = list[1]?.id as string;
      const one = okData(await outcome(() => h.client('admin').revokeSessions({ id: ofB })));
      expect(one).toEqual({ revoked: 1 });
      expect(
        [(await me(a)).status, (await me(b)).status, (await me(c)).status].filter((s) => s === 401),
      ).toHaveLength(1);
      const all = okData(await outcome(() => h.client('admin').revokeSessions({ address: kol.address })));
      expect(all).toEqual({ revoked: 2 });
      expect([(await me(a)).status, (await me(b)).status, (await me(c)).status]).toEqual([401, 401, 401]);
      const entries = (await h.client('super').audit({ action: 'session.revoke', target: kol.address })).list;
      expect(entries.map((e) => e.after)).toEqual([{ revoked: 2 }, { revoked: 1, session: ofB }]);
      expect(entries.every((e) => e.actorAddress === DEMO_ACCOUNTS.admin)).toBe(true);
    });

    it('kol and operator see and end only their own; admin not a super’s; unknown ids are 404', async () => {
      const kol = await staff('kol');
      const token = await signIn(kol);
      const asKol = (path: string, body?: Record<string, unknown>) =>
        body
          ? h.call('POST', path, { token, body })
          : h.call('GET', path, { token, query: { address: DEMO_ACCOUNTS.admin } });
      expect((await asKol('/api/manage/sessions')).status).toBe(403);
      expect((await asKol('/api/manage/sessions/revoke', { address: DEMO_ACCOUNTS.admin })).status).toBe(403);
      const superSessions = await h.call('GET', '/api/manage/sessions', {
        as: 'admin',
        query: { address: DEMO_ACCOUNTS.super },
      });
      expect(superSessions.status).toBe(403);
      const adminsOwn = okData(await outcome(() => h.client('admin').sessions({}))).list;
      const foreign = await asKol('/api/manage/sessions/revoke', { id: adminsOwn[0]?.id as string });
      expect(foreign.status).toBe(403);
      expect((await h.call('GET', '/api/auth/user', { as: 'admin' })).status).toBe(200);
      expect((await asKol('/api/manage/sessions/revoke', { id: '999999999' })).status).toBe(404);
      const both = await asKol('/api/manage/sessions/revoke', { id: '1', address: kol.address });
      expect(both.status).toBe(400);
      expect(
        okData(await outcome(() => h.client('super').sessions({ address: kol.address }))).list,
      ).toHaveLength(1);
    });
  });
}
