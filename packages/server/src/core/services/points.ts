import {
  type EndpointParsedInput,
  type Issue,
  POINTS_MAX,
  type Points,
  type PointsBatchResult,
  type PointsHistoryEntry,
  pointsBatchItem,
  type SessionUser,
} from '@nsa/api';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { pointsHistory, users } from '../db/schema.ts';
import { toInt, toIso, toText } from '../db/values.ts';
import { HttpError } from '../errors.ts';
import { type AuditWrite, appendAuditEntries } from './audit.ts';
import { type ListShape, runList, searchWhere } from './lists.ts';

const notAUser = (address: string) => new HttpError('404', `address: ${address} is not a user`);

export async function getPoints(db: Db, input: EndpointParsedInput<'getPoints'>): Promise<Points> {
  const [user] = await db
    .select({ address: users.address, points: users.points })
    .from(users)
    .where(eq(users.address, input.address));
  if (!user) throw notAUser(input.address);
  return { address: user.address as `0x${string}`, points: user.points };
}

/** One change of one balance, as the ledger, the audit log and the caller see it. */
type Change = { address: string; before: number; after: number; reason: string | null };

/** The balances of `addresses`, locked for the transaction (a concurrent change waits, then sees ours). */
async function lockBalances(tx: Db, addresses: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ address: users.address, points: users.points })
    .from(users)
    .where(inArray(users.address, [...new Set(addresses)]))
    .for('update');
  return new Map(rows.map((r) => [r.address, r.points]));
}

/** A write against a balance the operator did not see is refused: it would be a lost update. */
function checkExpected(expected: number | undefined, current: number) {
  if (expected !== undefined && expected !== current) {
    throw new HttpError(
      '409',
      `expected: the balance is ${current}, not ${expected}; it changed since it was read — read it again`,
    );
  }
}

/** Why `before + delta` is not a balance, or null. */
function outOfRange(before: number, delta: number): string | null {
  const after = before + delta;
  if (after < 0) return `the balance would be ${after}, below 0 (it is ${before})`;
  if (after > POINTS_MAX) return `the balance would be ${after}, above ${POINTS_MAX} (it is ${before})`;
  return null;
}

/** Writes the new balances, their ledger rows and audit entries: the last statements of `tx`. */
async function record(
  tx: Db,
  changes: readonly Change[],
  action: 'points.set' | 'points.adjust',
  actor: SessionUser,
  now: Date,
) {
  // The last change of each address is its balance (a batch may name one address twice).
  const balances = new Map(changes.map((c) => [c.address, c.after]));
  const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
  await tx.execute(
    sql`update users u set points = v.points
        from unnest(${list([...balances.keys()])}::text[], ${list([...balances.values()])}::bigint[]) as v(address, points)
        where u.address = v.address`,
  );
  await tx.insert(pointsHistory).values(
    changes.map((c) => ({
      address: c.address,
      before: c.before,
      after: c.after,
      delta: c.after - c.before,
      reason: c.reason,
      actorAddress: actor.address,
      createdAt: now,
    })),
  );
  await appendAuditEntries(
    tx,
    changes.map(
      (c): AuditWrite => ({
        actorAddress: actor.address,
        action,
        target: c.address,
        before: { points: c.before },
        after: c.reason === null ? { points: c.after } : { points: c.after, reason: c.reason },
        at: now,
      }),
    ),
  );
}

export function setPoints(
  db: Db,
  input: EndpointParsedInput<'setPoints'>,
  actor: SessionUser,
  now: Date,
): Promise<Points> {
  return db.transaction(async (tx) => {
    const before = (await lockBalances(tx, [input.address])).get(input.address);
    if (before === undefined) throw notAUser(input.address);
    checkExpected(input.expected, before);
    await record(
      tx,
      [{ address: input.address, before, after: input.points, reason: null }],
      'points.set',
      actor,
      now,
    );
    return { address: input.address, points: input.points };
  });
}

export function adjustPoints(
  db: Db,
  input: EndpointParsedInput<'adjustPoints'>,
  actor: SessionUser,
  now: Date,
): Promise<Points> {
  return db.transaction(async (tx) => {
    const before = (await lockBalances(tx, [input.address])).get(input.address);
    if (before === undefined) throw notAUser(input.address);
    checkExpected(input.expected, before);
    const refused = outOfRange(before, input.delta);
    if (refused) throw new HttpError('400', `delta: ${refused}`);
    const after = before + input.delta;
    await record(
      tx,
      [{ address: input.address, before, after, reason: input.reason }],
      'points.adjust',
      actor,
      now,
    );
    return { address: input.address, points: after };
  });
}

type BatchRow = { row: number; address: string; delta: number; reason: string };

/**
 * Each row against the running balance of its address, in order (one address may appear twice):
 * an unknown address or a balance out of range is a problem naming its row (counted from 1).
 */
function checkRows(balances: Map<string, number>, rows: readonly BatchRow[]) {
  const problems: Issue[] = [];
  const changes = rows.map((item): Change => {
    const before = balances.get(item.address);
    if (before === undefined) {
      problems.push({
        path: `items.${item.row - 1}.address`,
        message: `row ${item.row} address: ${item.address} is not a user`,
      });
      return { address: item.address, before: 0, after: 0, reason: item.reason };
    }
    const refused = outOfRange(before, item.delta);
    if (refused) {
      problems.push({
        path: `items.${item.row - 1}.delta`,
        message: `row ${item.row} delta: ${refused}`,
      });
    }
    const after = refused ? before : before + item.delta;
    balances.set(item.address, after);
    return { address: item.address, before, after, reason: item.reason };
  });
  return { problems, changes };
}

/**
 * A batch whose format check failed: the balance problems of its well-formed rows, so one answer
 * names every bad row (a bad address in row 2 and a balance below 0 in row 7 alike).
 */
export async function batchBalanceProblems(db: Db, raw: unknown): Promise<Issue[]> {
  const items = (raw as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  const rows: BatchRow[] = [];
  items.forEach((item, i) => {
    const parsed = pointsBatchItem.safeParse(item);
    if (parsed.success) rows.push({ ...parsed.data, row: i + 1 });
  });
  if (rows.length === 0) return [];
  const found = await db
    .select({ address: users.address, points: users.points })
    .from(users)
    .where(inArray(users.address, [...new Set(rows.map((r) => r.address))]));
  return checkRows(new Map(found.map((r) => [r.address, r.points])), rows).problems;
}

/** Thrown inside a dry run's transaction so that nothing it did stays. */
class DryRun extends Error {
  constructor(readonly result: PointsBatchResult) {
    super('dry run');
  }
}

/**
 * All or nothing: every row is checked against the running balance of its address (rows apply in
 * order, so one address may appear twice); any bad row refuses the batch naming each one.
 */
export async function adjustPointsBatch(
  db: Db,
  input: EndpointParsedInput<'adjustPointsBatch'>,
  actor: SessionUser,
  now: Date,
): Promise<PointsBatchResult> {
  try {
    return await db.transaction(async (tx) => {
      const balances = await lockBalances(
        tx,
        input.items.map((item) => item.address),
      );
      const { problems, changes } = checkRows(
        balances,
        input.items.map((item, i) => ({ ...item, row: i + 1 })),
      );
      if (problems.length > 0) throw new HttpError('400', problems.map((p) => p.message).join('; '));
      const result = {
        results: changes.map(({ address, before, after }) => ({
          address: address as `0x${string}`,
          before,
          after,
        })),
      };
      if (input.dryRun) throw new DryRun(result);
      await record(tx, changes, 'points.adjust', actor, now);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}

const POINTS_HISTORY_LIST: ListShape = {
  from: sql`from points_history p`,
  select: sql`p.id::text as id, p.address, p.before, p.after, p.delta, p.reason, p.actor_address, p.created_at`,
  id: sql`p.id`,
  createdAt: sql`p.created_at`,
  sorts: { createdAt: { expr: sql`p.created_at`, type: 'timestamptz' } },
  estimateTable: 'points_history',
};

export function listPointsHistory(db: Db, input: EndpointParsedInput<'pointsHistory'>) {
  const where: SQL[] = [];
  if (input.address) where.push(sql`p.address = ${input.address}`);
  if (input.q) {
    where.push(
      searchWhere(
        'pointsHistory',
        {
          id: { expr: sql`p.id`, bigint: true },
          address: { expr: sql`p.address` },
          actorAddress: { expr: sql`p.actor_address` },
        },
        input.q,
      ),
    );
  }
  return runList<PointsHistoryEntry>(db, input, {
    shape: POINTS_HISTORY_LIST,
    where,
    map: (r) => ({
      id: toText(r.id),
      address: r.address as `0x${string}`,
      before: toInt(r.before),
      after: toInt(r.after),
      delta: toInt(r.delta),
      reason: (r.reason ?? null) as string | null,
      actorAddress: r.actor_address as `0x${string}`,
      createdAt: toIso(r.created_at),
    }),
  });
}
