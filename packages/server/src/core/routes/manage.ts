import { listAudit } from '../services/audit.ts';
import { decideBatch, decideWithdrawalById } from '../services/decide.ts';
import { listOrders, listReferralOrders } from '../services/orders.ts';
import { listUserRelations } from '../services/relations.ts';
import { listSessions, revokeSessions, updateUser } from '../services/staff.ts';
import { stats } from '../services/stats.ts';
import { userTree } from '../services/tree.ts';
import { createUser, listUsers } from '../services/users.ts';
import { withdrawalContext } from '../services/withdrawalContext.ts';
import { listWithdrawals, withdrawalOverview } from '../services/withdrawals.ts';
import { actorOf, type Handlers } from './types.ts';

export const manageHandlers = {
  users: {
    run: ({ deps, input, access, user }) => listUsers(deps.database.db, input, access, actorOf(user)),
  },
  createUser: {
    run: ({ deps, input, user }) => createUser(deps.database.db, input, actorOf(user), deps.now()),
  },
  updateUser: { run: ({ deps, input, user }) => updateUser(deps, input, actorOf(user)) },
  sessions: {
    run: ({ deps, input, user, request }) => listSessions(deps, input, actorOf(user), request.token ?? ''),
  },
  revokeSessions: { run: ({ deps, input, user }) => revokeSessions(deps, input, actorOf(user)) },
  userRelation: {
    run: ({ deps, input, access, user }) => listUserRelations(deps.database.db, input, access, actorOf(user)),
  },
  referralOrders: {
    run: ({ deps, input, access, user }) =>
      listReferralOrders(deps.database.db, input, access, actorOf(user)),
  },
  orders: { run: ({ deps, input }) => listOrders(deps.database.db, 'orders', input) },
  purchaseOrders: { run: ({ deps, input }) => listOrders(deps.database.db, 'purchase_orders', input) },
  withdrawals: {
    run: ({ deps, input }) => listWithdrawals(deps.database.db, input, deps.governance.thresholds),
  },
  withdrawalOverview: {
    run: ({ deps, user }) =>
      withdrawalOverview(deps.database.db, deps.now(), actorOf(user).address, deps.governance.thresholds),
  },
  approveWithdrawal: {
    run: ({ deps, input, user }) => decideWithdrawalById(deps, input, 'approve', actorOf(user)),
  },
  rejectWithdrawal: {
    run: ({ deps, input, user }) => decideWithdrawalById(deps, input, 'reject', actorOf(user)),
  },
  decideBatch: { run: ({ deps, input, user }) => decideBatch(deps, input, actorOf(user)) },
  withdrawalContext: { run: ({ deps, input }) => withdrawalContext(deps.database.db, input.id) },
  audit: { run: ({ deps, input }) => listAudit(deps.database.db, input) },
  userTree: {
    run: ({ deps, input, access, user }) =>
      userTree(deps.database.db, input, access, actorOf(user), deps.now()),
  },
  stats: { run: ({ deps, input, access, user }) => stats(deps.database.db, input, access, actorOf(user)) },
} satisfies Pick<
  Handlers,
  | 'users'
  | 'createUser'
  | 'updateUser'
  | 'sessions'
  | 'revokeSessions'
  | 'userRelation'
  | 'referralOrders'
  | 'orders'
  | 'purchaseOrders'
  | 'withdrawals'
  | 'withdrawalOverview'
  | 'approveWithdrawal'
  | 'rejectWithdrawal'
  | 'decideBatch'
  | 'withdrawalContext'
  | 'audit'
  | 'userTree'
  | 'stats'
>;
