import {
  type ApprovalThresholds,
  type AuditEntry,
  DEFAULT_APPROVAL_THRESHOLDS,
  parseApprovalThresholds,
  type User,
} from '@nsa/api';
import { createDemoWorld, type DemoWorld } from '@nsa/api/demo-world';

/** The fixture world's "now": every seeded timestamp lies before it, so screenshots never change. */
export const FIXTURE_NOW = new Date('2026-11-01T09:00:00.000Z');

export type MockDb = DemoWorld & {
  seed: number;
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
  // The same world the server seeds for `npm start`, dated before the fixture's clock.
  const world = createDemoWorld({ seed, now: FIXTURE_NOW, thresholds });
  return {
    seed,
    ...world,
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
