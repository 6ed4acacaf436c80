import { accountChangeRefusal, DEMO_ACCOUNTS } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { accountName, refusalNote } from './staffAccount.ts';

const superUser = { address: DEMO_ACCOUNTS.super, role: 'super' as const };
const secondSuper = { address: DEMO_ACCOUNTS.secondSuper, role: 'super' as const };
const admin = { address: DEMO_ACCOUNTS.admin, role: 'admin' as const };
const kol = { address: DEMO_ACCOUNTS.kol, role: 'kol' as const };

/** The note for the refusal the rule in packages/api gives: a change of its wording fails here. */
const noteFor = (...args: Parameters<typeof accountChangeRefusal>) => {
  const refusal = accountChangeRefusal(...args);
  return refusal === null ? null : refusalNote(refusal);
};

describe('refusalNote', () => {
  it('tells each refusal of accountChangeRefusal in its own words', () => {
    expect(noteFor(superUser, superUser)).toBe('staff.readOnlyOwn');
    expect(noteFor(admin, admin)).toBe('staff.readOnlyOwn');
    expect(noteFor(superUser, secondSuper)).toBe('staff.readOnlyCli');
    expect(noteFor(admin, superUser)).toBe('staff.readOnlyCli');
    expect(noteFor(admin, { ...admin, address: DEMO_ACCOUNTS.kol })).toBe('staff.readOnlyRole');
    expect(noteFor(kol, admin)).toBe('staff.readOnlyRole');
    expect(noteFor(superUser, admin)).toBeNull();
  });

  it('reads an unknown refusal as not the viewer’s to change', () => {
    expect(refusalNote('role: something new')).toBe('staff.readOnlyRole');
  });
});

describe('accountName', () => {
  it('names the account by its label and a long enough address, isolated for right-to-left text', () => {
    expect(accountName({ address: DEMO_ACCOUNTS.admin, label: 'Ari (support)' })).toBe(
      '\u2068Ari (support) 0x7099…79C8\u2069',
    );
    expect(accountName({ address: DEMO_ACCOUNTS.admin, label: null })).toBe('\u20680x7099…79C8\u2069');
  });
});
