import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium.ts';
import { baseURL, freshDataDir, healthURL, STARTED_ENV, serverCommand, serverEnv } from './server.mjs';

export { baseURL, E2E_PORT } from './server.mjs';

// One fresh database per run: the config is evaluated again in each worker, which inherits this.
process.env.NSA_E2E_DATA_DIR ??= freshDataDir();

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
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: serverCommand.join(' '),
    cwd: '..',
    url: healthURL,
    // Started before this run by npm test, beside the story tests (its build and seeding then
    // overlap them); otherwise started here, and a server already on the port is an error.
    reuseExistingServer: process.env[STARTED_ENV] === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(process.env.NSA_E2E_DATA_DIR ?? ''),
  },
});
