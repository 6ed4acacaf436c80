// Issue budgets of points as a ledger, the referral tree and figures, on PostgreSQL: stats over 366
// days of 1M orders, a tree node with 10,000 direct invitees, a 1,000-row CSV import end to end.
import { DEMO_ACCOUNTS } from '@nsa/api';
import { signIn } from '@nsa/api/testing';
import { type RunningServer, seedOrders, startServer } from '@nsa/server';
import Papa from 'papaparse';
import { freshPostgresDatabase } from '../packages/server/test/freshDatabase.ts';
import { add, quantile } from './figures.ts';

const ROUNDS = 15;

async function timed(run: () => Promise<void>, rounds = ROUNDS): Promise<number[]> {
  await run(); // warm-up: plans cached, pages in memory
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run();
    out.push(performance.now() - t0);
  }
  return out;
}

async function getOk(url: string, token: string): Promise<unknown> {
  const res = await fetch(url, { headers: { token } });
  const body = (await res.json()) as { data: unknown; message: string };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.message}`);
  return body.data;
}

async function postOk(url: string, token: string, payload: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { data: unknown; message: string };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.message}`);
  return body.data;
}

/** `count` platform users invited by `inviter` directly, with their closure rows (one SQL statement each). */
async function stageInvitees(server: RunningServer, inviter: string, count: number) {
  const db = server.database.db;
  await db.execute(`
    insert into users (address, role, inviter_address, created_at)
    select '0xc0ffee' || lpad(to_hex(g), 34, '0'), 'user', '${inviter}', now() - make_interval(secs => g)
    from generate_series(1, ${count}) g`);
  await db.execute(`
    insert into user_relations (ancestor, descendant, level, created_at)
    select a.ancestor, '0xc0ffee' || lpad(to_hex(g), 34, '0'), a.level + 1, now()
    from generate_series(1, ${count}) g
    cross join (select '${inviter}' as ancestor, 0 as level
                union all select ancestor, level from user_relations where descendant = '${inviter}') a`);
  await db.execute('vacuum analyze users');
  await db.execute('vacuum analyze user_relations');
}

export async function ledger(adminUrl: string) {
  console.log('ledger, tree and figures on PostgreSQL');
  const { url, drop } = await freshPostgresDatabase(adminUrl);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: url,
    demo: true,
    seedSize: 'small',
    log: false,
    nonceLimitPerMinute: 0,
    // Seeding a million orders is one statement; the figures below are timed, not bounded.
    statementTimeoutMs: 600_000,
  });
  try {
    await seedOrders(server.database.db, 1_000_000);
    const token = await signIn(server.url, 'super');

    // Figures over 366 days of 1M orders.
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const stats = await timed(async () => {
      await getOk(`${server.url}/api/manage/stats?from=${from}&to=${to}&bucket=day`, token);
    });
    add({
      area: 'ledger PostgreSQL',
      figure: 'stats, 366 days of 1M orders: p50 (c=1)',
      value: quantile(stats, 0.5),
      unit: `ms (p99 ${Math.round(quantile(stats, 0.99))} ms)`,
      goal: 300,
    });

    // A 1,000-row CSV (before the invitees below, staged in lower case as no API would store them): parsed as the console parses it, a dry run, then applied.
    const users = (await getOk(`${server.url}/api/manage/users?role=user&pageSize=100`, token)) as {
      list: { address: string }[];
    };
    const csv = [
      'address,delta,reason',
      ...Array.from(
        { length: 1000 },
        (_, i) => `${users.list[i % users.list.length]?.address},${(i % 7) + 1},spring campaign row ${i + 1}`,
      ),
    ].join('\n');
    const imports = await timed(async () => {
      const parsed = Papa.parse<{ address: string; delta: string; reason: string }>(csv, {
        header: true,
        skipEmptyLines: true,
      });
      const items = parsed.data.map((r) => ({
        address: r.address,
        delta: Number(r.delta),
        reason: r.reason,
      }));
      await postOk(`${server.url}/api/operation/adjust-points-batch`, token, { items, dryRun: true });
      await postOk(`${server.url}/api/operation/adjust-points-batch`, token, { items });
    }, 5);
    add({
      area: 'ledger PostgreSQL',
      figure: '1,000-row CSV import: parse, dry run and apply, p50',
      value: quantile(imports, 0.5),
      unit: 'ms',
      goal: 2000,
    });
    // A node with 10,000 direct invitees: its first 200, largest downline first.
    const wide = DEMO_ACCOUNTS.user;
    await stageInvitees(server, wide, 10_000);
    const tree = await timed(async () => {
      const data = (await getOk(
        `${server.url}/api/manage/user-relation/tree?address=${wide}&period=30d`,
        token,
      )) as {
        children: unknown[];
      };
      if (data.children.length !== 200) throw new Error(`tree: ${data.children.length} children`);
    });
    add({
      area: 'ledger PostgreSQL',
      figure: 'tree node with 10,000 direct invitees, first 200: p50 (c=1)',
      value: quantile(tree, 0.5),
      unit: `ms (p99 ${Math.round(quantile(tree, 0.99))} ms)`,
      goal: 100,
    });
  } finally {
    await server.close();
    await drop();
  }
}
