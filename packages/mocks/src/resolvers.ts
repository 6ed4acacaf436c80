import {
  type AuditEntry,
  buildDecisionTypedData,
  canGrantRole,
  DECISION_MISMATCH_MESSAGE,
  DECISION_REQUIRED_MESSAGE,
  DECISION_STALE_MESSAGE,
  type DecisionEvidence,
  decideWithdrawal,
  fail,
  isAwaitingSecondApproval,
  isDecisionFresh,
  type Order,
  type ReferralOrder,
  TOKEN_DECIMALS,
  type User,
  type UserRelation,
  type Withdrawal,
  type WithdrawalDecision,
} from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { issueNonce, login } from './auth.ts';
import { appendAudit, downlineOf, findUser, fixtureNow, type MockDb, writeTime } from './db.ts';
import type { Context, Outcome, Resolvers } from './handlers.ts';
import { type ListSpec, runList } from './lists.ts';
import { formatUnits, parseUnits } from './money.ts';

const listOutcome = <T>(result: ReturnType<typeof runList<T>>): Outcome =>
  result.ok ? { data: result.data } : result.error;

/** Rows a kol may see: its downline only; everyone else sees all. */
function scope(ctx: { db: MockDb; actor: User | null; access: string }): Set<string> | null {
  return ctx.access === 'downline' && ctx.actor ? downlineOf(ctx.db, ctx.actor.address) : null;
}

const orderSpec: ListSpec<Order> = {
  id: (o) => o.id,
  createdAt: (o) => o.createdAt,
  value: (o, sort) => (sort === 'amount' ? o.amount : sort === 'quantity' ? o.quantity : o.createdAt),
  list: 'orders',
};

function listOrders(rows: Order[], input: Context<'orders'>['input']): Outcome {
  const { status, chainId, address } = input;
  const filtered = rows.filter(
    (o) =>
      (status === undefined || o.status === status) &&
      (chainId === undefined || o.chainId === chainId) &&
      (address === undefined || o.address === address),
  );
  return listOutcome(runList(filtered, input, orderSpec));
}

/** Every ancestor/descendant pair of the referral tree, with the descendant's downline counts. */
function relationRows(db: MockDb): (UserRelation & { id: string })[] {
  const byAddress = new Map(db.users.map((u) => [u.address, u]));
  const direct = new Map<string, number>();
  const total = new Map<string, number>();
  const rows: (UserRelation & { id: string })[] = [];
  for (const user of db.users) {
    let level = 1;
    for (
      let inviter = user.inviterAddress;
      inviter;
      inviter = byAddress.get(inviter)?.inviterAddress ?? null
    ) {
      if (level === 1) direct.set(inviter, (direct.get(inviter) ?? 0) + 1);
      total.set(inviter, (total.get(inviter) ?? 0) + 1);
      rows.push({
        // A synthetic id for the keyset cursor: unique per (descendant, level).
        id: String(Number(user.id) * 100 + level),
        userAddress: user.address,
        inviterAddress: inviter,
        level,
        directCount: 0,
        downlineCount: 0,
        createdAt: user.createdAt,
      });
      level += 1;
      if (level > 64) break;
    }
  }
  for (const row of rows) {
    row.directCount = direct.get(row.userAddress) ?? 0;
    row.downlineCount = total.get(row.userAddress) ?? 0;
  }
  return rows;
}

/** Why a decision's signature cannot be accepted (Governance), or null when it can. */
async function signatureProblem(
  ctx: Context<'approveWithdrawal'> | Context<'rejectWithdrawal'>,
  row: Withdrawal,
  decision: WithdrawalDecision,
): Promise<{ problem: string } | { evidence: DecisionEvidence | null }> {
  const { issuedAt, signature } = ctx.input;
  if (!issuedAt || !signature) {
    return ctx.db.governance.signedDecisions ? { problem: DECISION_REQUIRED_MESSAGE } : { evidence: null };
  }
  // Freshness against real time, as sign-in: the fixture clock only orders writes.
  if (!isDecisionFresh(issuedAt, new Date())) return { problem: DECISION_STALE_MESSAGE };
  const typedData = buildDecisionTypedData({
    origin: ctx.origin,
    withdrawal: row,
    decision,
    reason: 'reason' in ctx.input ? ctx.input.reason : '',
    issuedAt,
  });
  const actor = ctx.actor as User;
  if (!(await verifyDecisionSignature({ address: actor.address, typedData, signature }))) {
    return { problem: DECISION_MISMATCH_MESSAGE };
  }
  return { evidence: { typedData, signature } };
}

async function decide(
  ctx: Context<'approveWithdrawal'> | Context<'rejectWithdrawal'>,
  decision: WithdrawalDecision,
): Promise<Outcome> {
  const row = ctx.db.withdrawals.find((w) => w.id === ctx.input.id);
  if (!row) return fail('404', `withdrawal ${ctx.input.id} does not exist`);
  const signed = await signatureProblem(ctx, row, decision);
  if ('problem' in signed) return fail('400', signed.problem);
  const actor = ctx.actor as User;
  // The time this write will get, if it is allowed (a refused decision moves no clock).
  const at = new Date(fixtureNow(ctx.db).getTime() + 1000).toISOString();
  const result = decideWithdrawal(row, decision, actor.address, at);
  if (!result.ok) return fail(result.code, result.message);
  writeTime(ctx.db);
  const reason = decision === 'reject' && 'reason' in ctx.input ? ctx.input.reason : null;
  const before = { status: row.status, approvals: row.approvals.length };
  Object.assign(row, {
    status: result.status,
    approvals: result.approvals,
    ...(result.final ? { reason, decidedAt: at, decidedBy: actor.address } : {}),
  } satisfies Partial<Withdrawal>);
  appendAudit(ctx.db, {
    actorAddress: actor.address,
    action: decision === 'approve' ? 'withdraw.approve' : 'withdraw.reject',
    target: row.id,
    before,
    after: {
      status: result.status,
      approvals: result.approvals.length,
      ...(reason === null ? {} : { reason }),
    },
    evidence: signed.evidence,
  });
  return { data: row };
}

export const resolvers: Resolvers = {
  health: () => ({ data: { ok: true, db: 'mock' } }),
  authNonce: (ctx) => ({ data: issueNonce(ctx.db, ctx.input.address, ctx.origin) }),
  authLogin: (ctx) => login(ctx.db, ctx.input),
  authLogout: (ctx) => {
    if (ctx.token && !ctx.db.sessions.delete(ctx.token)) ctx.db.revokedDemoTokens.add(ctx.token);
    return { data: { ok: true } };
  },
  authUser: (ctx) => {
    const actor = ctx.actor as User;
    if (ctx.input.address !== undefined && ctx.input.address !== actor.address) {
      return fail('403', 'address: you may only read your own session user');
    }
    return { data: { id: actor.id, address: actor.address, role: actor.role } };
  },
  users: (ctx) => {
    const downline = scope(ctx);
    const { role, address, inviterAddress } = ctx.input;
    const rows = ctx.db.users.filter(
      (u) =>
        (!downline || downline.has(u.address)) &&
        (role === undefined || u.role === role) &&
        (address === undefined || u.address === address) &&
        (inviterAddress === undefined || u.inviterAddress === inviterAddress),
    );
    return listOutcome(
      runList(rows, ctx.input, {
        id: (u) => u.id,
        createdAt: (u) => u.createdAt,
        value: (u, sort) => (sort === 'points' ? u.points : sort === 'address' ? u.address : u.createdAt),
        list: 'users',
      }),
    );
  },
  createUser: (ctx) => {
    const actor = ctx.actor as User;
    const { address, role, inviterAddress, remark } = ctx.input;
    if (!canGrantRole(actor.role, role)) return fail('403', `role: ${actor.role} may not grant role ${role}`);
    if (inviterAddress !== undefined && !findUser(ctx.db, inviterAddress)) {
      return fail('400', 'inviterAddress: no such user', [
        { path: 'inviterAddress', message: 'no such user' },
      ]);
    }
    if (findUser(ctx.db, address)) return fail('409', `address: ${address} is already a user`);
    const last = ctx.db.users[ctx.db.users.length - 1];
    const user: User = {
      id: String(Number(last?.id ?? 0) + 1),
      address,
      role,
      inviterAddress: inviterAddress ?? null,
      points: 0,
      remark: remark || null,
      createdAt: writeTime(ctx.db),
    };
    ctx.db.users.push(user);
    appendAudit(ctx.db, {
      actorAddress: actor.address,
      action: 'user.create',
      target: address,
      before: null,
      after: { role, inviterAddress: user.inviterAddress, remark: user.remark },
    });
    return { data: user };
  },
  userRelation: (ctx) => {
    const downline = scope(ctx);
    const kol = ctx.actor?.address;
    const { userAddress, inviterAddress, level } = ctx.input;
    const rows = relationRows(ctx.db).filter(
      (r) =>
        (!downline ||
          (downline.has(r.userAddress) && (r.inviterAddress === kol || downline.has(r.inviterAddress)))) &&
        (userAddress === undefined || r.userAddress === userAddress) &&
        (inviterAddress === undefined || r.inviterAddress === inviterAddress) &&
        (level === undefined || r.level === level),
    );
    const result = runList(rows, ctx.input, {
      id: (r) => r.id,
      createdAt: (r) => r.createdAt,
      value: (r, sort) => (sort === 'level' ? r.level : r.createdAt),
      list: 'userRelation',
    });
    if (!result.ok) return result.error;
    return { data: { ...result.data, list: result.data.list.map(({ id: _id, ...row }) => row) } };
  },
  referralOrders: (ctx) => {
    const downline = scope(ctx);
    const { chainId, address, buyerAddress, referrerAddress, level } = ctx.input;
    const rows = ctx.db.referralOrders.filter(
      (r) =>
        (!downline || downline.has(r.buyerAddress)) &&
        (chainId === undefined || r.chainId === chainId) &&
        (address === undefined || r.buyerAddress === address || r.referrerAddress === address) &&
        (buyerAddress === undefined || r.buyerAddress === buyerAddress) &&
        (referrerAddress === undefined || r.referrerAddress === referrerAddress) &&
        (level === undefined || r.level === level),
    );
    return listOutcome(
      runList<ReferralOrder>(rows, ctx.input, {
        id: (r) => r.id,
        createdAt: (r) => r.createdAt,
        value: (r, sort) => (sort === 'commission' ? r.commission : sort === 'level' ? r.level : r.createdAt),
        list: 'referralOrders',
      }),
    );
  },
  orders: (ctx) => listOrders(ctx.db.orders, ctx.input),
  purchaseOrders: (ctx) => listOrders(ctx.db.purchaseOrders, ctx.input),
  withdrawals: (ctx) => {
    const { status, chainId, address, awaiting } = ctx.input;
    const rows = ctx.db.withdrawals.filter(
      (w) =>
        (status === undefined || w.status === status) &&
        (chainId === undefined || w.chainId === chainId) &&
        (address === undefined || w.address === address) &&
        (awaiting === undefined || isAwaitingSecondApproval(w)),
    );
    return listOutcome(
      runList<Withdrawal>(rows, ctx.input, {
        id: (w) => w.id,
        createdAt: (w) => w.createdAt,
        value: (w, sort) => (sort === 'amount' ? w.amount : sort === 'decidedAt' ? w.decidedAt : w.createdAt),
        list: 'withdrawals',
      }),
    );
  },
  withdrawalOverview: (ctx) => {
    const today = fixtureNow(ctx.db).toISOString().slice(0, 10);
    const sums = new Map<
      string,
      { chainId: Withdrawal['chainId']; tokenSymbol: Withdrawal['tokenSymbol']; units: bigint }
    >();
    let pending = 0;
    for (const w of ctx.db.withdrawals) {
      if (w.status !== 'pending') continue;
      pending += 1;
      const key = `${w.chainId}:${w.tokenSymbol}`;
      const sum = sums.get(key) ?? { chainId: w.chainId, tokenSymbol: w.tokenSymbol, units: 0n };
      sum.units += parseUnits(w.amount, TOKEN_DECIMALS[w.tokenSymbol]);
      sums.set(key, sum);
    }
    const decidedToday = (status: Withdrawal['status']) =>
      ctx.db.withdrawals.filter((w) => w.status === status && w.decidedAt?.slice(0, 10) === today).length;
    return {
      data: {
        pending: {
          count: pending,
          amounts: [...sums.values()]
            .sort((a, b) => a.chainId - b.chainId || a.tokenSymbol.localeCompare(b.tokenSymbol))
            .map((s) => ({
              chainId: s.chainId,
              tokenSymbol: s.tokenSymbol,
              amount: formatUnits(s.units, TOKEN_DECIMALS[s.tokenSymbol]),
            })),
        },
        approvedToday: { count: decidedToday('approved') },
        rejectedToday: { count: decidedToday('rejected') },
      },
    };
  },
  approveWithdrawal: (ctx) => decide(ctx, 'approve'),
  rejectWithdrawal: (ctx) => decide(ctx, 'reject'),
  getPoints: (ctx) => {
    const user = findUser(ctx.db, ctx.input.address);
    return user
      ? { data: { address: user.address, points: user.points } }
      : fail('404', `address: ${ctx.input.address} is not a user`);
  },
  setPoints: (ctx) => {
    const user = findUser(ctx.db, ctx.input.address);
    if (!user) return fail('404', `address: ${ctx.input.address} is not a user`);
    const before = { points: user.points };
    user.points = ctx.input.points;
    appendAudit(ctx.db, {
      actorAddress: (ctx.actor as User).address,
      action: 'points.set',
      target: user.address,
      before,
      after: { points: user.points },
    });
    return { data: { address: user.address, points: user.points } };
  },
  audit: (ctx) => {
    const { action, actorAddress, target } = ctx.input;
    const rows = ctx.db.audit.filter(
      (a) =>
        (action === undefined || a.action === action) &&
        (actorAddress === undefined || a.actorAddress === actorAddress) &&
        (target === undefined || a.target.toLowerCase() === target.toLowerCase()),
    );
    return listOutcome(
      runList<AuditEntry>(rows, ctx.input, {
        id: (a) => a.id,
        createdAt: (a) => a.createdAt,
        value: (a) => a.createdAt,
        list: 'audit',
      }),
    );
  },
};
