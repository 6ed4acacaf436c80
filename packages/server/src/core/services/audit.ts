import type { AuditAction, AuditEntry, DecisionEvidence, EndpointParsedInput } from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';
import { toIso, toText } from '../db/values.ts';
import { runList, searchWhere } from './lists.ts';

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

/** Called inside the transaction of the write it records. */
export async function appendAudit(tx: Db, entry: AuditWrite) {
  await tx.insert(auditLog).values({ ...entry, createdAt: entry.at });
}

const json = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as Record<string, unknown> | null;

const addressLike = /^0x[0-9a-fA-F]{40}$/;
const targetOf = (given: string) => (addressLike.test(given) ? getAddress(given.toLowerCase()) : given);

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
    from: sql`from audit_log a`,
    select: sql`a.id::text as id, a.actor_address, a.action, a.target, a.before, a.after, a.evidence, a.created_at`,
    id: sql`a.id`,
    createdAt: sql`a.created_at`,
    // Commit order: ids follow the inserts, while the clocks of concurrent requests (or of replicas) may not.
    sorts: { createdAt: { expr: sql`a.id`, type: 'bigint' } },
    where,
    estimateTable: 'audit_log',
    map: (r) => ({
      id: toText(r.id),
      actorAddress: r.actor_address as `0x${string}`,
      action: r.action as AuditAction,
      target: String(r.target),
      before: json(r.before),
      after: json(r.after),
      evidence: json(r.evidence) as DecisionEvidence | null,
      createdAt: toIso(r.created_at),
    }),
  });
}
