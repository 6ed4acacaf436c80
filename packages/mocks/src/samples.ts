import { DEMO_ACCOUNTS, type EndpointName, type Withdrawal } from '@nsa/api';
import { fixtureAddress } from '@nsa/api/demo-world';
import type { MockDb } from './db.ts';
import { signDecision } from './harness.ts';

let fresh = 0;

/**
 * A representative valid input for each endpoint over `db` (writes pick rows that can still change;
 * decisions are signed by the demo super, the one role that may make them).
 */
export async function sampleInput(name: EndpointName, db: MockDb): Promise<Record<string, unknown>> {
  const platformUser = db.users.find((u) => u.role === 'user') ?? { address: DEMO_ACCOUNTS.user };
  // One approval decides it, so the sample call's outcome is a plain 200 either way.
  const pending = () =>
    db.withdrawals.find((w) => w.status === 'pending' && w.requiredApprovals === 1) ??
    (db.withdrawals[0] as Withdrawal);
  switch (name) {
    case 'authNonce':
      return { address: DEMO_ACCOUNTS.super };
    case 'authLogin':
      throw new Error('sign-in needs a signature: use signIn()');
    case 'users':
    case 'userRelation':
    case 'referralOrders':
    case 'orders':
    case 'purchaseOrders':
    case 'withdrawals':
    case 'audit':
      return { pageSize: 5 };
    case 'createUser':
      fresh += 1;
      return {
        address: fixtureAddress(`sample:new-user:${fresh}`),
        role: 'user',
        inviterAddress: DEMO_ACCOUNTS.kol,
      };
    case 'approveWithdrawal': {
      const row = pending();
      return { id: row.id, ...(await signDecision('super', row, 'approve')) };
    }
    case 'rejectWithdrawal': {
      const row = pending();
      const reason = 'duplicate request';
      return { id: row.id, reason, ...(await signDecision('super', row, 'reject', { reason })) };
    }
    case 'getPoints':
      return { address: platformUser.address };
    case 'setPoints':
      return { address: platformUser.address, points: 4200 };
    default:
      return {};
  }
}
