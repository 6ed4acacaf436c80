import { DEMO_ACCOUNTS, POINTS_MAX, VALID_ADDRESS_MESSAGE } from '@nsa/api';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Harness, okData, outcome, rows } from '../harness.ts';

export function writeCases(h: Harness) {
  const admin = () => h.client('admin');
  const lastAudit = async (action: 'user.create' | 'points.set') =>
    (await h.client('super').audit({ action, pageSize: 1 })).list[0];

  describe('create user', () => {
    it('creates a user under an inviter, trimmed and checksummed, with its referral chain and audit entry', async () => {
      const address = '0x1111111111111111111111111111111111111111';
      const created = okData(
        await outcome(() =>
          admin().createUser({
            address: `  ${address.toUpperCase().replace('0X', '0x')}  ` as `0x${string}`,
            role: 'user',
            inviterAddress: DEMO_ACCOUNTS.user.toLowerCase() as `0x${string}`,
            remark: '  met at the conference ',
          }),
        ),
      );
      expect(created).toMatchObject({
        address: getAddress(address),
        role: 'user',
        inviterAddress: DEMO_ACCOUNTS.user,
        points: 0,
        remark: 'met at the conference',
      });
      // In the kol's downline at once, two levels below it.
      const chain = await h.all('userRelation', { userAddress: address }, 'kol');
      expect(chain.map((r) => [r.inviterAddress, r.level]).sort()).toEqual(
        [
          [DEMO_ACCOUNTS.user, 1],
          [DEMO_ACCOUNTS.kol, 2],
        ].sort(),
      );
      expect(await lastAudit('user.create')).toMatchObject({
        actorAddress: DEMO_ACCOUNTS.admin,
        action: 'user.create',
        target: created.address,
        before: null,
        after: { role: 'user', inviterAddress: DEMO_ACCOUNTS.user },
        evidence: null,
      });
    });

    it('refuses a malformed or wrongly checksummed address with Valid Address', async () => {
      for (const address of ['0x12345', '0x52908400098527886E0F7030069857D2E4169Ee7']) {
        const result = await outcome(() =>
          admin().createUser({ address: address as `0x${string}`, role: 'kol' }),
        );
        expect(result).toEqual({ code: '400', message: VALID_ADDRESS_MESSAGE });
      }
    });

    it('an existing address is 409 in any case, before any other check of the body', async () => {
      const audited = (await h.client('super').audit({ pageSize: 1 })).total;
      for (const body of [
        { address: DEMO_ACCOUNTS.user.toLowerCase(), role: 'user' },
        // A taken address with an unknown inviter: the address is what conflicts.
        {
          address: DEMO_ACCOUNTS.user,
          role: 'user',
          inviterAddress: '0x5555555555555555555555555555555555555555',
        },
      ] as const) {
        const result = await outcome(() => admin().createUser(body as never));
        expect(result).toMatchObject({ code: '409', message: expect.stringContaining(DEMO_ACCOUNTS.user) });
      }
      expect((await h.client('super').audit({ pageSize: 1 })).total).toBe(audited);
    });

    it('lets only one of concurrent creations of one address succeed', async () => {
      const address = '0x2222222222222222222222222222222222222222';
      const results = await Promise.all(
        Array.from({ length: 5 }, () => outcome(() => admin().createUser({ address, role: 'operator' }))),
      );
      expect(results.map((r) => r.code).sort()).toEqual(['200', '409', '409', '409', '409']);
    });

    it('an admin may grant kol, operator and user only: admin and super are 403, and nothing is created', async () => {
      for (const role of ['admin', 'super'] as const) {
        const address = '0x3333333333333333333333333333333333333333';
        const result = await outcome(() => admin().createUser({ address, role }));
        expect(result).toMatchObject({ code: '403', message: expect.stringContaining(role) });
        expect((await admin().users({ address })).total).toBe(0);
      }
    });

    it('names an unknown inviter, an over-long remark and an unknown field; nothing is created', async () => {
      const address = '0x4444444444444444444444444444444444444444';
      const inviter = await outcome(() =>
        admin().createUser({
          address,
          role: 'user',
          inviterAddress: '0x5555555555555555555555555555555555555555',
        }),
      );
      expect(inviter).toMatchObject({ code: '400', message: expect.stringContaining('inviterAddress') });
      const remark = await outcome(() =>
        admin().createUser({ address, role: 'user', remark: 'x'.repeat(201) }),
      );
      expect(remark).toMatchObject({ code: '400', message: expect.stringContaining('remark') });
      const extra = await h.call('POST', '/api/manage/user', {
        as: 'admin',
        body: { address, role: 'user', x: 1 },
      });
      expect(extra.status).toBe(400);
      expect((await admin().users({ address })).total).toBe(0);
    });
  });

  describe('points', () => {
    it('an operator sets points up to the maximum and reads them back; the audit keeps before and after', async () => {
      const operator = h.client('operator');
      const before = (await operator.getPoints({ address: DEMO_ACCOUNTS.user })).points;
      const set = okData(
        await outcome(() => operator.setPoints({ address: DEMO_ACCOUNTS.user, points: POINTS_MAX })),
      );
      expect(set).toEqual({ address: DEMO_ACCOUNTS.user, points: POINTS_MAX });
      expect(await admin().getPoints({ address: DEMO_ACCOUNTS.user.toLowerCase() as `0x${string}` })).toEqual(
        set,
      );
      expect(await lastAudit('points.set')).toMatchObject({
        actorAddress: DEMO_ACCOUNTS.operator,
        target: DEMO_ACCOUNTS.user,
        before: { points: before },
        after: { points: POINTS_MAX },
      });
    });

    it('an unknown user is 404 on read and on write', async () => {
      const address = '0x6666666666666666666666666666666666666666';
      expect((await outcome(() => h.client('operator').getPoints({ address }))).code).toBe('404');
      expect((await outcome(() => h.client('operator').setPoints({ address, points: 1 }))).code).toBe('404');
      expect((await admin().users({ address })).total).toBe(0);
    });
  });

  describe('the audit log', () => {
    it('lists concurrent writes in commit (id) order, by page and by cursor', async () => {
      const users = rows((await admin().users({ role: 'user', pageSize: 30 })).list);
      const results = await Promise.all(
        users.map((u, i) =>
          outcome(() => h.client('operator').setPoints({ address: u.address, points: 1000 + i })),
        ),
      );
      expect(results.every((r) => r.code === '200')).toBe(true);
      const desc = await h.all('audit', { action: 'points.set' });
      const ids = desc.map((e) => BigInt(e.id));
      expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : -1)));
      const asc = await h.all('audit', { action: 'points.set', order: 'asc' });
      expect(asc.map((e) => e.id)).toEqual([...desc].reverse().map((e) => e.id));
      expect(
        desc
          .slice(0, users.length)
          .map((e) => e.target)
          .sort(),
      ).toEqual(users.map((u) => u.address).sort());
    });
  });
}
