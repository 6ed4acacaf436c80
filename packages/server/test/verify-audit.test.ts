import type { Withdrawal } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../src/core/services/auditCheck.ts';
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

describe('verify-audit', () => {
  it('passes on signed decisions as made, and names each entry tampered with afterwards', async () => {
    const { db } = server.database;
    const large = take(2);
    expect((await approve(server, tokens.super, 'super', large)).status).toBe(200);
    expect((await approve(server, tokens.secondSuper, 'secondSuper', large)).status).toBe(200);
    expect((await reject(server, tokens.super, 'super', take(1), 'duplicate request')).status).toBe(200);
    const row = take(1);
    expect((await approve(server, tokens.super, 'super', row)).status).toBe(200);
    const clean = await verifyAuditLog(db);
    expect(clean.problems).toEqual([]);
    expect(clean.signed).toBe(4);
    expect(clean.unsigned).toBeGreaterThan(0);

    const id = await auditIdOf(row.id);
    // An amount changed in the audit row's evidence: the signature no longer covers it.
    await db.execute(
      sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', '"0.01"') where id = ${id}::bigint`,
    );
    expect((await verifyAuditLog(db)).problems).toEqual([
      { id, why: expect.stringContaining('signature does not verify') },
    ]);
    await db.execute(
      sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', to_jsonb(${row.amount}::text)) where id = ${id}::bigint`,
    );
    expect((await verifyAuditLog(db)).problems).toEqual([]);
    // The withdrawal's own amount changed after the signed decision.
    await db.execute(sql`update withdrawals set amount = amount + 1 where id = ${row.id}::bigint`);
    expect((await verifyAuditLog(db)).problems).toEqual([
      { id, why: expect.stringContaining(`amount ${row.amount} is not`) },
    ]);
    await db.execute(
      sql`update withdrawals set amount = ${row.amount}::numeric where id = ${row.id}::bigint`,
    );
    // An approval removed from the record.
    await db.execute(sql`delete from withdrawal_approvals where withdrawal_id = ${row.id}::bigint`);
    expect((await verifyAuditLog(db)).problems).toEqual([
      { id, why: expect.stringContaining('no approval') },
    ]);
  });
});
