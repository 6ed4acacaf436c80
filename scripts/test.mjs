#!/usr/bin/env node
// `npm test`: node tests and the contract suite, story tests in Chromium (lint and typecheck beside them, at low
// priority) and e2e, with one pass/fail summary.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { freshDataDir, healthURL, STARTED_ENV, serverCommand, serverEnv } from '../e2e/server.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const reports = join('node_modules', '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestCounts = (file) => {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numTotalTestSuites && !r.success && !r.numFailedTests ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
  };
};
/** How many tests passed in the files of a vitest report that `pick` names. */
const passedIn = (file, pick) =>
  JSON.parse(readFileSync(file, 'utf8'))
    .testResults.filter((f) => pick(f.name))
    .flatMap((f) => f.assertionResults)
    .filter((t) => t.status === 'passed').length;
/** The first failures of a vitest report, so the summary at the very end of a long log says what broke. */
const vitestFailures = (file) =>
  JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((f) => {
    const where = relative(process.cwd(), f.name);
    const tests = f.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}: ${gist(t.failureMessages[0])}`);
    // A file that failed outside its tests (an import, a hook); one stopped by --bail has no message.
    return tests.length === 0 && f.status === 'failed' && f.message
      ? [`${where}: ${gist(f.message)}`]
      : tests;
  });
/** The first three telling lines of an error: no colours, no "Error:" alone, no debugging link. */
const gist = (text = '') =>
  text
    .split('\n')
    .map(stripVTControlCharacters)
    .map((l) => l.trim())
    .filter((l) => l && l !== 'Error:' && !l.startsWith('Click to debug') && !l.startsWith('at '))
    .slice(0, 3)
    .join(' — ')
    .slice(0, 300);
const playwrightCounts = (file) => {
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
};

/** Each failed Playwright test with its file, title and error. */
const playwrightFailures = (file) => {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = t.results.find((r) => r.error)?.error?.message;
          return `e2e/specs/${spec.file} › ${spec.title}: ${gist(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return JSON.parse(readFileSync(file, 'utf8')).suites.flatMap(walk);
};

const only = process.argv.slice(2);
// Vitest keeps one core free by default: one worker on a 2-core machine. The server tests wait on
// child processes and sockets, and a story waits on its browser page, so a worker per core
// finishes both suites about a third sooner (measured: node 177 → 144 s, stories 303 → 212 s). A third
// story worker, to fill the moments both wait on their pages, made them slower (631 stories: 405 → 456 s).
const workers = `--maxWorkers=${availableParallelism()}`;
const steps = [
  // The three checks are light and independent: they run side by side, their output kept apart, and
  // at the lowest priority beside the story tests (`beside`), which leave about a seventh of the two
  // cores idle while a story waits on its page: there the checks take no time of their own. Not
  // beside the node tests, which keep both cores busy: there they delayed the demo world's snapshot,
  // which the longest file (the contract suite on the mocks) waits for (measured in CI: 27 + 157 s
  // apart, 199 s together). Without the story step they run first, as before.
  { name: 'lint', cmd: [bin('biome'), 'check', '.'], together: 'checks', beside: 'story' },
  {
    name: 'lint openapi',
    cmd: [process.execPath, '--import', 'tsx', join('scripts', 'openapi.mjs')],
    together: 'checks',
    beside: 'story',
  },
  { name: 'typecheck', cmd: [bin('tsc'), '-b'], together: 'checks', beside: 'story' },
  {
    // The unit and server tests and the contract suite (run against the msw mocks and the real
    // server, PostgreSQL when DATABASE_URL is set) in one run: one suite's last slow files no longer
    // leave a core idle before the next starts (measured on this
    // 2-core machine: 117 + 65 s as two runs; 161, 166 and 192 s as one).
    name: 'node tests and conformance',
    cmd: [
      bin('vitest'),
      'run',
      '--project',
      'unit',
      '--project',
      'server',
      '--project',
      'postgres',
      '--project',
      'conformance',
      workers,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/node.json`,
    ],
    counts: () => vitestCounts(`${reports}/node.json`),
    detail: () =>
      `conformance ${passedIn(`${reports}/node.json`, (f) => relative(process.cwd(), f).startsWith('conformance'))} of them`,
    failures: () => vitestFailures(`${reports}/node.json`),
  },
  {
    name: 'story tests (Chromium)',
    when: () => existsSync('.storybook/main.ts'),
    cmd: [
      bin('vitest'),
      'run',
      '--project',
      'storybook',
      workers,
      // This many failures have one cause: stop there and name them, rather than wait out the rest.
      '--bail=25',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/stories.json`,
    ],
    counts: () => vitestCounts(`${reports}/stories.json`),
    failures: () => vitestFailures(`${reports}/stories.json`),
  },
  {
    name: 'e2e (Playwright)',
    when: () => existsSync('e2e/playwright.config.ts'),
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    // Absolute: Playwright reads a relative name from the config's folder.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, 'e2e.json') },
    counts: () => playwrightCounts(`${reports}/e2e.json`),
    failures: () => playwrightFailures(`${reports}/e2e.json`),
  },
].filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)));

/**
 * The lowest scheduling priority, for a step that should only take what the others leave idle.
 * `nice` rather than os.setPriority after the spawn: its threads and children inherit it.
 */
const niced = (cmd) => (process.platform === 'win32' ? cmd : ['nice', '-n', '19', ...cmd]);

/**
 * Runs a step; with `buffered`, its output is printed in one piece when it ends; with `idle`, at the
 * lowest priority.
 */
function runStep(step, buffered, idle = false) {
  if (!buffered) console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const cmd = idle ? niced(step.cmd) : step.cmd;
  return new Promise((done) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n▶ ${step.name}${idle ? ' (beside the story tests)' : ''}: ${step.cmd.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      let counts;
      let detail;
      let failures = [];
      try {
        counts = step.counts?.();
        detail = step.detail?.();
        if (status !== 0) failures = step.failures?.() ?? [];
      } catch {
        // A step that died before writing its report still gets its pass/fail line.
      }
      done({
        name: step.name,
        ok: status === 0,
        seconds: (Date.now() - started) / 1000,
        counts,
        detail,
        failures,
      });
    });
  });
}

/** Whether something answers on the e2e server's health address. */
const e2ePortAnswers = () =>
  fetch(healthURL).then(
    (r) => r.ok,
    () => false,
  );

/**
 * The e2e server, started as the story tests start: its console build, migrations and demo world
 * (10–15 s, mostly on one core) then overlap the story tests, which leave about a seventh of the
 * two cores idle, instead of opening the e2e step with the second core idle. Not when a server
 * already answers on the port: Playwright then reports it, as it always did.
 */
async function startE2eServer() {
  if (await e2ePortAnswers()) return null;
  const dataDir = freshDataDir();
  const [command, ...args] = serverCommand;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    env: { ...process.env, ...serverEnv(dataDir) },
    // Its errors in the run's output, as Playwright's own server's were.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = () => running() && child.kill('SIGTERM');
  process.once('exit', kill);
  return {
    dataDir,
    /** True once it answers; false if it exited or took 180 s (Playwright then starts its own). */
    async ready() {
      for (const deadline = Date.now() + 180_000; running() && Date.now() < deadline; await sleep(250)) {
        if (await e2ePortAnswers()) return true;
      }
      console.log('\nThe e2e server started early did not come up: Playwright starts its own.');
      kill();
      await exited;
      return false;
    },
    async stop() {
      kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const present = (s) => !s.when || s.when();
const e2eStep = steps.find((s) => s.name.startsWith('e2e') && present(s));
const storyStep = steps.find((s) => s.name.startsWith('story') && present(s));
/** The steps that run at the lowest priority while the story tests run. */
const besideStories = storyStep ? steps.filter((s) => s.beside === 'story') : [];
let e2eServer = null;

/** Each step's result, by step: the summary lists them in the steps' order, not the order they ran. */
const resultOf = new Map();
const wallStarted = Date.now();
for (let i = 0; i < steps.length; ) {
  const step = steps[i];
  if (!present(step)) {
    resultOf.set(step, { name: step.name, status: 'not present' });
    i++;
    continue;
  }
  if (besideStories.includes(step)) {
    i++;
    continue;
  }
  let beside = [];
  if (step === storyStep) {
    if (e2eStep) e2eServer = await startE2eServer();
    beside = besideStories.map((s) => runStep(s, true, true).then((r) => resultOf.set(s, r)));
  }
  if (step === e2eStep && e2eServer && (await e2eServer.ready())) {
    step.env = { ...step.env, [STARTED_ENV]: '1', NSA_E2E_DATA_DIR: e2eServer.dataDir };
  }
  const batch = [step];
  while (step.together && steps[i + batch.length]?.together === step.together)
    batch.push(steps[i + batch.length]);
  i += batch.length;
  const ran = await Promise.all(batch.map((s) => runStep(s, batch.length > 1)));
  for (const [n, s] of batch.entries()) resultOf.set(s, ran[n]);
  await Promise.all(beside);
}
await e2eServer?.stop();
const results = steps.map((s) => resultOf.get(s));

console.log('\n── summary ──');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  if (r.status) {
    console.log(`  -  ${r.name}: ${r.status}`);
    continue;
  }
  const c = r.counts
    ? ` (${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}${r.detail ? `; ${r.detail}` : ''})`
    : '';
  console.log(`  ${r.ok ? '✔' : '✘'}  ${r.name}${c} in ${r.seconds.toFixed(1)} s`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
    skipped += r.counts.skipped;
  }
  if (!r.ok && !(r.counts?.failed > 0)) failed += 1;
  const shown = 25;
  for (const f of r.failures.slice(0, shown)) console.log(`       ✘ ${f}`);
  if (r.failures.length > shown) console.log(`       … and ${r.failures.length - shown} more`);
}
const ok = results.every((r) => r.status || r.ok);
console.log(
  `\n${ok ? 'PASS' : 'FAIL'}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${((Date.now() - wallStarted) / 60_000).toFixed(1)} min`,
);
process.exit(ok ? 0 : 1);
