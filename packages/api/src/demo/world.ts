import { type AuditEntryContent, linkAuditEntries } from '../auditChain.ts';
import { CHAINS, type ChainId, productionChainIds, TOKEN_DECIMALS, type TokenSymbol } from '../chainIds.ts';
import { type ApprovalThresholds, requiredApprovalsFor } from '../decision.ts';
import { COMMISSION_BPS_BY_LEVEL, DEMO_ACCOUNTS } from '../demo.ts';
import type { OrderStatus, WithdrawalStatus } from '../primitives.ts';
import type { AuditEntry, Order, PointsHistoryEntry, ReferralOrder, User, Withdrawal } from '../records.ts';
import type { Role } from '../roles.ts';
import { createRandom, fixtureAddress, fixtureTxHash, formatUnits, type Random } from './random.ts';

/**
 * The demo world: console and platform users in referral trees, orders, purchase orders, their
 * referral commissions, withdrawals with their approvals, and the audit log of those decisions.
 * One seeded generator: the server seeds it (`npm start`, and the snapshot the mocks load for
 * stories and tests), so a story shows what the running console shows.
 */
export type DemoWorld = {
  users: User[];
  orders: Order[];
  purchaseOrders: Order[];
  referralOrders: ReferralOrder[];
  withdrawals: Withdrawal[];
  audit: AuditEntry[];
  /** Each balance's opening row of the points ledger: imported with the users, so no audit entry. */
  pointsHistory: PointsHistoryEntry[];
};

/** Platform users, orders (and as many purchase orders) and withdrawals to generate. */
export type DemoSize = { users: number; orders: number; withdrawals: number };

/**
 * The moment the mocks' copy of the demo world is dated before, and their scene clock starts at:
 * every seeded timestamp lies before it, so stories' pictures never change from day to day.
 */
export const FIXTURE_NOW = new Date('2026-11-01T09:00:00.000Z');

/** The world the console is demonstrated with: enough to exercise every screen. */
export const DEMO_WORLD_SIZE: DemoSize = { users: 600, orders: 2000, withdrawals: 120 };

export type DemoWorldOptions = {
  /** Every record is dated before this instant. */
  now: Date;
  thresholds: ApprovalThresholds;
  seed?: number;
  size?: DemoSize;
  /** The chains orders and withdrawals are on: production or test (`chainIdsForEnv`). */
  chainIds?: readonly ChainId[];
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Node unit price in minor units. */
const unitPrices: Record<TokenSymbol, readonly bigint[]> = {
  USDT: [10_000n, 25_000n, 50_000n, 100_000n],
  USDC: [10_000n, 25_000n, 50_000n, 100_000n],
  ETH: [30_000n, 75_000n, 150_000n],
  BNB: [150_000n, 400_000n, 800_000n],
};
const levelBps = COMMISSION_BPS_BY_LEVEL.map(BigInt);
const iso = (ms: number) => new Date(ms).toISOString();

type Context = { random: Random; seed: number; now: number; size: DemoSize; chainIds: readonly ChainId[] };

function demoUsers({ random, seed, now, size }: Context): User[] {
  const users: User[] = [];
  const add = (
    address: `0x${string}`,
    role: Role,
    inviter: User | null,
    createdAt: number,
    remark?: string,
    label?: string,
  ) => {
    const user: User = {
      id: String(users.length + 1),
      address,
      role,
      inviterAddress: inviter?.address ?? null,
      points: role === 'user' ? random.int(0, 50) * 100 : 0,
      remark: remark ?? null,
      label: label ?? null,
      disabled: false,
      createdAt: iso(createdAt),
    };
    users.push(user);
    return user;
  };
  const start = now - 200 * DAY;
  // Staff carry labels, as an operations team names its people (Staff accounts).
  add(DEMO_ACCOUNTS.super, 'super', null, start, 'demo super', 'Dana (treasury)');
  add(DEMO_ACCOUNTS.admin, 'admin', null, start + HOUR, 'demo admin', 'Ari (support)');
  const demoKol = add(DEMO_ACCOUNTS.kol, 'kol', null, start + 2 * HOUR, 'demo kol', 'Noor (partner)');
  add(DEMO_ACCOUNTS.operator, 'operator', null, start + 3 * HOUR, 'demo operator', 'Sam (points)');
  const depth = new Map<string, number>([[demoKol.address, 0]]);
  const demoUser = add(DEMO_ACCOUNTS.user, 'user', demoKol, start + 4 * HOUR, 'demo user');
  depth.set(demoUser.address, 1);
  const kols = [demoKol];
  // The labels keep their `mock:` prefix from when the mocks alone generated this world: the same
  // labels give the same addresses, so stories' pictures and links stay as they were.
  for (let k = 0; k < 4; k += 1) {
    const kol = add(fixtureAddress(`mock:${seed}:kol:${k}`), 'kol', null, start + (5 + k) * HOUR);
    kols.push(kol);
    depth.set(kol.address, 0);
  }
  const trees = new Map<string, User[]>(kols.map((kol) => [kol.address, [kol]]));
  (trees.get(demoKol.address) as User[]).push(demoUser);
  // Spread over the 175 days after the console users, whatever their number.
  const step = Math.floor((175 * DAY) / Math.max(size.users, 1));
  for (let i = 0; i < size.users; i += 1) {
    const createdAt = start + 10 * HOUR + i * step + random.int(0, 6) * HOUR;
    const address = fixtureAddress(`mock:${seed}:user:${i}`);
    // Most users hang under a kol (the demo kol gets the largest share); a few came in alone.
    const rootRoll = random.next();
    if (rootRoll < 0.05) {
      add(address, 'user', null, createdAt);
      continue;
    }
    const kol = rootRoll < 0.45 ? demoKol : random.pick(kols.slice(1));
    const tree = trees.get(kol.address) as User[];
    const candidates = tree.filter((u) => (depth.get(u.address) ?? 0) < 6);
    const inviter = random.pick(candidates);
    const user = add(address, 'user', inviter, createdAt);
    depth.set(address, (depth.get(inviter.address) ?? 0) + 1);
    tree.push(user);
  }
  // Added last so every other id stays as it was before governance.
  add(DEMO_ACCOUNTS.secondSuper, 'super', null, start + HOUR / 2, 'demo second super', 'Lee (finance)');
  // The kol who brought the demo kol in: a kol has an upline of its own, which must never show in
  // its view (added last, for the same reason).
  const upline = add(fixtureAddress(`demo:${seed}:upline-kol`), 'kol', null, start + HOUR, 'upline kol');
  demoKol.inviterAddress = upline.address;
  return users;
}

function demoOrders(
  { random, seed, now, size, chainIds }: Context,
  kind: 'order' | 'purchase',
  buyers: User[],
) {
  const orders: Order[] = [];
  const statuses: Record<OrderStatus, number> = { paid: 70, pending: 12, failed: 10, refunded: 8 };
  const span = 180 * DAY;
  for (let i = 0; i < size.orders; i += 1) {
    const chainId = random.pick(chainIds);
    const tokenSymbol = random.pick(CHAINS[chainId].tokens);
    const unit = random.pick(unitPrices[tokenSymbol]);
    const quantity = random.weighted({ 1: 50, 2: 20, 3: 10, 5: 10, 10: 10 });
    const status = random.weighted(statuses);
    const createdAt = now - span + Math.floor((span * i) / size.orders) + random.int(0, 3600) * 1000;
    const id = String(i + 1);
    const decimals = TOKEN_DECIMALS[tokenSymbol];
    orders.push({
      id,
      orderNo: `${kind === 'order' ? 'NS' : 'PO'}${iso(createdAt).slice(0, 10).replaceAll('-', '')}${id.padStart(6, '0')}`,
      address: random.pick(buyers).address,
      chainId,
      tokenSymbol,
      quantity: Number(quantity),
      unitPrice: formatUnits(unit, decimals),
      amount: formatUnits(unit * BigInt(quantity), decimals),
      txHash: status === 'pending' ? null : fixtureTxHash(`${seed}:${kind}:${id}`),
      status,
      createdAt: iso(createdAt),
    });
  }
  return orders;
}

/** One referral row per ancestor of the buyer of every paid order, its commission by level. */
function demoReferralOrders(orders: Order[], users: Map<string, User>): ReferralOrder[] {
  const rows: ReferralOrder[] = [];
  for (const order of orders) {
    if (order.status !== 'paid') continue;
    const decimals = TOKEN_DECIMALS[order.tokenSymbol];
    const amount = BigInt(order.amount.replace('.', ''));
    let referrer = users.get(order.address)?.inviterAddress ?? null;
    for (let level = 1; referrer && level <= levelBps.length; level += 1) {
      const bps = levelBps[level - 1] as bigint;
      rows.push({
        id: String(rows.length + 1),
        orderId: order.id,
        buyerAddress: order.address,
        referrerAddress: referrer,
        level,
        commission: formatUnits((amount * bps) / 10_000n, decimals),
        tokenSymbol: order.tokenSymbol,
        chainId: order.chainId,
        createdAt: order.createdAt,
      });
      referrer = users.get(referrer)?.inviterAddress ?? null;
    }
  }
  return rows;
}

/** An approval that did not decide alone: the first of two. */
const firstApproval = (
  actorAddress: `0x${string}`,
  target: string,
  createdAt: string,
): AuditEntryContent => ({
  id: '0',
  actorAddress,
  action: 'withdraw.approve',
  target,
  before: { status: 'pending', approvals: 0 },
  after: { status: 'pending', approvals: 1 },
  evidence: null,
  createdAt,
});

/**
 * Approved, rejected and pending withdrawals (5 : 3 : 4) with their approvals and audit entries
 * (unsigned: the demo predates any session). Large approved ones carry both supers' approvals, and
 * the newest large pending one is approved once, so the demo shows one awaiting its second.
 */
function demoWithdrawals(
  { random, seed, now, size, chainIds }: Context,
  users: User[],
  thresholds: ApprovalThresholds,
) {
  const withdrawals: Withdrawal[] = [];
  const audit: AuditEntryContent[] = [];
  const approved = Math.round((size.withdrawals * 5) / 12);
  const rejected = Math.round((size.withdrawals * 3) / 12);
  const plan: [WithdrawalStatus, number][] = [
    ['approved', approved],
    ['rejected', rejected],
    ['pending', size.withdrawals - approved - rejected],
  ];
  const reasons = ['address flagged by compliance', 'duplicate request', 'amount exceeds balance'];
  let n = 0;
  for (const [status, count] of plan) {
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const id = String(n);
      const chainId = random.pick(chainIds);
      const tokenSymbol = random.pick(CHAINS[chainId].tokens);
      const decimals = TOKEN_DECIMALS[tokenSymbol];
      const amount = BigInt(random.int(20, 5000)) * 10n ** BigInt(decimals - 1);
      // Pending requests are the newest; the last few decisions fall on the world's "today".
      const createdAt = status === 'pending' ? now - (count - i) * 2 * HOUR : now - 60 * DAY + n * 10 * HOUR;
      const decidedToday = status !== 'pending' && i >= count - 3;
      const decidedAt = decidedToday ? now - (count - i) * HOUR : createdAt + random.int(1, 20) * HOUR;
      const decided = status !== 'pending';
      const amountText = formatUnits(amount, decimals);
      const requiredApprovals = requiredApprovalsFor({ tokenSymbol, amount: amountText }, thresholds);
      const approvers: `0x${string}`[] =
        status === 'approved'
          ? requiredApprovals === 2
            ? [DEMO_ACCOUNTS.secondSuper, DEMO_ACCOUNTS.super]
            : [DEMO_ACCOUNTS.super]
          : [];
      const approvals = approvers.map((address, k) => ({
        address,
        at: iso(decidedAt - (approvers.length - 1 - k) * HOUR),
        note: '',
      }));
      const row: Withdrawal = {
        id,
        address: random.pick(users).address,
        chainId,
        tokenSymbol,
        amount: amountText,
        fee: formatUnits(amount / 100n, decimals),
        status,
        txHash: status === 'approved' ? fixtureTxHash(`${seed}:withdraw:${id}`) : null,
        reason: status === 'rejected' ? random.pick(reasons) : null,
        createdAt: iso(createdAt),
        decidedAt: decided ? iso(decidedAt) : null,
        decidedBy: decided ? DEMO_ACCOUNTS.super : null,
        approvals,
        requiredApprovals,
      };
      withdrawals.push(row);
      for (const approval of approvals.slice(0, -1))
        audit.push(firstApproval(approval.address, id, approval.at));
      if (decided) {
        audit.push({
          id: '0',
          actorAddress: DEMO_ACCOUNTS.super,
          action: status === 'approved' ? 'withdraw.approve' : 'withdraw.reject',
          target: id,
          before: { status: 'pending' },
          after: { status, ...(row.reason ? { reason: row.reason } : {}) },
          evidence: null,
          createdAt: iso(decidedAt),
        });
      }
    }
  }
  const large = withdrawals.filter((w) => w.status === 'pending' && w.requiredApprovals === 2);
  const half = large[large.length - 1];
  if (half) {
    const at = iso(Date.parse(half.createdAt) + HOUR / 2);
    half.approvals = [
      { address: DEMO_ACCOUNTS.secondSuper, at, note: 'Matches the order history; checked by phone.' },
    ];
    audit.push(firstApproval(DEMO_ACCOUNTS.secondSuper, half.id, at));
  }
  return { withdrawals, audit };
}

/** The same options always give the same world; `now` only moves it in time. */
export function createDemoWorld(options: DemoWorldOptions): DemoWorld {
  const seed = options.seed ?? 1;
  const context: Context = {
    random: createRandom(seed),
    seed,
    now: options.now.getTime(),
    size: options.size ?? DEMO_WORLD_SIZE,
    chainIds: options.chainIds ?? productionChainIds,
  };
  const users = demoUsers(context);
  const byAddress = new Map(users.map((u) => [u.address, u]));
  const buyers = users.filter((u) => u.role === 'user');
  const orders = demoOrders(context, 'order', buyers);
  const purchaseOrders = demoOrders(context, 'purchase', buyers);
  const referralOrders = demoReferralOrders(orders, byAddress);
  const { withdrawals, audit } = demoWithdrawals(context, buyers, options.thresholds);
  // The admin created the first ten of the demo kol's direct invitees.
  const created: AuditEntryContent[] = users
    .filter((u) => u.role !== 'super' && u.role !== 'admin' && u.inviterAddress === DEMO_ACCOUNTS.kol)
    .slice(0, 10)
    .map((u) => ({
      id: '0',
      actorAddress: DEMO_ACCOUNTS.admin,
      action: 'user.create',
      target: u.address,
      before: null,
      after: { role: u.role, inviterAddress: u.inviterAddress },
      evidence: null,
      createdAt: u.createdAt,
    }));
  // A hash chain in id order, as the server keeps it (the seed re-chains the ids it is given).
  const entries = linkAuditEntries(
    [...created, ...audit]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((entry, i) => ({ ...entry, id: String(i + 1) })),
  );
  const pointsHistory = users
    .filter((u) => u.points > 0)
    .map(
      (u, i): PointsHistoryEntry => ({
        id: String(i + 1),
        address: u.address,
        before: 0,
        after: u.points,
        delta: u.points,
        reason: 'Opening balance (imported)',
        actorAddress: DEMO_ACCOUNTS.operator,
        createdAt: u.createdAt,
      }),
    );
  return { users, orders, purchaseOrders, referralOrders, withdrawals, audit: entries, pointsHistory };
}
