import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** Drizzle over either driver (PGlite, postgres.js), or a transaction of it: what services query. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** An open database: the server's edge opens it (file, memory, PostgreSQL), the mocks from a snapshot. */
export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /**
   * Runs `work` while holding the database-wide start-up lock, so of several processes starting
   * together on one PostgreSQL only one migrates or seeds at a time (PGlite has one process).
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * `LISTEN` on `channel` over one connection of its own (PostgreSQL) or the one client (PGlite);
   * resolves to the function that stops listening.
   */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
};

/** Rows of a raw statement, whichever driver runs it (postgres.js: an array; PGlite: `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
