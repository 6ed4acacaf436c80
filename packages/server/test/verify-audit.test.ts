import { DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { signDecisions } from '@nsa/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/core/db/database.ts';
import { type AuditProblem, verifyAuditLog } from '../src/core/services/auditCheck.ts';
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
async function problemsWith(tamper: (db: Db) => Promise<unknown>) {
  let problems: AuditProblem[] = [];
  await server.database.db
    .transaction(async (tx) => {
      await tamper(tx);
      problems = (await verifyAuditLog(tx)).problems;
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return problems;
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
