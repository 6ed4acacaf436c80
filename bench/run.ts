// `npm run bench`: bundle, API (PGlite and, with DATABASE_URL, PostgreSQL), sign-in and table
// figures measured in one run, each against its goal; writes bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC } from '@nsa/api';
import { type RunningServer, seedOrders, startServer } from '@nsa/server';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import postgres from 'postgres';
import { mnemonicToAccount } from 'viem/accounts';
import { build } from 'vite';
import { signIn } from '../e2e/stress/helpers.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const root = join(import.meta.dirname, '..');
process.chdir(root);
const started = Date.now();
/** Other work on the machine skews latencies: the 1-minute load average at the start goes in the report. */
const loadAtStart = loadavg()[0] ?? 0;
const KB = 1000;

type Figure = {
  area: string;
  figure: string;
  value: number | null;
  unit: string;
  /** The goal: value ≤ goal, or ≥ goal when `atLeast`. */
  goal: number | null;
  atLeast?: boolean;
  note?: string;
};
const figures: Figure[] = [];
const add = (f: Figure) => {
  figures.push(f);
  console.log(`  ${f.area} · ${f.figure}: ${f.value === null ? f.note : `${round(f.value)} ${f.unit}`}`);
};
const round = (n: number) => (n >= 100 ? Math.round(n) : Math.round(n * 100) / 100);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

// ── bundle ───────────────────────────────────────────────────────────────────────────────────────

function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};

const viteBin = join('node_modules', '.bin', 'vite');

function bundle(temp: () => string) {
  console.log('bundle');
  const dist = join('dist', 'console');
  const index = join(dist, 'index.html');
  const sources = Math.max(
    ...['packages/console/src', 'packages/ui/src', 'packages/api/src'].map(newest),
    statSync('vite.config.ts').mtimeMs,
  );
  if (
    !existsSync(index) ||
    statSync(index).mtimeMs < sources ||
    !existsSync(join(dist, '.vite/manifest.json'))
  ) {
    console.log('  building the console (missing or stale)');
    const run = spawnSync(viteBin, ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error('vite build failed');
  }
  measureBundle(dist, 'bundle');

  // A deployment with a WalletConnect project id builds WalletConnect in: the same budgets hold.
  console.log('  building the console with a WalletConnect project id');
  const withWalletConnect = temp();
  const run = spawnSync(
    viteBin,
    ['build', '--logLevel', 'warn', '--outDir', withWalletConnect, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef' },
    },
  );
  if (run.status !== 0) throw new Error('vite build with WalletConnect failed');
  measureBundle(withWalletConnect, 'bundle with WalletConnect');
}

/** The load of each step from /login to every screen, from the build in `dist`. */
function measureBundle(dist: string, area: string) {
  const index = join(dist, 'index.html');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0);
  /** A chunk's file, CSS and everything it imports statically (and lazily too, with `lazy`). */
  const closure = (key: string, into = new Set<string>(), lazy = false) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    const deps = lazy ? [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])] : (chunk.imports ?? []);
    for (const dep of deps) closure(dep, into, lazy);
    return into;
  };

  // What index.html itself loads: its module script, modulepreloads and stylesheets.
  const html = readFileSync(index, 'utf8');
  const firstPaint = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] as string,
    ),
  );
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, firstPaint);
  add({
    area,
    figure: '/login first paint (entry + static imports + CSS)',
    value: total(firstPaint) / KB,
    unit: 'kB gz',
    goal: 110,
  });

  const byName = (pattern: RegExp) => Object.keys(manifest).find((k) => pattern.test(k));
  const signInChunk = byName(/features\/auth\/api\/signInWith\.ts$/);
  if (signInChunk) {
    const signInReady = closure(signInChunk, new Set(firstPaint));
    add({
      area,
      figure: 'choosing a wallet: wagmi and viem (load when a wallet is chosen)',
      value: total([...signInReady].filter((f) => !firstPaint.has(f))) / KB,
      unit: 'kB gz',
      // The budget is the first paint; wagmi and viem arrive while the wallet asks to connect.
      goal: null,
    });
    // WalletConnect's connector, provider and QR dialog load only when it is chosen; at most all of
    // what they import, statically or lazily, beyond the wallet list.
    const walletConnect = byName(/wagmi[\\/]dist[\\/]esm[\\/]exports[\\/]walletConnect\.js$/);
    if (walletConnect) {
      const chosen = [...closure(walletConnect, new Set(), true)].filter((f) => !signInReady.has(f));
      add({
        area,
        figure: 'choosing WalletConnect (loads when chosen)',
        value: total(chosen) / KB,
        unit: 'kB gz',
        goal: null,
      });
    }
  }
  // Signed in, the router and the shell load once before any screen; each screen then adds its
  // own chunk and the static imports nothing before it loaded.
  const loaded = new Set(firstPaint);
  const step = (name: string, pattern: RegExp, goal: number | null) => {
    const key = byName(pattern);
    if (!key) {
      add({
        area,
        figure: name,
        value: null,
        unit: '',
        goal,
        note: 'not measured: chunk not found',
      });
      return;
    }
    const files = [...closure(key)].filter((f) => !loaded.has(f));
    // The shared steps stay loaded for what follows; a screen is measured as the first one opened.
    if (goal === null) for (const f of files) loaded.add(f);
    // No screen may bring the wallet connectors: they belong to sign-in.
    const wallet = files.some((f) => /\/(wagmi|signInWith)-/.test(f));
    add({
      area,
      figure: name,
      value: total(files) / KB,
      unit: `kB gz${goal === null ? '' : wallet ? ', loads wagmi' : ', no wagmi'}`,
      goal: wallet ? 0.001 : goal,
    });
  };
  // Not screen chunks, so no budget: what loads once after sign-in, before the first screen.
  step('after sign-in: router, guards and the ui library (mountConsole)', /app\/mountConsole\.tsx$/, null);
  step('signed-in shell: layout, data client (AppLayout)', /app\/AppLayout\.tsx$/, null);
  for (const [name, pattern] of [
    ['screen: users (/home)', /UsersRoute\.tsx$/],
    ['screen: user detail', /UserDetailRoute\.tsx$/],
    ['screen: orders', /OrdersRoute\.tsx$/],
    ['screen: withdrawals', /WithdrawRoute\.tsx$/],
    ['screen: points (/operation)', /OperationRoute\.tsx$/],
    ['screen: audit log (/audit)', /AuditRoute\.tsx$/],
  ] as [string, RegExp][])
    step(name, pattern, 40);
}

// ── API ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * A keep-alive socket the server closes after its idle timeout, just as the client reuses it, is
 * reset: that is the client's race, not a server error, so the request is sent again once.
 */
async function fetchRetryingReset(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/** `count` GETs of `path` from `concurrency` workers; latencies in ms. Any non-200 aborts the bench. */
async function load(url: string, token: string, path: string, count: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const t0 = performance.now();
      const res = await fetchRetryingReset(`${url}${path}`, { headers: { token } });
      const body = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

async function ordersPage(url: string, token: string, query: string) {
  const res = await fetch(`${url}/api/manage/orders?${query}`, { headers: { token } });
  const body = (await res.json()) as { data: { nextCursor: string | null; total: number; list: unknown[] } };
  if (res.status !== 200) throw new Error(`orders?${query}: ${res.status}`);
  return body.data;
}

type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

async function openServer(target: Target): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    ...(target.kind === 'pglite' ? { dataDir: target.dataDir } : { databaseUrl: target.url }),
    demo: true,
    seedSize: 'small',
    log: false,
    // These runs hammer GET /api/auth/nonce from one IP.
    nonceLimitPerMinute: 0,
  });
}

/** Orders up to `total` rows (the small demo set has some already); seeded in this process. */
async function fillOrders(server: RunningServer, total: number) {
  const result: unknown = await server.database.db.execute('select count(*)::int as n from orders');
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  const existing = Number(rows[0]?.n ?? 0);
  if (existing < total) await seedOrders(server.database.db, total - existing);
}

const C = 16;

async function api(label: string, small: Target, big: Target) {
  console.log(`API on ${label}`);
  // 1,000 orders: the baseline.
  const s1k = await openServer(small);
  await fillOrders(s1k, 1_000);
  const t1k = await signIn(s1k.url, 'super');
  await load(s1k.url, t1k, '/api/manage/orders?page=1&pageSize=20', 32, C); // warm-up
  const first1k = await load(s1k.url, t1k, '/api/manage/orders?page=1&pageSize=20', 320, C);

  // Sign-in on the same server: nonce + verify, 8 clients at a time.
  await signInFigures(label, s1k.url);
  await s1k.close();

  // 1,000,000 orders.
  const s1m = await openServer(big);
  const seedStart = Date.now();
  // Before any HTTP: a connection kept alive across the long seed could be reset.
  await fillOrders(s1m, 1_000_000);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  const token = await signIn(s1m.url, 'super');
  const p1 = await ordersPage(s1m.url, token, 'page=1&pageSize=20');
  const p5000 = await ordersPage(s1m.url, token, 'page=5000&pageSize=20');
  if (!p1.nextCursor || !p5000.nextCursor) throw new Error('no cursor');
  console.log(`  seeded to ~${p1.total} orders in ${seedSeconds.toFixed(0)} s`);
  const cases = {
    page1: 'page=1&pageSize=20',
    page5000: 'page=5000&pageSize=20',
    cursorFirst: `cursor=${encodeURIComponent(p1.nextCursor)}&pageSize=20`,
    cursorDeep: `cursor=${encodeURIComponent(p5000.nextCursor)}&pageSize=20`,
  };
  const results: Record<keyof typeof cases, number[]> = {
    page1: [],
    page5000: [],
    cursorFirst: [],
    cursorDeep: [],
  };
  for (const [name, query] of Object.entries(cases) as [keyof typeof cases, string][]) {
    const path = `/api/manage/orders?${query}`;
    const count = name === 'page5000' ? 64 : 320;
    await load(s1m.url, token, path, C, C);
    results[name] = await load(s1m.url, token, path, count, C);
  }
  await s1m.close();

  const p50 = (k: keyof typeof results) => quantile(results[k], 0.5);
  const a = `API ${label}`;
  add({
    area: a,
    figure: '1k orders: page 1 p50 (c=16)',
    value: quantile(first1k, 0.5),
    unit: 'ms',
    goal: null,
  });
  for (const [k, name] of [
    ['page1', 'page 1'],
    ['page5000', 'page 5,000 (offset 99,980)'],
    ['cursorFirst', 'keyset cursor, page 2'],
    ['cursorDeep', 'keyset cursor after row 100,000'],
  ] as [keyof typeof results, string][]) {
    add({
      area: a,
      figure: `1M orders: ${name} p50 / p99 (c=16)`,
      value: p50(k),
      unit: `ms (p99 ${round(quantile(results[k], 0.99))} ms)`,
      goal: null,
    });
  }
  add({
    area: a,
    figure: 'deep / first keyset cursor p50',
    value: p50('cursorDeep') / p50('cursorFirst'),
    unit: '×',
    goal: 1.5,
  });
  add({
    area: a,
    figure: 'page 5,000 / page 1 p50',
    value: p50('page5000') / p50('page1'),
    unit: '×',
    goal: 3,
  });
  add({
    area: a,
    figure: '1M-row / 1k-row page 1 p50',
    value: p50('page1') / quantile(first1k, 0.5),
    unit: '×',
    goal: 3,
  });
  add({ area: a, figure: 'seeding 1,000,000 orders', value: seedSeconds, unit: 's', goal: null });
}

async function signInFigures(label: string, url: string) {
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.admin });
  const flows = 200;
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < flows) {
      next++;
      const a = performance.now();
      const nonce = (await (await fetch(`${url}/api/auth/nonce?address=${account.address}`)).json()) as {
        data: { message: string };
      };
      const b = performance.now();
      const signature = await account.signMessage({ message: nonce.data.message });
      const c = performance.now();
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, message: nonce.data.message, signature }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
      // Server time only: the wallet's signing is not the server's.
      latencies.push(b - a + (performance.now() - c));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - t0) / 1000;
  add({
    area: `sign-in ${label}`,
    figure: 'nonce + verify p50 (8 clients)',
    value: quantile(latencies, 0.5),
    unit: `ms (p99 ${round(quantile(latencies, 0.99))} ms)`,
    goal: 250,
    note: 'goal set by this bench',
  });
  add({
    area: `sign-in ${label}`,
    figure: 'complete sign-ins per second',
    value: flows / seconds,
    unit: '/s',
    goal: 20,
    atLeast: true,
    note: 'goal set by this bench',
  });
}

// ── table ────────────────────────────────────────────────────────────────────────────────────────

async function table() {
  console.log('table');
  const component = join('packages', 'ui', 'src', 'DataTable', 'DataTable.tsx');
  if (!existsSync(component)) {
    add({
      area: 'table',
      figure: 'sort 10,000 rows / 100 rows',
      value: null,
      unit: '',
      goal: 2,
      note: 'not measured: DataTable missing',
    });
    return;
  }
  const outDir = join(root, 'node_modules', '.cache', 'bench-table');
  await build({
    root: join(root, 'bench', 'table'),
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const sortTimes = async (rows: number) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${base}/?rows=${rows}`);
      await page.waitForSelector('tbody tr');
      const times: number[] = [];
      for (let i = 0; i < 24; i++) times.push(await page.evaluate(() => window.sortOnce()));
      const rendered = await page.locator('tbody tr').count();
      await page.close();
      // The first clicks warm up the JIT.
      return { p50: quantile(times.slice(4), 0.5), rendered };
    };
    const small = await sortTimes(100);
    const large = await sortTimes(10_000);
    add({
      area: 'table',
      figure: 'sort + re-render 100 rows p50',
      value: small.p50,
      unit: `ms (${small.rendered} rows in the DOM)`,
      goal: null,
    });
    add({
      area: 'table',
      figure: 'sort + re-render 10,000 rows p50',
      value: large.p50,
      unit: `ms (${large.rendered} rows in the DOM)`,
      goal: null,
    });
    add({
      area: 'table',
      figure: 'sort 10,000 rows / 100 rows',
      value: large.p50 / small.p50,
      unit: '×',
      goal: 2,
    });
  } finally {
    await browser.close();
    server.close();
  }
}

// ── run ──────────────────────────────────────────────────────────────────────────────────────────

async function postgresTargets(
  url: string,
): Promise<{ small: Target; big: Target; drop: () => Promise<void> }> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const names = [`nsa_bench_1k_${process.pid}`, `nsa_bench_1m_${process.pid}`];
  for (const name of names) await admin.unsafe(`create database ${name}`);
  await admin.end();
  const at = (name: string) => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  return {
    small: { kind: 'postgres', url: at(names[0] as string) },
    big: { kind: 'postgres', url: at(names[1] as string) },
    drop: async () => {
      const again = postgres(url, { max: 1, onnotice: () => {} });
      for (const name of names) await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

function report(): string {
  const lines = ['| area | figure | measured | goal | ratio to goal | |', '|---|---|---|---|---|---|'];
  for (const f of figures) {
    if (f.value === null) {
      lines.push(`| ${f.area} | ${f.figure} | ${f.note} | ${f.goal === null ? '—' : `≤ ${f.goal}`} | — | |`);
      continue;
    }
    const goal =
      f.goal === null
        ? '—'
        : `${f.atLeast ? '≥' : '≤'} ${f.goal}${f.unit === '×' ? '×' : ` ${f.unit.split(' ')[0]}`}`;
    const ratio = f.goal === null ? '—' : f.atLeast ? f.goal / f.value : f.value / f.goal;
    const ok = f.goal === null ? '' : (ratio as number) <= 1 ? 'ok' : '**over**';
    lines.push(
      `| ${f.area} | ${f.figure} | ${round(f.value)} ${f.unit} | ${goal}${f.note ? ` (${f.note})` : ''} | ${typeof ratio === 'number' ? round(ratio) : ratio} | ${ok} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nsa-bench-'));
    dirs.push(dir);
    return dir;
  };
  // BENCH_ONLY=bundle,api,table runs a part (the table in RESULTS.md is then partial).
  const only = process.env.BENCH_ONLY?.split(',');
  const want = (part: string) => !only || only.includes(part);
  try {
    if (want('bundle')) bundle(temp);
    if (want('api'))
      await api('PGlite', { kind: 'pglite', dataDir: temp() }, { kind: 'pglite', dataDir: temp() });
    if (!want('api')) {
      // skipped on request
    } else if (process.env.DATABASE_URL) {
      const pg = await postgresTargets(process.env.DATABASE_URL);
      try {
        await api('PostgreSQL', pg.small, pg.big);
      } finally {
        await pg.drop();
      }
    } else {
      add({
        area: 'API PostgreSQL',
        figure: 'all API figures',
        value: null,
        unit: '',
        goal: null,
        note: 'not measured: DATABASE_URL not set',
      });
    }
    if (want('table')) await table();
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  const table_ = report();
  const minutes = (Date.now() - started) / 60_000;
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}, load average ${loadAtStart.toFixed(1)} at the start`;
  console.log(`\n${table_}\n\n${machine}; whole bench ${minutes.toFixed(1)} min`);
  if (only) return;
  writeFileSync(
    join('bench', 'RESULTS.md'),
    `# Bench results\n\nWritten by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString()}: ${machine}. ` +
      `The whole run took ${minutes.toFixed(1)} min. Sizes are gzip level 9 of the built files in dist/console; ` +
      `latencies are end to end over loopback HTTP from 16 concurrent clients, p50 (p99).\n\n${table_}\n`,
  );
}

await main();
process.exit(0);
