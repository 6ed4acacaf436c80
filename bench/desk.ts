// The withdrawal desk's budgets (issue: batch decisions and live events), on PostgreSQL:
// - 50 small pending withdrawals decided in one batch: server time p50, and its ratio to the same
//   50 decided one by one;
// - an approval on one server process reaching a stream on another: p99 latency;
// - 200 open streams: the server process's memory growth.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Withdrawal } from '@nsa/api';
import { call, openEvents, signDecision, signDecisions, signIn } from '@nsa/api/testing';
import postgres from 'postgres';
import { add, quantile } from './figures.ts';

const BATCH = 50;
const ROUNDS = 5;
const EVENTS = 60;
const STREAMS = 200;

/** A server process on `databaseUrl` (its own Node, as `npm start` runs it), ready when it answers. */
async function serverProcess(
  databaseUrl: string,
  port: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('packages', 'server', 'src', 'main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO: '1',
      ORIGIN: 'http://localhost:8080',
      NONCE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}

const rssMb = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024;

export async function desk(adminUrl: string): Promise<void> {
  const name = `nsa_bench_desk_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const sql = postgres(dbUrl.toString(), { max: 2, onnotice: () => {} });
  const servers: ChildProcess[] = [];
  try {
    // Both start on the empty database at once: one migrates and seeds, the other waits.
    const [a, b] = await Promise.all([
      serverProcess(dbUrl.toString(), 18_181),
      serverProcess(dbUrl.toString(), 18_182),
    ]);
    servers.push(a.child, b.child);
    const origin = 'http://localhost:8080';
    const token = await signIn(a.url, 'super');
    const freshPending = async (count: number): Promise<Withdrawal[]> => {
      const ids = await sql<{ id: string }[]>`
        insert into withdrawals (address, chain_id, token_symbol, amount, fee)
        select '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', 1, 'USDT', (10 + g)::numeric, 0.1
        from generate_series(1, ${count}) g returning id::text as id`;
      const reply = await call(a.url, 'GET', '/api/manage/withdraw', {
        token,
        query: { status: 'pending', pageSize: 100, sort: 'createdAt', order: 'desc' },
      });
      const wanted = new Set(ids.map((r) => r.id));
      return (reply.body.data.list as Withdrawal[]).filter((w) => wanted.has(w.id));
    };

    const batchMs: number[] = [];
    const singleMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const rows = await freshPending(BATCH);
      const signed = await signDecisions(origin, 'super', rows, 'approve');
      const t0 = performance.now();
      const reply = await call(a.url, 'POST', '/api/manage/withdraw/decide-batch', {
        token,
        body: { decision: 'approve', ids: rows.map((w) => w.id), ...signed },
      });
      batchMs.push(performance.now() - t0);
      if (reply.status !== 200) throw new Error(`batch: ${reply.status} ${reply.body.message}`);
      const singles = await freshPending(BATCH);
      const bodies = await Promise.all(
        singles.map(async (w) => ({ id: w.id, ...(await signDecision(origin, 'super', w, 'approve')) })),
      );
      const t1 = performance.now();
      for (const body of bodies) await call(a.url, 'POST', '/api/manage/withdraw/approve', { token, body });
      singleMs.push(performance.now() - t1);
    }
    const p50 = quantile(batchMs, 0.5);
    add({
      area: 'Desk PostgreSQL',
      figure: `decide ${BATCH} in one batch, p50 of ${ROUNDS}`,
      value: p50,
      unit: 'ms',
      goal: 1000,
    });
    add({
      area: 'Desk PostgreSQL',
      figure: `one batch / ${BATCH} single decisions (time)`,
      value: p50 / quantile(singleMs, 0.5),
      unit: '×',
      goal: null,
      note: `${BATCH} singles p50 ${Math.round(quantile(singleMs, 0.5))} ms; 1 wallet prompt instead of ${BATCH}`,
    });

    // An approval through A, the event read from a stream on B.
    const stream = await openEvents(b.url, await signIn(b.url, 'super'));
    const latencies: number[] = [];
    const rows = await freshPending(EVENTS);
    for (const w of rows) {
      const body = { id: w.id, ...(await signDecision(origin, 'super', w, 'approve')) };
      const t0 = performance.now();
      await call(a.url, 'POST', '/api/manage/withdraw/approve', { token, body });
      await stream.next(w.id, (e) => e.status === 'approved', 5000);
      latencies.push(performance.now() - t0);
    }
    await stream.close();
    add({
      area: 'Desk PostgreSQL',
      figure: `approval on one process → event on another, p99 of ${EVENTS}`,
      value: quantile(latencies, 0.99),
      unit: 'ms',
      goal: 1000,
      note: `p50 ${Math.round(quantile(latencies, 0.5))} ms, from the request on A to the event on B`,
    });

    // 200 streams held open on B.
    const pid = b.child.pid as number;
    const bToken = await signIn(b.url, 'super');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(pid);
    const open = [];
    for (let i = 0; i < STREAMS; i++) open.push(await openEvents(b.url, bToken));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMb(pid);
    for (const s of open) await s.close();
    add({
      area: 'Desk PostgreSQL',
      figure: `server memory for ${STREAMS} open streams`,
      value: after - before,
      unit: 'MB',
      goal: 50,
      note: `RSS ${Math.round(before)} → ${Math.round(after)} MB`,
    });
  } finally {
    for (const child of servers) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
