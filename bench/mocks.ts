// The mocks (the server's own API in the page): how soon `npm run dev` paints, how soon its API
// answers, how small the mocks package stays, and the mutation score of the last Stryker run.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { add } from './figures.ts';

/** Lines of the TypeScript under `dir`, tests left out. */
function linesOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .reduce((sum, e) => sum + readFileSync(join(e.parentPath, e.name), 'utf8').split('\n').length, 0);
}

/** `npm run dev` on a free port, resolved with its URL once Vite says it is ready. */
async function startDev(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('node_modules', 'vite', 'bin', 'vite.js'), '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`vite exited with ${code}: ${output}`)));
  });
  return { url, child };
}

async function devServer() {
  // Cold: no pre-bundled dependencies (Vite's cache) and a browser profile with nothing cached.
  rmSync(join('packages', 'console', 'node_modules', '.vite'), { recursive: true, force: true });
  const { url, child } = await startDev();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const opened = Date.now();
    await page.goto(`${url}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    const painted = Date.now() - opened;
    const asked = Date.now();
    const health = await page.evaluate(async () => (await fetch('/api/health')).status);
    const answered = Date.now() - asked;
    add({
      area: 'mocks',
      figure: '`npm run dev`: /login painted after the page opens (cold)',
      value: painted,
      unit: 'ms',
      goal: 5000,
      note: 'before the mocks ran the server: 1.6 s',
    });
    add({
      area: 'mocks',
      figure: '`npm run dev`: the first API answer (the demo world loaded into PGlite in the page)',
      value: health === 200 ? answered : null,
      unit: 'ms',
      goal: null,
      note: `answered ${health}`,
    });
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
}

function packageSize() {
  const src = linesOf(join('packages', 'mocks', 'src'));
  const worker = readFileSync(join('packages', 'mocks', 'public', 'mockServiceWorker.js'), 'utf8').split(
    '\n',
  ).length;
  add({
    area: 'mocks',
    figure: 'packages/mocks: lines of scene staging (src, tests aside) + msw’s worker',
    value: src + worker,
    unit: 'lines',
    goal: null,
    note: `src ${src} + worker ${worker}; before, with every rule written again: 1,660 (1,060 + 600)`,
  });
}

/** The score of the last `npm run test:mutation` (reports/mutation/mutation.json), with its date. */
export function mutationScore() {
  const file = join('reports', 'mutation', 'mutation.json');
  if (!existsSync(file)) {
    add({
      area: 'mutation',
      figure: 'mutation score',
      value: null,
      unit: '%',
      goal: 85,
      note: 'not measured: run `npm run test:mutation` first (about 90 min)',
    });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    files: Record<string, { mutants: { status: string }[] }>;
  };
  const count: Record<string, number> = {};
  for (const { mutants } of Object.values(report.files)) {
    for (const { status } of mutants) count[status] = (count[status] ?? 0) + 1;
  }
  const detected = (count.Killed ?? 0) + (count.Timeout ?? 0);
  const valid = detected + (count.Survived ?? 0) + (count.NoCoverage ?? 0);
  add({
    area: 'mutation',
    // The files the run mutated: all of `npm run test:mutation`, or those named after `--`.
    figure: `mutation score, ${Object.keys(report.files).length} files of packages/api/src and the server’s services`,
    value: (100 * detected) / valid,
    unit: '%',
    goal: 85,
    atLeast: true,
    note: `${detected} of ${valid} mutants detected (${Object.entries(count)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}); Stryker run of ${statSync(file).mtime.toISOString().slice(0, 16)}Z`,
    gap: 'each surviving mutant of a rule that guards money or access is killed by a case added since, or explained: bench/MUTATION.md',
  });
}

export async function mocks() {
  console.log('mocks');
  packageSize();
  await devServer();
}
