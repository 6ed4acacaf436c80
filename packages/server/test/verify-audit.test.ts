import { type AuditEntry, auditChainBreaks, DEMO_ACCOUNTS, GENESIS_HASH, type Withdrawal } from '@nsa/api';
import { signDecisions } from '@nsa/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../src/core/db/database.ts';
import { chainAuditLog } from '../src/core/services/audit.ts';
import {
  type AuditCheck,
  type AuditCheckOptions,
  type AuditProblem,
  verifyAuditLog,
} from '../src/core/services/auditCheck.ts';
import { approve, call, reject, signIn, startTestServer, type TestServer } from './helpers.ts';

// `npm run admin -- verify-audit` over the database itself: what an insider could change behind the API.
let server: TestServer;
const tokens = { super: '', secondSuper: '' };
let pending: Withdrawal[] = [];
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['super', 'secondSuper'] as const) tokens[role] = await signIn(server.url, role);
  const reply = await call(server.url, 'GET', '/api/manage/withdraw', {
    token: tokens.super,
    query: { status: 'pending', pageSize: 100 },
  });
  pending = (reply.body.data.list as Withdrawal[]).filter((w) => w.approvals.length === 0);
});
afterAll(() => server?.close());

const take = (required: 1 | 2) => {
  const index = pending.findIndex((w) => w.requiredApprovals === required);
  if (index < 0) throw new Error(`no pending withdrawal needing ${required} approvals`);
  return pending.splice(index, 1)[0] as Withdrawal;
};
const auditIdOf = async (withdrawalId: string) => {
  const reply = await call(server.url, 'GET', '/api/manage/audit', {
    token: tokens.super,
    query: { target: withdrawalId, pageSize: 1 },
  });
  return reply.body.data.list[0].id as string;
};

/** Thrown to roll a tampering back once verify-audit has looked at it. */
class Rollback extends Error {}

/** What verify-audit says of the database with `tamper` applied (rolled back afterwards). */
async function checkWith(tamper: (db: Db) => Promise<unknown>, options: AuditCheckOptions = {}) {
  let check: AuditCheck | null = null;
  await server.database.db
    .transaction(async (tx) => {
      await tamper(tx);
      check = await verifyAuditLog(tx, options);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return check as unknown as AuditCheck;
}
async function problemsWith(tamper: (db: Db) => Promise<unknown>): Promise<AuditProblem[]> {
  return (await checkWith(tamper)).problems;
}

describe('verify-audit', () => {
  let approved: Withdrawal;
  let rejected: Withdrawal;
  let approvalId = '';
  let rejectId = '';
  beforeAll(async () => {
    const large = take(2);
    expect((await approve(server, tokens.super, 'super', large)).status).toBe(200);
    expect((await approve(server, tokens.secondSuper, 'secondSuper', large)).status).toBe(200);
    rejected = take(1);
    expect((await reject(server, tokens.super, 'super', rejected, 'duplicate request')).status).toBe(200);
    approved = take(1);
    expect((await approve(server, tokens.super, 'super', approved)).status).toBe(200);
    approvalId = await auditIdOf(approved.id);
    rejectId = await auditIdOf(rejected.id);
  });

  it('passes on the signed decisions as made', async () => {
    const clean = await verifyAuditLog(server.database.db);
    expect(clean.problems).toEqual([]);
    expect(clean.signed).toBe(4);
    expect(clean.unsigned).toBeGreaterThan(0);
  });

  const entry = (id: () => string) => sql`where id = ${id()}::bigint`;
  it.each([
    [
      'an amount changed in the evidence',
      () => approvalId,
      (db: Db) =>
        db.execute(
          sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', '"0.01"') ${entry(() => approvalId)}`,
        ),
      'signature does not verify',
    ],
    [
      'the actor changed',
      () => approvalId,
      (db: Db) =>
        db.execute(
          sql`update audit_log set actor_address = ${DEMO_ACCOUNTS.secondSuper} ${entry(() => approvalId)}`,
        ),
      'signature does not verify',
    ],
    [
      'the recorded action swapped',
      () => approvalId,
      (db: Db) => db.execute(sql`update audit_log set action = 'withdraw.reject' ${entry(() => approvalId)}`),
      'signs "approve" but records withdraw.reject',
    ],
    [
      'the target changed',
      () => approvalId,
      (db: Db) => db.execute(sql`update audit_log set target = ${rejected.id} ${entry(() => approvalId)}`),
      `signs withdrawal ${''}`,
    ],
    [
      'evidence that is no signed decision',
      () => approvalId,
      (db: Db) =>
        db.execute(sql`update audit_log set evidence = '{"typedData":1}'::jsonb ${entry(() => approvalId)}`),
      'evidence is not a signed Decision',
    ],
    [
      'the withdrawal’s amount changed after the decision',
      () => approvalId,
      (db: Db) =>
        db.execute(sql`update withdrawals set amount = amount + 1 where id = ${approved.id}::bigint`),
      'amount',
    ],
    [
      'the withdrawal’s recipient changed after the decision',
      () => approvalId,
      (db: Db) =>
        db.execute(
          sql`update withdrawals set address = ${DEMO_ACCOUNTS.admin} where id = ${approved.id}::bigint`,
        ),
      'recipient',
    ],
    [
      'the approval removed from the record',
      () => approvalId,
      (db: Db) =>
        db.execute(sql`delete from withdrawal_approvals where withdrawal_id = ${approved.id}::bigint`),
      'no approval',
    ],
    [
      'the withdrawal deleted',
      () => approvalId,
      (db: Db) => db.execute(sql`delete from withdrawals where id = ${approved.id}::bigint`),
      'does not exist',
    ],
    [
      'a rejection’s reason rewritten on the withdrawal',
      () => rejectId,
      (db: Db) =>
        db.execute(
          sql`update withdrawals set reason = 'approved by phone' where id = ${rejected.id}::bigint`,
        ),
      'signed reject reason',
    ],
    [
      'a rejected withdrawal flipped to approved',
      () => rejectId,
      (db: Db) =>
        db.execute(sql`update withdrawals set status = 'approved' where id = ${rejected.id}::bigint`),
      'signed reject reason',
    ],
  ] as const)('names the entry when %s', async (_what, id, tamper, why) => {
    expect(await problemsWith(tamper)).toEqual([{ id: id(), why: expect.stringContaining(why) }]);
  });

  it('names a write that carries decision evidence it should not', async () => {
    const problems = await problemsWith(async (db) => {
      const evidence = sql`(select evidence from audit_log where id = ${approvalId}::bigint)`;
      await db.execute(
        sql`update audit_log set evidence = ${evidence} where id = (select min(id) from audit_log where action = 'user.create')`,
      );
    });
    expect(problems).toEqual([
      {
        id: expect.any(String),
        why: expect.stringContaining('a user.create entry carries decision evidence'),
      },
    ]);
  });
});

describe('verify-audit over batch evidence', () => {
  let batch: Withdrawal[] = [];
  let entryId = '';
  beforeAll(async () => {
    batch = [take(1), take(1)];
    const note = 'weekly payout run';
    const signed = await signDecisions(server.origin, 'super', batch, 'approve', { reason: note });
    const reply = await call(server.url, 'POST', '/api/manage/withdraw/decide-batch', {
      token: tokens.super,
      body: { decision: 'approve', ids: batch.map((w) => w.id), reason: note, ...signed },
    });
    expect(reply.status, reply.body.message).toBe(200);
    entryId = await auditIdOf((batch[1] as Withdrawal).id);
  });

  it('verifies each entry of a batch against the whole batch’s signature', async () => {
    const clean = await verifyAuditLog(server.database.db);
    expect(clean.problems).toEqual([]);
    const batchEntries = await call(server.url, 'GET', '/api/manage/audit', {
      token: tokens.super,
      query: { action: 'withdraw.approve', pageSize: 100 },
    });
    const ofBatch = batchEntries.body.data.list.filter(
      (e: { evidence: { typedData: { primaryType: string } } | null }) =>
        e.evidence?.typedData.primaryType === 'Decisions',
    );
    expect(ofBatch).toHaveLength(2);
  });

  it.each([
    [
      'its withdrawal dropped from the signed items',
      (db: Db) =>
        db.execute(
          sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,items}',
                (evidence #> '{typedData,message,items}') - 1) where id = ${entryId}::bigint`,
        ),
      'signs withdrawal',
    ],
    [
      'an item’s amount changed in the evidence',
      (db: Db) =>
        db.execute(
          sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,items,1,amount}', '"0.01"')
              where id = ${entryId}::bigint`,
        ),
      'signature does not verify',
    ],
    [
      'the note rewritten on the approval',
      (db: Db) =>
        db.execute(
          sql`update withdrawal_approvals set note = 'approved by phone'
              where withdrawal_id = ${(batch[1] as Withdrawal).id}::bigint`,
        ),
      'signed note',
    ],
  ] as const)('names the entry when %s', async (_what, tamper, why) => {
    expect(await problemsWith(tamper)).toEqual([{ id: entryId, why: expect.stringContaining(why) }]);
  });
});

/** Every entry as GET /api/manage/audit returns it, in id order. */
async function allEntries(): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const reply = await call(server.url, 'GET', '/api/manage/audit', {
      token: tokens.super,
      query: { pageSize: 100, order: 'asc', ...(cursor ? { cursor } : {}) },
    });
    expect(reply.status, reply.body.message).toBe(200);
    entries.push(...reply.body.data.list);
    cursor = reply.body.data.nextCursor;
  } while (cursor);
  return entries;
}

/** The first audit entries' ids (the seeded ones, oldest first) and the id the next write gets. */
const firstIds = async (db: Db, n: number) =>
  (
    await queryRows<{ id: string }>(
      db,
      sql`select a.id::text as id from audit_log a order by a.id limit ${n}`,
    )
  ).map((r) => r.id);
const lastId = async (db: Db) =>
  (await queryRows<{ id: string }>(db, sql`select max(id)::text as id from audit_log`))[0]?.id as string;

describe('verify-audit over the hash chain', () => {
  let approved: Withdrawal;
  let rejected: Withdrawal;
  let approvalId = '';
  let rejectId = '';
  beforeAll(async () => {
    rejected = take(1);
    expect((await reject(server, tokens.super, 'super', rejected, 'duplicate request')).status).toBe(200);
    approved = take(1);
    expect((await approve(server, tokens.super, 'super', approved)).status).toBe(200);
    approvalId = await auditIdOf(approved.id);
    rejectId = await auditIdOf(rejected.id);
  });

  it('keeps every entry in one chain that recomputes from what GET returns, and passes untouched', async () => {
    const entries = await allEntries();
    expect(entries[0]?.prevHash).toBe(GENESIS_HASH);
    expect(entries.every((e) => /^[0-9a-f]{64}$/.test(e.hash ?? ''))).toBe(true);
    expect(auditChainBreaks(entries).breaks).toEqual([]);
    const clean = await verifyAuditLog(server.database.db);
    expect(clean).toMatchObject({ problems: [], withdrawals: [], entries: entries.length });
    expect(clean.head).toEqual({ id: entries.at(-1)?.id, hash: entries.at(-1)?.hash });
    // The demo's decisions carry no signature: counted apart from writes that never need one.
    expect(clean.unsignedDecisions.length).toBeGreaterThan(0);
    expect(clean.unsignedDecisions.length).toBeLessThan(clean.unsigned);
  });

  it('names a signed approval whose evidence was set to NULL', async () => {
    const problems = await problemsWith((db) =>
      db.execute(sql`update audit_log set evidence = null where id = ${approvalId}::bigint`),
    );
    expect(problems).toEqual([{ id: approvalId, why: expect.stringContaining('hash does not match') }]);
    expect(problems[0]?.why).toContain('its signature may have been removed');
  });

  it('names a signed reject whose after.reason was rewritten, even with the chain recomputed over it', async () => {
    const rewrite = (db: Db) =>
      db.execute(
        sql`update audit_log set after = jsonb_set(after, '{reason}', '"approved by phone"') where id = ${rejectId}::bigint`,
      );
    expect(await problemsWith(rewrite)).toEqual([
      {
        id: rejectId,
        why: expect.stringMatching(
          /hash does not match.*signed reject reason "duplicate request" but the entry records reject reason "approved by phone"/,
        ),
      },
    ]);
    // An insider who also rehashes every entry from there on: the signature still tells, and a
    // head kept elsewhere (audit-head) names where the history was rewritten.
    const head = (await verifyAuditLog(server.database.db)).head as { id: string; hash: string };
    const forged = await checkWith(
      async (db) => {
        await rewrite(db);
        await db.execute(
          sql`update audit_log set hash = null, prev_hash = null where id >= ${rejectId}::bigint`,
        );
        await chainAuditLog(db);
      },
      { head },
    );
    expect(forged.problems).toEqual([
      { id: rejectId, why: expect.stringContaining('signed reject reason "duplicate request"') },
      { id: head.id, why: expect.stringContaining('kept head') },
    ]);
  });

  it('names a withdrawal flipped to approved, with an approval row inserted, that no audit entry decided', async () => {
    const row = take(1);
    const check = await checkWith(async (db) => {
      await db.execute(
        sql`insert into withdrawal_approvals (withdrawal_id, address, at, note)
            values (${row.id}::bigint, ${DEMO_ACCOUNTS.super}, now(), '')`,
      );
      await db.execute(
        sql`update withdrawals set status = 'approved', decided_at = now(), decided_by = ${DEMO_ACCOUNTS.super}
            where id = ${row.id}::bigint`,
      );
    });
    expect(check.problems).toEqual([]);
    expect(check.withdrawals).toEqual([
      {
        id: row.id,
        why: expect.stringMatching(
          /approved by 0x.* with no audit entry that decided it; approval by 0x.* has no audit entry/,
        ),
      },
    ]);
  });

  it('names the entry after a deleted one', async () => {
    const [first, second, third] = await firstIds(server.database.db, 3);
    const problems = await problemsWith((db) =>
      db.execute(sql`delete from audit_log where id = ${second}::bigint`),
    );
    expect(problems).toEqual([
      { id: third, why: expect.stringContaining(`prevHash is not the hash of entry ${first}`) },
    ]);
    const gone = await problemsWith((db) =>
      db.execute(sql`delete from audit_log where id = ${first}::bigint`),
    );
    expect(gone).toEqual([{ id: second, why: expect.stringContaining('chain’s start') }]);
  });

  it('names both entries of two swapped', async () => {
    const [, a, b, c] = await firstIds(server.database.db, 4);
    const problems = await problemsWith(async (db) => {
      // Through a free id: the primary key is checked row by row.
      await db.execute(sql`update audit_log set id = -1 where id = ${a}::bigint`);
      await db.execute(sql`update audit_log set id = ${a}::bigint where id = ${b}::bigint`);
      await db.execute(sql`update audit_log set id = ${b}::bigint where id = -1`);
    });
    // Each swapped entry's hash no longer recomputes; the chain also breaks into the one after them.
    expect(problems).toEqual([
      { id: a, why: expect.stringContaining('hash does not match') },
      { id: b, why: expect.stringContaining('hash does not match') },
      { id: c, why: expect.stringContaining(`prevHash is not the hash of entry ${b}`) },
    ]);
  });

  it('names an edited entry alone, and an entry inserted outside the server', async () => {
    const [first] = await firstIds(server.database.db, 1);
    const edited = await problemsWith((db) =>
      db.execute(
        sql`update audit_log set created_at = created_at + interval '1 day' where id = ${first}::bigint`,
      ),
    );
    expect(edited).toEqual([
      { id: first, why: expect.stringContaining('edited or moved after it was written') },
    ]);
    let inserted = '';
    const problems = await problemsWith(async (db) => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into audit_log (actor_address, action, target, before, after)
            values (${DEMO_ACCOUNTS.super}, 'points.set', ${DEMO_ACCOUNTS.user}, '{"points":0}', '{"points":9}')
            returning id::text as id`,
      );
      inserted = row?.id as string;
    });
    expect(problems).toEqual([{ id: inserted, why: expect.stringContaining('not in the hash chain') }]);
  });

  it('with --require-signed, names every decision taken without a signature', async () => {
    const check = await verifyAuditLog(server.database.db, { requireSigned: true });
    expect(check.problems.map((p) => p.id)).toEqual(check.unsignedDecisions);
    expect(check.problems.map((p) => p.id)).not.toContain(approvalId);
  });

  it('chains entries written before the chain existed at start, continuing from the last hashed one, idempotently', async () => {
    const before = await allEntries();
    const [, second] = await firstIds(server.database.db, 2);
    // As after migration 0005 on an older log: no hashes from some entry on.
    await server.database.db.execute(
      sql`update audit_log set hash = null, prev_hash = null where id >= ${second}::bigint`,
    );
    expect((await verifyAuditLog(server.database.db)).problems.length).toBeGreaterThan(0);
    await chainAuditLog(server.database.db);
    await chainAuditLog(server.database.db);
    expect(await allEntries()).toEqual(before);
    // It never rehashes an entry already in the chain: an edited one stays named.
    const newest = await lastId(server.database.db);
    const edited = await problemsWith(async (db) => {
      await db.execute(sql`update audit_log set target = 'x' where id = ${newest}::bigint`);
      await chainAuditLog(db);
    });
    expect(edited).toEqual([{ id: newest, why: expect.stringContaining('hash does not match') }]);
    // An append onto an unhashed tail (an older replica wrote it during a rollout) chains the tail first.
    await server.database.db.execute(
      sql`update audit_log set hash = null, prev_hash = null where id >= ${second}::bigint`,
    );
    const reply = await call(server.url, 'POST', '/api/operation/set-points', {
      token: tokens.super,
      body: { address: DEMO_ACCOUNTS.user, points: 77 },
    });
    expect(reply.status, reply.body.message).toBe(200);
    const after = await allEntries();
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)?.prevHash).toBe(before.at(-1)?.hash);
    expect((await verifyAuditLog(server.database.db)).problems).toEqual([]);
  });

  it('keeps one unforked chain under concurrent writes and decisions', async () => {
    const users = await call(server.url, 'GET', '/api/manage/users', {
      token: tokens.super,
      query: { role: 'user', pageSize: 30 },
    });
    const addresses = (users.body.data.list as { address: string }[]).map((u) => u.address);
    const rows = [take(1), take(1), take(1)];
    const from = await lastId(server.database.db);
    const replies = await Promise.all([
      ...addresses.map((address, i) =>
        call(server.url, 'POST', '/api/operation/set-points', {
          token: tokens.super,
          body: { address, points: 500 + i },
        }),
      ),
      ...rows.map((w) => approve(server, tokens.super, 'super', w)),
    ]);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const entries = await allEntries();
    const added = entries.filter((e) => BigInt(e.id) > BigInt(from));
    expect(added).toHaveLength(addresses.length + rows.length);
    // No fork: every hash is followed by exactly one entry, the next one in id order.
    expect(new Set(entries.map((e) => e.prevHash)).size).toBe(entries.length);
    expect(auditChainBreaks(entries).breaks).toEqual([]);
    expect(await verifyAuditLog(server.database.db)).toMatchObject({ problems: [], withdrawals: [] });
  });
});
