import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

/** A fixed port of our own (E2E_PORT overrides it); the server's SIWE origin is http://localhost:<port>. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const baseURL = `http://localhost:${E2E_PORT}`;

// One fresh database per run: the config is evaluated again in each worker, which inherits this.
process.env.NSA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nsa-e2e-'));

export default defineConfig({
  testDir: './specs',
  outputDir: '../node_modules/.cache/e2e-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: every action with its locator, timing and error, the network and
    // the console, and a screenshot of the failure. Not the screencast nor a DOM snapshot before and
    // after each action: recorded for every test to keep only a failure's, they were a fifth and then
    // another ninth of the suite's CPU (measured: 428 → 367 → 300 s; wall 220 → 190 → 158 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.NSA_E2E_DATA_DIR,
      // A fresh PGlite per run, even where CI exports a PostgreSQL DATABASE_URL for other suites.
      DATABASE_URL: '',
      DEMO: '1',
      // Every spec signs in from 127.0.0.1: more nonces a minute than one person would ask for.
      NONCE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'error',
    },
  },
});
