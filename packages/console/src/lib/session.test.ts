import { DEMO_ACCOUNTS } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  session,
  sessionFlags,
  startSession,
} from './session.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const info = (role: 'super' | 'admin' | 'kol' | 'operator') => ({
  role,
  address: DEMO_ACCOUNTS[role],
  uid: '1',
  token: `t-${role}`,
});

describe('sessionFlags', () => {
  it('grants nothing without a session', () => {
    expect(sessionFlags({ userInfo: null })).toEqual({ canCreateUser: false, canSeeOrder: false });
  });
  it.each([
    // Only the admin grants roles (the super approves money, and creates no users).
    ['super', { canCreateUser: false, canSeeOrder: true }],
    ['admin', { canCreateUser: true, canSeeOrder: true }],
    ['kol', { canCreateUser: false, canSeeOrder: false }],
    ['operator', { canCreateUser: false, canSeeOrder: false }],
  ] as const)('derives the flags of %s from the role', (role, flags) => {
    expect(sessionFlags({ userInfo: info(role) })).toEqual(flags);
  });
});

describe('session persistence', () => {
  it('stores only token and address, and clears them', () => {
    const storage = memoryStorage();
    startSession(info('admin'), storage);
    expect(JSON.parse(storage.map.get(SESSION_STORAGE_KEY) ?? '')).toEqual({
      token: 't-admin',
      address: DEMO_ACCOUNTS.admin,
    });
    expect(readStoredSession(storage)).toEqual({ token: 't-admin', address: DEMO_ACCOUNTS.admin });
    expect(session.userInfo?.role).toBe('admin');
    clearSession(storage);
    expect(storage.map.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(session.userInfo).toBeNull();
  });
  it.each(['not json', '[]', '{"token":""}', '{"token":"x","address":"0x12"}', 'null'])(
    'ignores a damaged stored value %s',
    (raw) => {
      const storage = memoryStorage();
      storage.setItem(SESSION_STORAGE_KEY, raw);
      expect(readStoredSession(storage)).toBeNull();
    },
  );
});
