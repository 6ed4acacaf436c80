import { type Access, type EndpointName, endpoints, type RoleAccess } from './endpoints.ts';
import { type ConsoleRole, consoleRoles, type Role, type WithdrawalStatus } from './primitives.ts';

export function isConsoleRole(role: string): role is ConsoleRole {
  return (consoleRoles as readonly string[]).includes(role);
}

/** How `role` may call `endpoint`: all rows, its downline only, or null (denied: 403). */
export function accessFor(endpoint: EndpointName, role: Role): Access | null {
  const access: RoleAccess | null = endpoints[endpoint].access;
  if (access === null) return 'all';
  return isConsoleRole(role) ? (access[role] ?? null) : null;
}

/** Roles each role may grant through POST /api/manage/user. */
const grantable: Partial<Record<Role, readonly Role[]>> = { admin: ['kol', 'operator', 'user'] };

export function canGrantRole(actor: Role, role: Role): boolean {
  return grantable[actor]?.includes(role) ?? false;
}

export type WithdrawalDecision = 'approve' | 'reject';

/** The withdrawal state machine: only `pending` may be decided, once. */
export function decideWithdrawal(
  current: WithdrawalStatus,
  decision: WithdrawalDecision,
): WithdrawalStatus | null {
  if (current !== 'pending') return null;
  return decision === 'approve' ? 'approved' : 'rejected';
}

export type Screen = 'home' | 'order' | 'withdraw' | 'operation' | 'user';

/** Screens each role may open; the console menu and guards mirror the server's matrix. */
const screens: Record<ConsoleRole, readonly Screen[]> = {
  super: ['home', 'user', 'order', 'withdraw', 'operation'],
  admin: ['home', 'user', 'order', 'operation'],
  kol: ['home', 'user'],
  operator: ['operation'],
};

export function screensFor(role: ConsoleRole): readonly Screen[] {
  return screens[role];
}

export function homePathFor(role: ConsoleRole): '/home' | '/operation' {
  return role === 'operator' ? '/operation' : '/home';
}
