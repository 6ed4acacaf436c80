import { DEMO_ACCOUNTS, type EndpointName } from '@nsa/api';
import type { MockDb } from './db.ts';
import { fixtureAddress } from './random.ts';

let fresh = 0;

/** A representative valid input for each endpoint over `db` (writes pick rows that can still change). */
export function sampleInput(name: EndpointName, db: MockDb): Record<string, unknown> {
  const platformUser = db.users.find((u) => u.role === 'user') ?? { address: DEMO_ACCOUNTS.user };
  const pending = () => db.withdrawals.find((w) => w.status === 'pending')?.id ?? '1';
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
    case 'approveWithdrawal':
      return { id: pending() };
    case 'rejectWithdrawal':
      return { id: pending(), reason: 'duplicate request' };
    case 'getPoints':
      return { address: platformUser.address };
    case 'setPoints':
      return { address: platformUser.address, points: 4200 };
    default:
      return {};
  }
}
