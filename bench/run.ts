// `npm run bench`: bundle, Lighthouse, API (PGlite and, with DATABASE_URL, PostgreSQL), sign-in and
// table figures measured in one run, each against its goal; writes bench/RESULTS.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { api, apiRatio, postgresTargets, type Target } from './api.ts';
import { bundle } from './bundle.ts';
import { desk } from './desk.ts';
import { docs } from './docs.ts';
import { faults } from './faults.ts';
import { add, figures, markdown, report } from './figures.ts';
import { ledger } from './ledger.ts';
import { lighthouse } from './lighthouse.ts';
import { limit } from './limit.ts';
import { mocks, mutationScore } from './mocks.ts';
import { table } from './table.ts';

const root = join(import.meta.dirname, '..');
process.chdir(root);
const started = Date.now();
/** Other work on the machine skews latencies: the 1-minute load average at the start goes in the report. */
const loadAtStart = loadavg()[0] ?? 0;

/** A row for a part that needs PostgreSQL, on a machine without it. */
const withoutPostgres = (area: string, figure: string) =>
  add({ area, figure, value: null, unit: '', goal: null, note: 'not measured: DATABASE_URL not set' });

async function main() {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nsa-bench-'));
    dirs.push(dir);
    return dir;
  };
  // BENCH_ONLY=bundle,lighthouse,ratio,limit,ledger,api,desk,table,mocks,docs,mutation,faults runs some parts (the rows of the others are kept).
  const only = process.env.BENCH_ONLY?.split(',');
  const want = (part: string) => !only || only.includes(part);
  try {
    if (want('bundle')) bundle(temp);
    // Lighthouse serves the build the bundle part made (or found fresh).
    if (want('lighthouse')) await lighthouse();
    const small: Target = { kind: 'pglite', dataDir: temp() };
    if (want('ratio')) await apiRatio('PGlite', small);
    if (want('api')) await api('PGlite', small, { kind: 'pglite', dataDir: temp() });
    if (!want('api') && !want('ratio')) {
      // skipped on request
    } else if (process.env.DATABASE_URL) {
      const pg = await postgresTargets(process.env.DATABASE_URL);
      try {
        if (want('ratio')) await apiRatio('PostgreSQL', pg.small);
        if (want('api')) await api('PostgreSQL', pg.small, pg.big);
      } finally {
        await pg.drop();
      }
    } else {
      withoutPostgres('API PostgreSQL', 'all API figures');
    }
    if (want('limit')) {
      if (process.env.DATABASE_URL) await limit(process.env.DATABASE_URL);
      else withoutPostgres('limit PostgreSQL', 'users page / a bare node:http + postgres.js handler');
    }
    if (want('ledger')) {
      if (process.env.DATABASE_URL) await ledger(process.env.DATABASE_URL);
      else
        withoutPostgres(
          'ledger PostgreSQL',
          'stats over 1M orders, a 10,000-invitee tree node, a CSV import',
        );
    }
    if (want('desk')) {
      if (process.env.DATABASE_URL) await desk(process.env.DATABASE_URL);
      else withoutPostgres('Desk PostgreSQL', 'batch, events across processes, open streams');
    }
    if (want('table')) await table();
    if (want('mocks')) await mocks();
    if (want('docs')) await docs();
    if (want('mutation')) mutationScore();
    if (want('faults')) faults(process.env.DATABASE_URL);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  const { rows, missed } = report();
  const minutes = (Date.now() - started) / 60_000;
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}, load average ${loadAtStart.toFixed(1)} at the start`;
  console.log(`\n${markdown(rows, missed)}\n\n${machine}; whole bench ${minutes.toFixed(1)} min`);
  const file = join('bench', 'RESULTS.md');
  // A partial run keeps the rows of the parts it did not run, from the file's previous run, and
  // their lines in "Goals not met".
  const ran = new Set(figures.map((f) => f.area));
  const before = only && existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const kept = before.filter(
    (l) => /^\| [^-]/.test(l) && !l.startsWith('| area ') && !ran.has(l.split(' | ')[0]?.slice(2) ?? ''),
  );
  const keptMissed = before.filter(
    (l) => l.startsWith('- **') && !ran.has(/^- \*\*(.+?) · /.exec(l)?.[1] ?? ''),
  );
  writeFileSync(
    file,
    `# Bench results\n\nWritten by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString()}: ${machine}. ` +
      `The whole run took ${minutes.toFixed(1)} min. Bundle sizes are gzip level 9 of the built files in dist/console; ` +
      `Lighthouse (performance only, simulated throttling) loads the build from the real server with \`Accept-Encoding: br, gzip\` ` +
      `and counts the bytes on the wire; latencies are end to end over loopback HTTP from 16 concurrent clients, p50 (p99).` +
      (kept.length
        ? ` This run measured ${only?.join(', ')}; the ${kept.length} rows after them are kept from earlier runs.`
        : '') +
      `\n\n${markdown([...rows, ...kept], [...missed, ...keptMissed])}\n`,
  );
}

await main();
process.exit(0);
