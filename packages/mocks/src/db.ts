import {
  type ApprovalThresholds,
  type AuditEntry,
  CHAINS,
  type ChainId,
  COMMISSION_BPS_BY_LEVEL,
  DEFAULT_APPROVAL_THRESHOLDS,
  DEMO_ACCOUNTS,
  type Order,
  type OrderStatus,
  parseApprovalThresholds,
  productionChainIds,
  type ReferralOrder,
  type Role,
  requiredApprovalsFor,
  TOKEN_DECIMALS,
  type User,
  type Withdrawal,
  type WithdrawalStatus,
} from '@nsa/api';
import { formatUnits } from './money.ts';
import { createRandom, fixtureAddress, fixtureTxHash, type Random } from './random.ts';

/** The fixture world's "now": every seeded timestamp lies before it, so screenshots never change. */
export const FIXTURE_NOW = new Date('2026-11-01T09:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Token = Order['tokenSymbol'];
const tokensByChain = (chainId: ChainId): readonly Token[] => CHAINS[chainId].tokens;
/** Places of the minor unit each token's amounts are generated in. */
export const tokenDecimals = TOKEN_DECIMALS;
/** Node unit price in minor units. */
const unitPrices: Record<Token, readonly bigint[]> = {
  USDT: [10_000n, 25_000n, 50_000n, 100_000n],
  USDC: [10_000n, 25_000n, 50_000n, 100_000n],
  ETH: [30_000n, 75_000n, 150_000n],
  BNB: [150_000n, 400_000n, 800_000n],
};
const levelBps = COMMISSION_BPS_BY_LEVEL.map(BigInt);

export type MockDb = {
  seed: number;
  users: User[];
  orders: Order[];
  purchaseOrders: Order[];
  referralOrders: ReferralOrder[];
  withdrawals: Withdrawal[];
  audit: AuditEntry[];
  /** Issued sign-in nonces by nonce: bound address, the exact message issued, expiry, use. */
  nonces: Map<string, { address: `0x${string}`; message: string; expiresAt: number; used: boolean }>;
  /** Sliding rate-limit windows by key: the times of the requests inside them. */
  rateWindows: Map<string, number[]>;
  /** Live session tokens → the signed-in address. */
  sessions: Map<string, `0x${string}`>;
  /** Demo tokens logged out of this db. */
  revokedDemoTokens: Set<string>;
  /** Writes made at run time so far: each moves the fixture clock one second past FIXTURE_NOW. */
  writes: number;
  /** Governance settings, as the server's SIGNED_DECISIONS and APPROVAL_THRESHOLDS. */
  governance: { signedDecisions: boolean; thresholds: ApprovalThresholds };
};

const iso = (ms: number) => new Date(ms).toISOString();

function seedUsers(random: Random, seed: number): User[] {
  const users: User[] = [];
  const add = (
    address: `0x${string}`,
    role: Role,
    inviter: User | null,
    createdAt: number,
    remark?: string,
  ) => {
    const user: User = {
      id: String(users.length + 1),
      address,
      role,
      inviterAddress: inviter?.address ?? null,
      points: role === 'user' ? random.int(0, 50) * 100 : 0,
      remark: remark ?? null,
      createdAt: iso(createdAt),
    };
    users.push(user);
    return user;
  };
  const start = FIXTURE_NOW.getTime() - 200 * DAY;
  add(DEMO_ACCOUNTS.super, 'super', null, start, 'demo super');
  add(DEMO_ACCOUNTS.admin, 'admin', null, start + HOUR, 'demo admin');
  const demoKol = add(DEMO_ACCOUNTS.kol, 'kol', null, start + 2 * HOUR, 'demo kol');
  add(DEMO_ACCOUNTS.operator, 'operator', null, start + 3 * HOUR, 'demo operator');
  const depth = new Map<string, number>([[demoKol.address, 0]]);
  const demoUser = add(DEMO_ACCOUNTS.user, 'user', demoKol, start + 4 * HOUR, 'demo user');
  depth.set(demoUser.address, 1);
  const kols = [demoKol];
  for (let k = 0; k < 4; k += 1) {
    const kol = add(fixtureAddress(`mock:${seed}:kol:${k}`), 'kol', null, start + (5 + k) * HOUR);
    kols.push(kol);
    depth.set(kol.address, 0);
  }
  const trees = new Map<string, User[]>(kols.map((kol) => [kol.address, [kol]]));
  (trees.get(demoKol.address) as User[]).push(demoUser);
  for (let i = 0; i < 600; i += 1) {
    const createdAt = start + 10 * HOUR + i * 7 * HOUR + random.int(0, 6) * HOUR;
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
  // Added last so every other fixture id stays as it was before governance.
  add(DEMO_ACCOUNTS.secondSuper, 'super', null, start + HOUR / 2, 'demo second super');
  return users;
}

function seedOrders(random: Random, seed: number, kind: 'order' | 'purchase', buyers: User[]): Order[] {
  const orders: Order[] = [];
  const statuses: Record<OrderStatus, number> = { paid: 70, pending: 12, failed: 10, refunded: 8 };
  const span = 180 * DAY;
  for (let i = 0; i < 2000; i += 1) {
    const chainId = random.pick(productionChainIds) as ChainId;
    const tokenSymbol = random.pick(tokensByChain(chainId));
    const unit = random.pick(unitPrices[tokenSymbol]);
    const quantity = random.weighted({ 1: 50, 2: 20, 3: 10, 5: 10, 10: 10 });
    const status = random.weighted(statuses);
    const createdAt =
      FIXTURE_NOW.getTime() - span + Math.floor((span * i) / 2000) + random.int(0, 3600) * 1000;
    const id = String(i + 1);
    const decimals = tokenDecimals[tokenSymbol];
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

/** One referral row per ancestor of the buyer of every paid order. */
function seedReferralOrders(orders: Order[], users: Map<string, User>): ReferralOrder[] {
  const rows: ReferralOrder[] = [];
  for (const order of orders) {
    if (order.status !== 'paid') continue;
    const decimals = tokenDecimals[order.tokenSymbol];
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

function seedWithdrawals(random: Random, seed: number, users: User[], thresholds: ApprovalThresholds) {
  const withdrawals: Withdrawal[] = [];
  const audit: AuditEntry[] = [];
  const now = FIXTURE_NOW.getTime();
  const plan: [WithdrawalStatus, number][] = [
    ['approved', 50],
    ['rejected', 30],
    ['pending', 40],
  ];
  const reasons = ['address flagged by compliance', 'duplicate request', 'amount exceeds balance'];
  let n = 0;
  for (const [status, count] of plan) {
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const id = String(n);
      const chainId = random.pick(productionChainIds) as ChainId;
      const tokenSymbol = random.pick(tokensByChain(chainId));
      const decimals = tokenDecimals[tokenSymbol];
      const amount = BigInt(random.int(20, 5000)) * 10n ** BigInt(decimals - 1);
      // Pending requests are the newest; the last few decisions fall on the fixture's "today".
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
      for (const approval of approvals.slice(0, -1)) {
        audit.push({
          id: '0',
          actorAddress: approval.address,
          action: 'withdraw.approve',
          target: id,
          before: { status: 'pending', approvals: 0 },
          after: { status: 'pending', approvals: 1 },
          evidence: null,
          createdAt: approval.at,
        });
      }
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
  // The demo's half-approved withdrawal: the newest large pending one, approved once by the second super.
  const large = withdrawals.filter((w) => w.status === 'pending' && w.requiredApprovals === 2);
  const half = large[large.length - 1];
  if (half) {
    const at = iso(Date.parse(half.createdAt) + HOUR / 2);
    half.approvals = [{ address: DEMO_ACCOUNTS.secondSuper, at }];
    audit.push({
      id: '0',
      actorAddress: DEMO_ACCOUNTS.secondSuper,
      action: 'withdraw.approve',
      target: half.id,
      before: { status: 'pending', approvals: 0 },
      after: { status: 'pending', approvals: 1 },
      evidence: null,
      createdAt: at,
    });
  }
  return { withdrawals, audit };
}

export type MockDbOptions = {
  seed?: number;
  /** As the server's SIGNED_DECISIONS (default on). */
  signedDecisions?: boolean;
  /** As the server's APPROVAL_THRESHOLDS (default DEFAULT_APPROVAL_THRESHOLDS; '' turns it off). */
  approvalThresholds?: string;
};

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const seed = options.seed ?? 1;
  const thresholds = parseApprovalThresholds(options.approvalThresholds ?? DEFAULT_APPROVAL_THRESHOLDS);
  const random = createRandom(seed);
  const users = seedUsers(random, seed);
  const byAddress = new Map(users.map((u) => [u.address, u]));
  const buyers = users.filter((u) => u.role === 'user');
  const orders = seedOrders(random, seed, 'order', buyers);
  const purchaseOrders = seedOrders(random, seed, 'purchase', buyers);
  const referralOrders = seedReferralOrders(orders, byAddress);
  const { withdrawals, audit } = seedWithdrawals(random, seed, buyers, thresholds);
  const created: AuditEntry[] = users
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
  const entries = [...created, ...audit]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((entry, i) => ({ ...entry, id: String(i + 1) }));
  return {
    seed,
    users,
    orders,
    purchaseOrders,
    referralOrders,
    withdrawals,
    audit: entries,
    nonces: new Map(),
    rateWindows: new Map(),
    sessions: new Map(),
    revokedDemoTokens: new Set(),
    writes: 0,
    governance: { signedDecisions: options.signedDecisions ?? true, thresholds },
  };
}

/**
 * The fixture clock: FIXTURE_NOW plus one second per write so far. It counts writes instead of
 * following the real clock, so the same writes show the same times however slow the run was.
 */
export function fixtureNow(db: MockDb): Date {
  return new Date(FIXTURE_NOW.getTime() + db.writes * 1000);
}

/** The time of a write made now: the clock moves on first, so each write is later than the last. */
export function writeTime(db: MockDb): string {
  db.writes += 1;
  return fixtureNow(db).toISOString();
}

export function findUser(db: MockDb, address: string): User | undefined {
  return db.users.find((u) => u.address === address);
}

/** Every descendant of `address` in the referral tree (the address itself excluded). */
export function downlineOf(db: MockDb, address: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const u of db.users) {
    if (!u.inviterAddress) continue;
    const list = children.get(u.inviterAddress) ?? [];
    list.push(u.address);
    children.set(u.inviterAddress, list);
  }
  const out = new Set<string>();
  const stack = [...(children.get(address) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

export function appendAudit(
  db: MockDb,
  entry: Omit<AuditEntry, 'id' | 'createdAt' | 'evidence'> & { evidence?: AuditEntry['evidence'] },
): void {
  const last = db.audit[db.audit.length - 1];
  db.audit.push({
    evidence: null,
    ...entry,
    id: String(Number(last?.id ?? 0) + 1),
    createdAt: writeTime(db),
  });
}
