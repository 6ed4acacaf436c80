import { type Access, type EndpointName, endpoints, type RoleAccess } from './endpoints.ts';
import type { WithdrawalStatus } from './primitives.ts';
import { isConsoleRole, type Role } from './roles.ts';

export { canGrantRole, homePathFor, isConsoleRole, type Screen, screensFor } from './roles.ts';

/** How `role` may call `endpoint`: all rows, its downline only, or null (denied: 403). */
export function accessFor(endpoint: EndpointName, role: Role): Access | null {
  const access: RoleAccess | null = endpoints[endpoint].access;
  if (access === null) return 'all';
  return isConsoleRole(role) ? (access[role] ?? null) : null;
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
