import { afterAll, beforeAll } from 'vitest';
import { conformanceSuite } from './suite.ts';
import { serverTarget, type Target } from './targets.ts';

// With DATABASE_URL (CI's PostgreSQL) each world is a fresh database there; else in-memory PGlite.
if (process.env.DATABASE_URL) process.env.NSA_TEST_POSTGRES = process.env.DATABASE_URL;

let target: Target;
beforeAll(async () => {
  target = await serverTarget();
});
afterAll(() => target.close());

conformanceSuite(() => target);
