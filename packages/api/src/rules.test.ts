import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo.ts';
import { type Cursor, dateRange, decodeCursor, encodeCursor } from './list.ts';
import { canGrantRole, consoleRoles, hasMenu, homePathFor, roles, screensFor } from './roles.ts';
import { type DecisionState, decideWithdrawal, grantedAccess } from './rules.ts';
import { screenOfPath } from './screens.ts';

const pending = (requiredApprovals: 1 | 2, approvals: DecisionState['approvals'] = []): DecisionState => ({
  id: '7',
  status: 'pending',
  approvals,
  requiredApprovals,
  decidedBy: null,
  decidedAt: null,
});
const at = '2026-11-01T09:00:00.000Z';
const { super: first, secondSuper: second } = DEMO_ACCOUNTS;

describe('decideWithdrawal', () => {
  it('one approval decides a withdrawal that needs one', () => {
    expect(decideWithdrawal(pending(1), 'approve', first, at)).toEqual({
      ok: true,
      status: 'approved',
      approvals: [{ address: first, at }],
      final: true,
    });
  });

  it('a withdrawal that needs two stays pending after the first, and awaits the second', () => {
    const result = decideWithdrawal(pending(2), 'approve', first, at);
    expect(result).toMatchObject({ ok: true, status: 'pending', final: false });
    const after = pending(2, result.ok ? result.approvals : []);
    expect(decideWithdrawal(after, 'approve', second, at)).toMatchObject({ status: 'approved', final: true });
  });

  it('the same super cannot approve twice, in any letter case', () => {
    const once = pending(2, [{ address: first, at }]);
    const again = decideWithdrawal(once, 'approve', first.toLowerCase() as `0x${string}`, at);
    expect(again).toEqual({
      ok: false,
      code: '409',
      message: `withdrawal 7: ${first.toLowerCase()} already approved it; a second super must approve`,
    });
  });

  it('a reject ends a half-approved withdrawal and keeps its approvals', () => {
    const once = pending(2, [{ address: second, at }]);
    expect(decideWithdrawal(once, 'reject', first, at)).toEqual({
      ok: true,
      status: 'rejected',
      approvals: [{ address: second, at }],
      final: true,
    });
  });

  it.each(['approved', 'rejected'] as const)(
    'a %s withdrawal cannot change: 409 naming who decided',
    (status) => {
      const decided = { ...pending(1), status, decidedBy: first, decidedAt: at };
      for (const decision of ['approve', 'reject'] as const) {
        expect(decideWithdrawal(decided, decision, second, at)).toEqual({
          ok: false,
          code: '409',
          message: `withdrawal 7 was already ${status} by ${first} at ${at}`,
        });
      }
    },
  );
});

describe('decideWithdrawal without a record of who decided', () => {
  it('still refuses, saying so rather than naming nobody', () => {
    const decided = { ...pending(1), status: 'approved' as const, decidedBy: null, decidedAt: null };
    expect(decideWithdrawal(decided, 'approve', second, at)).toEqual({
      ok: false,
      code: '409',
      message: 'withdrawal 7 was already approved by someone at an unknown time',
    });
  });
});

describe('grantedAccess', () => {
  it('lets every role into a public endpoint, and no platform user into a guarded one', () => {
    for (const role of roles) expect(grantedAccess(null, role)).toBe('all');
    expect(grantedAccess({ kol: 'downline' }, 'kol')).toBe('downline');
    expect(grantedAccess({ kol: 'downline' }, 'admin')).toBeNull();
    expect(grantedAccess({ super: 'all', admin: 'all', kol: 'all', operator: 'all' }, 'user')).toBeNull();
  });
});

describe('canGrantRole', () => {
  it('only an admin grants, and only kol, operator and user', () => {
    const granted = roles.flatMap((actor) =>
      roles.filter((r) => canGrantRole(actor, r)).map((r) => `${actor}→${r}`),
    );
    expect(granted).toEqual(['admin→kol', 'admin→operator', 'admin→user']);
  });
});

describe('role facts from the screen table', () => {
  it.each(consoleRoles)(
    "%s's home is a screen it may open (a role without one would loop on sign-in)",
    (role) => {
      const home = screenOfPath(homePathFor(role));
      expect(home).not.toBeNull();
      expect(screensFor(role)).toContain(home);
    },
  );

  it('sends the operator to the points screen without a menu, and the others to the users with one', () => {
    expect(consoleRoles.map((role) => [role, homePathFor(role), hasMenu(role)])).toEqual([
      ['super', '/home', true],
      ['admin', '/home', true],
      ['kol', '/home', true],
      ['operator', '/operation', false],
    ]);
  });
});

describe('dateRange', () => {
  it('a bare date runs from the start of its UTC day to the last millisecond of it', () => {
    expect(dateRange('2026-02-28', '2026-02-28')).toEqual({
      from: new Date('2026-02-28T00:00:00.000Z'),
      to: new Date('2026-02-28T23:59:59.999Z'),
    });
  });

  it('a date-time is taken as given, with its offset', () => {
    expect(dateRange('2026-03-01T10:00:00+02:00', undefined)).toEqual({
      from: new Date('2026-03-01T08:00:00.000Z'),
      to: undefined,
    });
  });
});

describe('cursor', () => {
  const cursorArb = fc.record({
    sort: fc.constantFrom('createdAt', 'amount', 'level'),
    order: fc.constantFrom('asc', 'desc' as const),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    id: fc.bigInt({ min: 1n, max: 10n ** 18n - 1n }).map(String),
  }) as fc.Arbitrary<Cursor>;

  it('decodes what it encodes, for any value', () => {
    fc.assert(
      fc.property(cursorArb, (cursor) => {
        expect(decodeCursor(encodeCursor(cursor), cursor.sort, cursor.order)).toEqual(cursor);
      }),
    );
  });

  it('refuses a cursor of another sort or order', () => {
    fc.assert(
      fc.property(cursorArb, (cursor) => {
        const text = encodeCursor(cursor);
        expect(decodeCursor(text, `${cursor.sort}x`, cursor.order)).toBeNull();
        expect(decodeCursor(text, cursor.sort, cursor.order === 'asc' ? 'desc' : 'asc')).toBeNull();
      }),
    );
  });

  it('refuses any text it did not produce without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeCursor(text, 'createdAt', 'desc')).not.toThrow();
      }),
    );
    expect(decodeCursor(btoa('["createdAt","desc",1,"0"]'), 'createdAt', 'desc')).toBeNull();
  });
});
