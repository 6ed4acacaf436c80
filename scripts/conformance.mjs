#!/usr/bin/env node
// `npm run test:conformance`: the one contract suite against each back-end, with each target's pass count.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const report = join('node_modules', '.cache', 'test-reports', 'conformance.json');
mkdirSync(join('node_modules', '.cache', 'test-reports'), { recursive: true });
const run = spawnSync(
  join('node_modules', '.bin', 'vitest'),
  ['run', '--project', 'conformance', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit' },
);
try {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  console.log('\nconformance by target:');
  for (const file of testResults) {
    const count = (status) => file.assertionResults.filter((t) => t.status === status).length;
    const target = basename(file.name, '.test.ts');
    const db = target === 'server' ? (process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)') : '';
    console.log(`  ${target}${db}: ${count('passed')} passed, ${count('failed')} failed`);
  }
} catch {
  // No report: vitest failed before running; its own output says why.
}
process.exit(run.status ?? 1);
