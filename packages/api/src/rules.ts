import { type Access, type EndpointName, endpoints, type RoleAccess } from './endpoints.ts';
import type { WithdrawalStatus } from './primitives.ts';
import { isConsoleRole, type Role } from './roles.ts';

export {
  accountChangeRefusal,
  canGrantRole,
  hasMenu,
  homePathFor,
  isConsoleRole,
  maySeeSessions,
  type Screen,
  screensFor,
} from './roles.ts';
export { type ScreenEntry, screenOfPath, screenTable } from './screens.ts';

/** How `role` may call `endpoint`: all rows, its downline only, or null (denied: 403). */
export function accessFor(endpoint: EndpointName, role: Role): Access | null {
  return grantedAccess(endpoints[endpoint].access, role);
}

/** How an endpoint's role table (null: no token needed) lets `role` in, or null (403). */
export function grantedAccess(access: RoleAccess | null, role: Role): Access | null {
  if (access === null) return 'all';
  return isConsoleRole(role) ? (access[role] ?? null) : null;
}

export type WithdrawalDecision = 'approve' | 'reject';

/** The state of a withdrawal a decision can change. */
export type DecisionState = {
  id: string;
  status: WithdrawalStatus;
  approvals: readonly { address: `0x${string}`; at: string }[];
  requiredApprovals: 1 | 2;
  decidedBy: string | null;
  decidedAt: string | null;
};

export type DecisionResult =
  | {
      ok: true;
      status: WithdrawalStatus;
      approvals: { address: `0x${string}`; at: string }[];
      /** True when this decision ends the withdrawal (approved or rejected). */
      final: boolean;
    }
  | { ok: false; code: '409'; message: string };

/**
 * The withdrawal state machine: only `pending` may change. An approval is final once
 * `requiredApprovals` distinct supers have approved; the same super cannot approve twice; a
 * reject ends it at any point.
 */
export function decideWithdrawal(
  current: DecisionState,
  decision: WithdrawalDecision,
  actor: `0x${string}`,
  at: string,
): DecisionResult {
  if (current.status !== 'pending') {
    return {
      ok: false,
      code: '409',
      message: `withdrawal ${current.id} was already ${current.status} by ${current.decidedBy ?? 'someone'} at ${current.decidedAt ?? 'an unknown time'}`,
    };
  }
  if (decision === 'reject') {
    return { ok: true, status: 'rejected', approvals: [...current.approvals], final: true };
  }
  if (current.approvals.some((a) => a.address.toLowerCase() === actor.toLowerCase())) {
    return {
      ok: false,
      code: '409',
      message: `withdrawal ${current.id}: ${actor} already approved it; a second super must approve`,
    };
  }
  const approvals = [...current.approvals, { address: actor, at }];
  const final = approvals.length >= current.requiredApprovals;
  return { ok: true, status: final ? 'approved' : 'pending', approvals, final };
}
