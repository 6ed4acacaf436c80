/**
 * The server's core: the API as Hono answers it, its services over Drizzle, the schema and the
 * demo seed. It imports nothing Node-only (no file system, driver, environment or node:crypto),
 * so the mocks run this same code in the browser over PGlite.
 */
export { type ApiEnv, type ApiOptions, createApi } from './api.ts';
export type { Database, Db, DbKind } from './db/database.ts';
export { databaseUnavailable } from './db/outage.ts';
export { pgliteDatabase } from './db/pglite.ts';
export * as schema from './db/schema.ts';
export { createDeps, type Deps, type Settings } from './deps.ts';
export { type Logger, silentLogger } from './log.ts';
export { FULL_SEED, type SeedSize, SMALL_SEED, seedDemo } from './seed.ts';
export { hashToken } from './services/auth.ts';
