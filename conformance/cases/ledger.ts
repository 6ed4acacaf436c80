import { DEMO_ACCOUNTS, POINTS_BATCH_MAX, POINTS_MAX } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { type Harness, okData, outcome, type Row, rows } from '../harness.ts';
import { world } from './world.ts';

/** Plain users no other case of this target writes to: each case takes its own. */
const plainUsers = world.users.filter((u) => u.role === 'user' && u.address !== DEMO_ACCOUNTS.user);

export function ledgerCases(h: Harness) {
  let next = 0;
  const takeUser = () => {
    const user = plainUsers[next++];
    if (!user) throw new Error('the demo world has run out of plain users for the ledger cases');
    return user.address;
  };
  const operator = () => h.client('operator');
  const balance = async (address: `0x${string}`) => (await operator().getPoints({ address })).points;
  const history = (address: string) => h.all('pointsHistory', { address }, 'operator');
  const audited = async () => (await h.client('super').audit({ action: 'points.adjust', pageSize: 1 })).total;

  describe('points as a ledger', () => {
    it('an adjustment adds to the balance, keeps a ledger row with its reason and a points.adjust audit entry', async () => {
      const address = takeUser();
      const before = await balance(address);
      const added = okData(
        await outcome(() => operator().adjustPoints({ address, delta: 500, reason: '  campaign bonus ' })),
      );
      expect(added).toEqual({ address, points: before + 500 });
      const taken = okData(
        await outcome(() =>
          operator().adjustPoints({ address, delta: -200, reason: 'refund', expected: before + 500 }),
        ),
      );
      expect(taken.points).toBe(before + 300);
      const [last, first] = rows(await history(address), 'ledger rows');
      expect(last).toMatchObject({
        address,
        before: before + 500,
        after: before + 300,
        delta: -200,
        reason: 'refund',
        actorAddress: DEMO_ACCOUNTS.operator,
      });
      expect(first).toMatchObject({ before, after: before + 500, delta: 500, reason: 'campaign bonus' });
      expect(Date.parse(last?.createdAt)).toBeGreaterThanOrEqual(Date.parse(first?.createdAt));
      const [entry] = (await h.client('super').audit({ action: 'points.adjust', target: address })).list;
      expect(entry).toMatchObject({
        actorAddress: DEMO_ACCOUNTS.operator,
        target: address,
        before: { points: before + 500 },
        after: { points: before + 300, reason: 'refund' },
        evidence: null,
      });
    });

    it('a set is a ledger row too, with no reason', async () => {
      const address = takeUser();
      const before = await balance(address);
      okData(
        await outcome(() => h.client('admin').setPoints({ address, points: before + 77, expected: before })),
      );
      const [row] = rows(await history(address));
      expect(row).toMatchObject({
        before,
        after: before + 77,
        delta: 77,
        reason: null,
        actorAddress: DEMO_ACCOUNTS.admin,
      });
      // A set's audit entry carries the balances only: it has no reason.
      const [entry] = (await h.client('super').audit({ action: 'points.set', target: address })).list;
      expect(entry?.before).toEqual({ points: before });
      expect(entry?.after).toEqual({ points: before + 77 });
    });

    it('a stale `expected` is 409 on adjust and on set, and changes nothing', async () => {
      const address = takeUser();
      const before = await balance(address);
      const ledger = (await history(address)).length;
      const adjust = await outcome(() =>
        operator().adjustPoints({ address, delta: 10, reason: 'late', expected: before + 1 }),
      );
      expect(adjust).toMatchObject({ code: '409', message: expect.stringContaining('expected') });
      const set = await outcome(() => operator().setPoints({ address, points: 5, expected: before + 1 }));
      expect(set).toMatchObject({ code: '409', message: expect.stringContaining(String(before)) });
      expect(await balance(address)).toBe(before);
      expect((await history(address)).length).toBe(ledger);
    });

    it('two operators adjusting one balance at once: with `expected` exactly one wins, without both count', async () => {
      const address = takeUser();
      const before = await balance(address);
      const racing = await Promise.all(
        [1, 2, 3].map((n) =>
          outcome(() =>
            operator().adjustPoints({ address, delta: n, reason: `race ${n}`, expected: before }),
          ),
        ),
      );
      const won = racing.filter((r) => r.code === '200');
      expect(won).toHaveLength(1);
      expect(racing.filter((r) => r.code === '409')).toHaveLength(2);
      const afterRace = await balance(address);
      expect([before + 1, before + 2, before + 3]).toContain(afterRace);
      await Promise.all(
        [10, 20].map((delta) => outcome(() => operator().adjustPoints({ address, delta, reason: 'both' }))),
      );
      expect(await balance(address)).toBe(afterRace + 30);
      // The three rows written here, above the balance's seeded opening row.
      expect(
        (await history(address))
          .slice(0, 3)
          .map((r) => r.delta)
          .sort((a, b) => a - b),
      ).toEqual([afterRace - before, 10, 20].sort((a, b) => a - b));
    });

    it('refuses a bad adjustment with 400 naming the field, and writes nothing', async () => {
      const address = takeUser();
      const before = await balance(address);
      const audits = await audited();
      const ledger = await history(address);
      const cases: [Row, string][] = [
        [{ address, delta: 0, reason: 'zero' }, 'delta'],
        [{ address, delta: 1.5, reason: 'half' }, 'delta'],
        [{ address, delta: '5', reason: 'text' }, 'delta'],
        [{ address, delta: 5 }, 'reason'],
        [{ address, delta: 5, reason: '   ' }, 'reason'],
        [{ address, delta: 5, reason: 'x'.repeat(201) }, 'reason'],
        [{ address, delta: -(before + 1), reason: 'below zero' }, 'delta'],
        [{ address, delta: POINTS_MAX - before + 1, reason: 'above the limit' }, 'delta'],
        [{ address, delta: 5, reason: 'r', expected: -1 }, 'expected'],
        [{ address: '0x12', delta: 5, reason: 'r' }, 'Valid Address'],
        [{ address, delta: 5, reason: 'r', note: 'x' }, 'note'],
      ];
      for (const [body, named] of cases) {
        const reply = await h.callEndpoint('adjustPoints', body, 'operator');
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.message, JSON.stringify(body)).toContain(named);
      }
      expect(await balance(address)).toBe(before);
      expect(await history(address)).toEqual(ledger);
      expect(await audited()).toBe(audits);
    });

    it('the limits themselves are balances: down to exactly 0 and up to exactly the maximum', async () => {
      const address = takeUser();
      const before = await balance(address);
      expect(
        okData(
          await outcome(() =>
            operator().adjustPoints({ address, delta: POINTS_MAX - before, reason: 'top' }),
          ),
        ),
      ).toEqual({ address, points: POINTS_MAX });
      expect(
        okData(
          await outcome(() => operator().adjustPoints({ address, delta: -POINTS_MAX, reason: 'bottom' })),
        ),
      ).toEqual({ address, points: 0 });
    });

    it('an unknown user is 404, and nothing is written', async () => {
      const address = '0x7777777777777777777777777777777777777777';
      const result = await outcome(() => operator().adjustPoints({ address, delta: 5, reason: 'ghost' }));
      expect(result).toMatchObject({ code: '404', message: expect.stringContaining(address) });
      expect(await history(address)).toEqual([]);
    });
  });

  describe('points batches: all or nothing, with a dry run', () => {
    it('a dry run computes each row in order (one address twice) and writes nothing; the same batch then applies', async () => {
      const [a, b] = [takeUser(), takeUser()];
      const [beforeA, beforeB] = [await balance(a), await balance(b)];
      const audits = await audited();
      const ledgerA = await history(a);
      const items = [
        { address: a, delta: 100, reason: 'row one' },
        { address: b, delta: 50, reason: 'row two' },
        { address: a, delta: -30, reason: 'row three' },
      ];
      const expected = [
        { address: a, before: beforeA, after: beforeA + 100 },
        { address: b, before: beforeB, after: beforeB + 50 },
        { address: a, before: beforeA + 100, after: beforeA + 70 },
      ];
      const dry = okData(await outcome(() => operator().adjustPointsBatch({ items, dryRun: true })));
      expect(dry.results).toEqual(expected);
      expect([await balance(a), await balance(b)]).toEqual([beforeA, beforeB]);
      expect(await history(a)).toEqual(ledgerA);
      expect(await audited()).toBe(audits);

      const applied = okData(await outcome(() => operator().adjustPointsBatch({ items })));
      expect(applied.results).toEqual(expected);
      expect([await balance(a), await balance(b)]).toEqual([beforeA + 70, beforeB + 50]);
      const after = await history(a);
      expect(after.length).toBe(ledgerA.length + 2);
      expect(after.slice(0, 2).map((r) => [r.before, r.after, r.reason])).toEqual([
        [beforeA + 100, beforeA + 70, 'row three'],
        [beforeA, beforeA + 100, 'row one'],
      ]);
      expect(await audited()).toBe(audits + 3);
    });

    it('any bad row refuses the whole batch with 400 naming each row from 1 and its field; nothing is written', async () => {
      const [a, b] = [takeUser(), takeUser()];
      const before = await balance(a);
      const audits = await audited();
      const ledger = await history(a);
      const shape = await h.callEndpoint(
        'adjustPointsBatch',
        {
          items: [
            { address: a, delta: 5, reason: 'fine' },
            { address: '0xnot', delta: 5, reason: 'bad address' },
            { address: b, delta: 0, reason: 'zero' },
            { address: b, delta: 5, reason: '' },
          ],
        },
        'operator',
      );
      expect(shape.status).toBe(400);
      for (const named of ['row 2 address', 'row 3 delta', 'row 4 reason'])
        expect(shape.body.message).toContain(named);
      expect(shape.body.message).not.toContain('row 1');

      const ghost = '0x8888888888888888888888888888888888888888';
      const balances = await h.callEndpoint(
        'adjustPointsBatch',
        {
          items: [
            { address: a, delta: 5, reason: 'fine' },
            { address: a, delta: -(before + 6), reason: 'one below 0 after row 1' },
            { address: ghost, delta: 5, reason: 'nobody' },
          ],
        },
        'operator',
      );
      expect(balances.status).toBe(400);
      expect(balances.body.message).toContain('row 2 delta');
      expect(balances.body.message).toContain(`row 3 address: ${ghost}`);

      // Both kinds at once: one answer names the format problem and the balance problems, by row.
      const mixed = await h.callEndpoint(
        'adjustPointsBatch',
        {
          items: [
            { address: ghost, delta: 5, reason: 'nobody' },
            { address: a, delta: 1.5, reason: 'not an integer' },
            { address: a, delta: -(before + 1), reason: 'below 0' },
          ],
        },
        'operator',
      );
      expect(mixed.status).toBe(400);
      const named = ['row 1 address', 'row 2 delta', 'row 3 delta'].map((n) => mixed.body.message.indexOf(n));
      expect(
        named.every((at) => at >= 0),
        mixed.body.message,
      ).toBe(true);
      expect(named).toEqual([...named].sort((x, y) => x - y));
      const details = (mixed.body as { details?: { path: string }[] }).details ?? [];
      expect(details.map((d) => d.path)).toEqual(['items.0.address', 'items.1.delta', 'items.2.delta']);
      expect(await balance(a)).toBe(before);
      expect(await history(a)).toEqual(ledger);
      expect(await audited()).toBe(audits);
    });

    it(`takes ${POINTS_BATCH_MAX} rows (over the usual 64 KiB body) and refuses one more`, async () => {
      const address = takeUser();
      const reason = 'imported from the spring campaign spreadsheet';
      const items = Array.from({ length: POINTS_BATCH_MAX }, () => ({ address, delta: 1, reason }));
      expect(JSON.stringify({ items }).length).toBeGreaterThan(64 * 1024);
      const dry = okData(await outcome(() => operator().adjustPointsBatch({ items, dryRun: true })));
      expect(dry.results).toHaveLength(POINTS_BATCH_MAX);
      expect(dry.results.at(-1)?.after).toBe((dry.results[0]?.before ?? 0) + POINTS_BATCH_MAX);
      const over = await h.callEndpoint('adjustPointsBatch', { items: [...items, items[0]] }, 'operator');
      expect(over.status).toBe(400);
      expect(over.body.message).toContain('items');
      const empty = await h.callEndpoint('adjustPointsBatch', { items: [] }, 'operator');
      expect(empty.status).toBe(400);
    });
  });

  describe('points history: the list contract', () => {
    it('pages newest first, filters by address and searches the actor by prefix', async () => {
      const address = takeUser();
      const seeded = (await history(address)).length;
      for (const delta of [1, 2, 3]) {
        okData(
          await outcome(() => h.client('admin').adjustPoints({ address, delta, reason: `step ${delta}` })),
        );
      }
      const page = await operator().pointsHistory({ address, pageSize: 2 });
      expect(page.total).toBe(seeded + 3);
      expect(page.list.map((r) => r.delta)).toEqual([3, 2]);
      expect(page.nextCursor).not.toBeNull();
      const rest = await operator().pointsHistory({ address, pageSize: 2, cursor: page.nextCursor ?? '' });
      expect(rest.list[0]?.delta).toBe(1);
      const byActor = await operator().pointsHistory({ q: DEMO_ACCOUNTS.admin.slice(0, 10).toLowerCase() });
      expect(rows(byActor.list).every((r) => r.actorAddress === DEMO_ACCOUNTS.admin)).toBe(true);
      const unknown = await h.callEndpoint('pointsHistory', { sort: 'delta' }, 'operator');
      expect(unknown.status).toBe(400);
    });
  });
}
