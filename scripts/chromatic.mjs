#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to Chromatic for visual review, only when a project token is set.
// Without network Chromatic waits forever after its login fails, so the run is bounded by a timeout.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const TIMEOUT_MS = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 10 * 60 * 1000);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped (CHROMATIC_PROJECT_TOKEN not set)');
  process.exit(0);
}

const child = spawn(
  join('node_modules', '.bin', 'chromatic'),
  ['--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit', detached: process.platform !== 'win32' },
);

const killTree = (signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
};

const timer = setTimeout(() => {
  console.error(`chromatic: gave up after ${Math.round(TIMEOUT_MS / 1000)} s`);
  killTree('SIGTERM');
  setTimeout(() => killTree('SIGKILL'), 5000).unref();
  process.exitCode = 124;
}, TIMEOUT_MS);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => killTree(signal));

child.on('error', (error) => {
  clearTimeout(timer);
  console.error(`chromatic: could not start (${error.message})`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(process.exitCode ?? code ?? (signal ? 1 : 0));
});
