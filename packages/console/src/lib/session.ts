import { type ConsoleRole, canGrantRole, roles, screensFor } from '@nsa/api';
import { proxy } from 'valtio';

export type UserInfo = {
  role: ConsoleRole;
  address: `0x${string}`;
  uid: string;
  token: string;
  /** The account's staff label, shown beside its address in the header. */
  label?: string | null;
};
export type SessionState = { userInfo: UserInfo | null };
/** What the screens ask of the role beyond the guards: the create-user button, the orders tab. */
export type SessionFlags = { canCreateUser: boolean; canSeeOrder: boolean };

/** The key the contract names; it holds `{ token, address }` only. */
export const SESSION_STORAGE_KEY = 'node-sales-admin';

export const session = proxy<SessionState>({ userInfo: null });

/** Flags are computed from the role on every read, never stored. */
export function sessionFlags(state: SessionState): SessionFlags {
  const role = state.userInfo?.role;
  if (!role) return { canCreateUser: false, canSeeOrder: false };
  return {
    canCreateUser: roles.some((r) => canGrantRole(role, r)),
    canSeeOrder: screensFor(role).includes('order'),
  };
}

export type StoredSession = { token: string; address: `0x${string}` };

export function readStoredSession(storage: Pick<Storage, 'getItem'>): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, address } = parsed as Record<string, unknown>;
    if (
      typeof token !== 'string' ||
      !token ||
      typeof address !== 'string' ||
      !/^0x[0-9a-fA-F]{40}$/.test(address)
    )
      return null;
    return { token, address: address as `0x${string}` };
  } catch {
    return null;
  }
}

export function startSession(userInfo: UserInfo, storage: Pick<Storage, 'setItem'> = localStorage): void {
  session.userInfo = userInfo;
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: userInfo.token, address: userInfo.address }));
}

export function clearSession(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  session.userInfo = null;
  storage.removeItem(SESSION_STORAGE_KEY);
}
