import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /**
   * Runs `work` while holding the database-wide start-up lock, so of several processes starting
   * together on one PostgreSQL only one migrates or seeds at a time (PGlite has one process).
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works: it only has to be the same in every process starting on this database.
const STARTUP_LOCK = 7_240_113;

/** PostgreSQL when `databaseUrl` is set, else embedded PGlite in `dataDir` (in memory when omitted). */
export async function openDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      connection: { TimeZone: 'UTC' },
    });
    const db = drizzlePostgres({ client: preparingStatements(client), schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${STARTUP_LOCK})`;
        try {
          return await work();
        } finally {
          await lock`select pg_advisory_unlock(${STARTUP_LOCK})`;
        }
      } finally {
        lock.release();
      }
    };
    // Several processes may start together on one database: one migrates, the others wait.
    await exclusive(() => migratePostgres(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }), exclusive };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = new PGlite(options.dataDir);
    await client.waitReady;
    await client.exec(`SET TIME ZONE 'UTC'`);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      release();
    };
    return { db: db as unknown as Db, kind: 'pglite', close, exclusive: (work) => work() };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Drizzle sends every statement through `unsafe`, which postgres.js leaves unprepared: each query
 * then costs two round trips (describe, then bind) and a fresh parse and plan. Our statements come
 * from a bounded set of shapes with every value bound as a parameter, so they can be named and
 * kept per connection like postgres.js's own tagged queries: one round trip, parsed once.
 */
function preparingStatements(client: postgres.Sql): postgres.Sql {
  const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  return new Proxy(client, { get: (target, key) => (key === 'unsafe' ? unsafe : Reflect.get(target, key)) });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** PGlite is single-process: a second process on one data directory would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'nsa-server.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid !== process.pid && Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new Error(
        `${dataDir} is in use by process ${pid}; stop it first, or share a PostgreSQL DATABASE_URL`,
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/** Rows of a raw statement, whichever driver runs it. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
