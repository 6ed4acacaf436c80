import { conformanceSuite } from './suite.ts';
import { openServerTarget } from './targets.ts';

// With DATABASE_URL (CI's PostgreSQL) each target is a fresh database there; else in-memory PGlite.
if (process.env.DATABASE_URL) process.env.NSA_TEST_POSTGRES = process.env.DATABASE_URL;

conformanceSuite(openServerTarget);
