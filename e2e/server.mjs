// The e2e suite's server, defined once: Playwright starts it (webServer in playwright.config.ts),
// or `npm test` starts it earlier, beside the story tests, and Playwright uses that one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fixed port of our own (E2E_PORT overrides it); the server's SIWE origin is http://localhost:<port>. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const baseURL = `http://localhost:${E2E_PORT}`;
/** Answers 200 once the server listens with its database open. */
export const healthURL = `${baseURL}/api/health`;
/** Run from the repository's root. */
export const serverCommand = ['node', 'scripts/start.mjs'];

/** A new empty directory for one run's database (whoever made it removes it when the run ends). */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'nsa-e2e-'));

/** The server's environment, over a fresh database in `dataDir`. */
export function serverEnv(dataDir) {
  return {
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    // A fresh PGlite per run, even where CI exports a PostgreSQL DATABASE_URL for other suites.
    DATABASE_URL: '',
    DEMO: '1',
    // Every spec signs in from 127.0.0.1: more nonces a minute than one person would ask for.
    NONCE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'error',
  };
}

/**
 * Set by whoever started the server before Playwright (see scripts/test.mjs) once it answered:
 * Playwright then uses it instead of starting its own.
 */
export const STARTED_ENV = 'NSA_E2E_SERVER_STARTED';
