import type { Withdrawal } from '@nsa/api';
import { openDatabase, type RunningServer, startServer, verifyAuditLog } from '@nsa/server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ApiResult, addressFor, call, type Row, signDecision, signIn, walkList } from './helpers.ts';
import {
  createDatabase,
  createPrimary,
  createStandby,
  type Instance,
  postgresBinDir,
  removeScratch,
  requireSynchronousStandby,
  scratchDir,
} from './pgCluster.ts';

/**
 * The database failing under a running server (contract § Reference server runtime): a crash of
 * PostgreSQL in the middle of concurrent decisions, and a failover to a streaming standby under
 * load. Needs the PostgreSQL server tools (CI installs them with its throwaway PostgreSQL).
 */
const bin = postgresBinDir();
if (!bin) console.log('database-faults.test.ts skipped: no PostgreSQL server tools (apt install postgresql)');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call that may also die with the connection: its status, or 0 when nothing came back. */
async function attempt(run: () => Promise<ApiResult>): Promise<ApiResult> {
  try {
    return await run();
  } catch {
    return { status: 0, body: { code: 'NETWORK', message: 'connection lost', data: {} } };
  }
}

/** Until the server says it can serve again (`/api/ready`), within `withinMs`. */
async function readyAgain(url: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await attempt(() => call(url, 'GET', '/api/ready'))).status === 200) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`not ready ${withinMs} ms after the database came back`);
}

/** Each decided withdrawal has its final state once: one approve or reject audit entry, matching it. */
function expectDecidedOnce(ids: readonly string[], stored: Map<string, Row>, audit: Row[]) {
  for (const id of ids) {
    const row = stored.get(id);
    expect(row?.status, `withdrawal ${id}`).toMatch(/^(approved|rejected)$/);
    const entries = audit.filter(
      (a) => a.target === id && (a.action === 'withdraw.approve' || a.action === 'withdraw.reject'),
    );
    expect(entries, `audit of withdrawal ${id}`).toHaveLength(1);
    expect(entries[0]?.action).toBe(row?.status === 'approved' ? 'withdraw.approve' : 'withdraw.reject');
  }
}

/** The audit log as `verify-audit` reads it: chain whole, every decision's evidence matching. */
async function expectAuditVerifies(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    expect(await verifyAuditLog(database.db)).toMatchObject({ problems: [], withdrawals: [] });
  } finally {
    await database.close();
  }
}

async function storedWithdrawals(url: string, token: string): Promise<Map<string, Row>> {
  const stored = new Map<string, Row>();
  for (const w of await walkList(url, token, '/api/manage/withdraw')) stored.set(w.id, w);
  return stored;
}

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
const PAIRS = 100;

describe.runIf(bin)('PostgreSQL killed in the middle of 200 concurrent decisions', () => {
  let base: string;
  let primary: Instance;
  let server: RunningServer;
  let token: string;
  const unhandled: Record<string, unknown>[] = [];
  beforeAll(async () => {
    base = scratchDir('nsa-kill-');
    primary = await createPrimary(bin as string, base);
    await createDatabase(primary, 'nsa');
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: primary.url('nsa'),
      demo: true,
      // 1 of every 3 demo withdrawals is pending: enough for every round's pairs.
      seedSize: { users: 40, orders: 60, withdrawals: 3 * ROUNDS * PAIRS + 30 },
      approvalThresholds: '',
      // Quiet, but a 500 names its cause: the assertion below prints what the server logged.
      log: {
        info: () => {},
        debug: () => {},
        error: (fields) => {
          if (fields.msg === 'unhandled error') unhandled.push(fields);
        },
      },
      nonceLimitPerMinute: 0,
    });
    token = await signIn(server.url, 'super');
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    try {
      primary?.crash();
    } catch {
      // Already stopped.
    }
    if (base) removeScratch(base);
  });

  it(`each decision is wholly committed or not at all, over ${ROUNDS} crashes at random points`, async () => {
    const pending = (await walkList(server.url, token, '/api/manage/withdraw', { status: 'pending' })).slice(
      0,
      ROUNDS * PAIRS,
    );
    expect(pending).toHaveLength(ROUNDS * PAIRS);
    const figures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const batch = pending.slice(round * PAIRS, (round + 1) * PAIRS);
      const bodies = await Promise.all(
        batch.map(async (w, i) => ({
          approve: { id: w.id, ...(await signDecision(server.origin, 'super', w as Withdrawal, 'approve')) },
          reject: {
            id: w.id,
            reason: `crash ${round}.${i}`,
            ...(await signDecision(server.origin, 'super', w as Withdrawal, 'reject', {
              reason: `crash ${round}.${i}`,
            })),
          },
        })),
      );
      let decided = 0;
      const send = (kind: 'approve' | 'reject', i: number) =>
        attempt(() =>
          call(server.url, 'POST', `/api/manage/withdraw/${kind}`, { token, body: bodies[i]?.[kind] }),
        ).then((result) => {
          if (result.status === 200) decided++;
          return result;
        });
      // All 200 in flight; the database dies at a random point: after 10 to 80 decisions committed.
      const killAfter = 10 + Math.floor(Math.random() * 70);
      const inFlight = batch.map((_, i) => Promise.all([send('approve', i), send('reject', i)]));
      const waitStarted = Date.now();
      while (decided < killAfter && Date.now() - waitStarted < 20_000) await sleep(5);
      primary.crash();
      const first = await Promise.all(inFlight);
      primary.start();
      const recoveryMs = await readyAgain(server.url, 10_000);

      // The client's retry after the outage: a decision that had committed answers 409.
      let retried = 0;
      const final = await Promise.all(
        first.map(async (pair, i) => {
          const kinds = ['approve', 'reject'] as const;
          return Promise.all(
            pair.map(async (result, k) => {
              if (result.status === 200 || result.status === 409) return result;
              expect([0, 503], `${JSON.stringify(result.body)} ${JSON.stringify(unhandled)}`).toContain(
                result.status,
              );
              retried++;
              return send(kinds[k] as 'approve' | 'reject', i);
            }),
          );
        }),
      );
      for (const [i, pair] of final.entries()) {
        // A 500 here, on the retry after recovery, names the server's logged cause too.
        for (const result of pair)
          expect(
            [200, 409],
            `pair ${i}: ${JSON.stringify(result.body)} ${JSON.stringify(unhandled)}`,
          ).toContain(result.status);
        // Never both: one decision per withdrawal, even with retries.
        expect(pair.filter((r) => r.status === 200).length, `pair ${i}`).toBeLessThanOrEqual(1);
      }
      const stored = await storedWithdrawals(server.url, token);
      const audit = await walkList(server.url, token, '/api/manage/audit');
      const ids = batch.map((w) => w.id as string);
      expectDecidedOnce(ids, stored, audit);
      for (const [i, pair] of final.entries()) {
        const won = pair.findIndex((r) => r.status === 200);
        if (won >= 0) expect(stored.get(ids[i] as string)?.status).toBe(won === 0 ? 'approved' : 'rejected');
      }
      const refused = first.flat().filter((r) => r.status !== 200 && r.status !== 409).length;
      figures.push(
        `round ${round + 1}: 200 sent, killed after ${killAfter} decisions, ${refused} refused by the crash (503 or cut), ${retried} retried, ready ${recoveryMs} ms after restart`,
      );
    }
    console.log(`kill in flight:\n  ${figures.join('\n  ')}`);
    await expectAuditVerifies(primary.url('nsa'));
  }, 180_000);
});

describe.runIf(bin)('failover to a streaming standby under load', () => {
  let base: string;
  let primary: Instance;
  let standby: Instance;
  let server: RunningServer;
  beforeAll(async () => {
    base = scratchDir('nsa-failover-');
    primary = await createPrimary(bin as string, base);
    await createDatabase(primary, 'nsa');
    standby = await createStandby(bin as string, base, primary);
    await requireSynchronousStandby(primary);
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      // Both hosts: the client connects to whichever takes writes.
      databaseUrl: `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/nsa?target_session_attrs=read-write`,
      demo: true,
      seedSize: { users: 40, orders: 60, withdrawals: 330 },
      approvalThresholds: '',
      log: false,
      nonceLimitPerMinute: 0,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    for (const node of [primary, standby]) {
      try {
        node?.crash();
      } catch {
        // Already stopped.
      }
    }
    if (base) removeScratch(base);
  });

  it('serves again within 5 s of the promotion, with every acknowledged write and no decision twice', async () => {
    const admin = await signIn(server.url, 'admin');
    const superToken = await signIn(server.url, 'super');
    const pending = await walkList(server.url, superToken, '/api/manage/withdraw', { status: 'pending' });
    const bodies = await Promise.all(
      pending.map(async (w) => ({
        id: w.id,
        ...(await signDecision(server.origin, 'super', w as Withdrawal, 'approve')),
      })),
    );

    const acknowledged: string[] = [];
    const decided = new Map<string, ApiResult>();
    let sent = 0;
    let failed = 0;
    let promotedAt = 0;
    let firstWriteAfter = 0;
    let next = 0;
    let nextDecision = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const n = next++;
        sent++;
        if (n % 2 === 0 || nextDecision >= bodies.length) {
          const address = addressFor(n, 0xfa11);
          const res = await attempt(() =>
            call(server.url, 'POST', '/api/manage/user', { token: admin, body: { address, role: 'user' } }),
          );
          if (res.status === 200) {
            acknowledged.push(address);
            if (promotedAt && !firstWriteAfter) firstWriteAfter = Date.now();
          } else {
            failed++;
            await sleep(20);
          }
        } else {
          const body = bodies[nextDecision++] as { id: string };
          const res = await attempt(() =>
            call(server.url, 'POST', '/api/manage/withdraw/approve', { token: superToken, body }),
          );
          decided.set(body.id, res);
          if (res.status !== 200) failed++;
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(1_500);
    primary.crash();
    standby.promote();
    promotedAt = Date.now();
    while (!firstWriteAfter && Date.now() - promotedAt < 15_000) await sleep(20);
    await sleep(1_500);
    stop = true;
    await Promise.all(workers);
    const recoveryMs = firstWriteAfter - promotedAt;
    console.log(
      `failover: ${sent} requests, ${failed} failed during the switch, first write ${recoveryMs} ms after promotion`,
    );
    expect(firstWriteAfter, 'no write succeeded after the promotion').toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThan(5_000);

    // Every acknowledged write is on the new primary.
    const sql = postgres(standby.url('nsa'), { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ address: string }[]>`select lower(address) as address from users`;
      const present = new Set(rows.map((r) => r.address));
      const missing = acknowledged.filter((a) => !present.has(a.toLowerCase()));
      expect(missing, `${acknowledged.length} acknowledged`).toEqual([]);
    } finally {
      await sql.end();
    }
    // A decision cut by the switch: its retry tells the truth (409 when it had committed); none twice.
    for (const [id, res] of decided) {
      if (res.status === 200) continue;
      const body = bodies.find((b) => b.id === id);
      const again = await call(server.url, 'POST', '/api/manage/withdraw/approve', {
        token: superToken,
        body,
      });
      expect([200, 409], JSON.stringify(again.body)).toContain(again.status);
    }
    const stored = await storedWithdrawals(server.url, superToken);
    const audit = await walkList(server.url, superToken, '/api/manage/audit');
    expectDecidedOnce([...decided.keys()], stored, audit);
    await expectAuditVerifies(standby.url('nsa'));
  }, 120_000);
});
