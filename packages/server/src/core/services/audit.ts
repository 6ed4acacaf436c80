import {
  type AuditAction,
  type AuditEntry,
  auditEntryHash,
  type DecisionEvidence,
  type EndpointParsedInput,
  GENESIS_HASH,
  linkAuditEntries,
} from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { type Db, queryRows } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';
import { toIso, toText } from '../db/values.ts';
import { type ListShape, runList, searchWhere } from './lists.ts';

export type AuditWrite = {
  actorAddress: string;
  action: AuditAction;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The signed typed data and signature of a decision; null (or absent) for unsigned writes. */
  evidence?: DecisionEvidence | null;
  at: Date;
};

/**
 * The chain's lock (any constant, the same in every process): appends take it inside their
 * transaction and hold it to commit, so on every replica the next append reads the hash this one
 * wrote, and ids (taken under it) follow commit order. `pg_advisory_xact_lock` waits; PGlite has it too.
 */
const AUDIT_CHAIN_LOCK = 7_240_114;
const lockChain = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);

/** A JSON value as a jsonb column gives it back (what GET returns and the hash covers). */
const asStored = <T>(value: T): T =>
  (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value))) as T;

/**
 * Appends an entry to the hash chain. Call it inside the transaction of the write it records, as
 * its last statement: the chain's lock is held until that transaction commits, so it must not
 * wait for another lock after this (three statements: the lock, the next id with the last hash,
 * the insert).
 */
export function appendAudit(tx: Db, entry: AuditWrite) {
  return appendAuditEntries(tx, [entry]);
}

/** Appends entries in order, as `appendAudit` does one: still three statements (a batch's rows). */
export async function appendAuditEntries(tx: Db, entries: readonly AuditWrite[]) {
  if (entries.length === 0) return;
  await lockChain(tx);
  const next = await queryRows<{ id: unknown; last: string | null }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('audit_log', 'id'))::text as id,
          (select coalesce(l.hash, '') from audit_log l order by l.id desc limit 1) as last
        from generate_series(1, ${entries.length}) as n(i) order by n.i`,
  );
  const first = next[0];
  if (!first) throw new Error('nextval returned no row');
  // No row yet: the chain starts. A last row without a hash (written before the chain, or by an
  // older replica during a rollout): chain those first, then follow them.
  let prevHash = first.last === null ? GENESIS_HASH : first.last || (await chainTail(tx));
  const rows = entries.map((entry, i) => {
    const content = {
      id: toText(next[i]?.id),
      actorAddress: entry.actorAddress as `0x${string}`,
      action: entry.action,
      target: entry.target,
      before: asStored(entry.before),
      after: asStored(entry.after),
      evidence: asStored(entry.evidence ?? null),
      // timestamptz(3) keeps the Date's milliseconds: GET returns this very string.
      createdAt: entry.at.toISOString(),
    };
    const hash = auditEntryHash({ ...content, prevHash });
    const row = { ...entry, id: BigInt(content.id), createdAt: entry.at, hash, prevHash };
    prevHash = hash;
    return row;
  });
  await tx.insert(auditLog).values(rows);
}

/**
 * Hashes the entries after the last hashed one, in id order, and returns the last hash (the
 * chain's start when there is none). The caller holds the chain's lock. Rows with no hash below
 * the last hashed one are left as they are: verify-audit names them.
 */
async function chainTail(tx: Db): Promise<string> {
  const [last] = await queryRows<{ id: unknown; hash: string }>(
    tx,
    // `a.id`: a bare `id` would sort by the text column of the select list.
    sql`select a.id::text as id, a.hash from audit_log a where a.hash is not null order by a.id desc limit 1`,
  );
  let previous = last?.hash ?? GENESIS_HASH;
  let after = last ? toText(last.id) : '0';
  for (;;) {
    const rows = await queryRows<AuditRow>(
      tx,
      sql`select ${auditColumns} from audit_log a where a.id > ${after}::bigint order by a.id limit 1000`,
    );
    if (rows.length === 0) return previous;
    const linked = linkAuditEntries(rows.map(toAuditEntry), previous);
    // Arrays as literals (hex and digits need no quoting): one statement shape whatever the count.
    const list = (values: string[]) => `{${values.join(',')}}`;
    await tx.execute(
      sql`update audit_log a set hash = v.hash, prev_hash = v.prev_hash
          from unnest(${list(linked.map((e) => e.id))}::bigint[], ${list(linked.map((e) => e.hash as string))}::text[],
                      ${list(linked.map((e) => e.prevHash as string))}::text[]) as v(id, hash, prev_hash)
          where a.id = v.id`,
    );
    previous = linked[linked.length - 1]?.hash as string;
    after = rows[rows.length - 1]?.id as string;
  }
}

/**
 * A code migration, run at every start after the SQL ones (under the start-up lock on
 * PostgreSQL) and after seeding: chains the entries written before migration 0005 (or seeded in
 * bulk) in id order, continuing from the last hashed entry. Idempotent: with none left, it only
 * reads. Returns the last hash.
 */
export function chainAuditLog(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await lockChain(tx);
    return chainTail(tx);
  });
}

const json = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as Record<string, unknown> | null;

/** The columns of an entry, as `toAuditEntry` maps them: one reading for the list, the chain and verify-audit. */
export const auditColumns = sql`a.id::text as id, a.actor_address, a.action, a.target, a.before, a.after,
  a.evidence, a.created_at, a.hash, a.prev_hash`;

export type AuditRow = {
  id: string;
  actor_address: string;
  action: string;
  target: unknown;
  before: unknown;
  after: unknown;
  evidence: unknown;
  created_at: unknown;
  hash: string | null;
  prev_hash: string | null;
};

/** A row as `GET /api/manage/audit` returns it: exactly what the hash covers. */
export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: toText(r.id),
  actorAddress: r.actor_address as `0x${string}`,
  action: r.action as AuditAction,
  target: String(r.target),
  before: json(r.before),
  after: json(r.after),
  evidence: json(r.evidence) as DecisionEvidence | null,
  createdAt: toIso(r.created_at),
  hash: r.hash ?? null,
  prevHash: r.prev_hash ?? null,
});

const addressLike = /^0x[0-9a-fA-F]{40}$/;
const targetOf = (given: string) => (addressLike.test(given) ? getAddress(given.toLowerCase()) : given);

const AUDIT_LIST: ListShape = {
  from: sql`from audit_log a`,
  select: auditColumns,
  id: sql`a.id`,
  createdAt: sql`a.created_at`,
  // Commit order: ids follow the inserts, while the clocks of concurrent requests (or of replicas) may not.
  sorts: { createdAt: { expr: sql`a.id`, type: 'bigint' } },
  estimateTable: 'audit_log',
};

export function listAudit(db: Db, input: EndpointParsedInput<'audit'>) {
  const where: SQL[] = [];
  if (input.action) where.push(sql`a.action = ${input.action}`);
  if (input.actorAddress) where.push(sql`a.actor_address = ${input.actorAddress}`);
  // A target is a withdrawal's id or an address, stored checksummed: an address is found in any case.
  if (input.target) where.push(sql`a.target = ${targetOf(input.target)}`);
  if (input.q) {
    where.push(
      searchWhere(
        'audit',
        {
          id: { expr: sql`a.id`, bigint: true },
          actorAddress: { expr: sql`a.actor_address` },
          target: { expr: sql`a.target` },
        },
        input.q,
      ),
    );
  }
  return runList<AuditEntry>(db, input, {
    shape: AUDIT_LIST,
    where,
    map: (r) => toAuditEntry(r as AuditRow),
  });
}
