import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database } from '../core/db/database.ts';
import { pgliteDatabase } from '../core/db/pglite.ts';
import * as schema from '../core/db/schema.ts';
import { chainAuditLog } from '../core/services/audit.ts';

export type { Database, Db, DbKind } from '../core/db/database.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works: it only has to be the same in every process starting on this database.
const STARTUP_LOCK = 7_240_113;

/** The contract's default for STATEMENT_TIMEOUT_MS. */
const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL when `databaseUrl` is set, else embedded PGlite in `dataDir` (in memory when omitted).
 * `databaseUrl` may name several hosts (`postgres://a:5432,b:5432/db?target_session_attrs=read-write`):
 * postgres.js then connects to whichever is the primary, also after a failover.
 */
export async function openDatabase(options: {
  dataDir?: string;
  databaseUrl?: string;
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      // Set on every connection, so PostgreSQL itself cancels any statement that runs longer (57014 →
      // 503): no request hangs on a lock or a runaway plan, and the connection returns to the pool.
      // JIT compiling costs about 10 ms a statement (measured on the tree's children) and pays off
      // only for long analytic scans, which the rollups of migration 0007 replaced.
      connection: { TimeZone: 'UTC', statement_timeout: statementTimeoutMs, jit: 'off' },
      // A host that drops packets would otherwise hold each request for postgres.js's 30 s default.
      connect_timeout: Math.max(1, Math.ceil(statementTimeoutMs / 1000)),
      // Between failed connection attempts postgres.js waits up to 20 s, growing with each failure,
      // while every request queued for a connection waits its turn: 200 requests during a restart
      // then hang for minutes. A short, flat pause fails each of them fast (503) while the database
      // is away, and picks it up again within a fraction of a second when it is back.
      backoff: () => 0.05 + Math.random() * 0.1,
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
    // Several processes may start together on one database: one migrates, the others wait. Then
    // the code migration: audit entries from before migration 0005 join the hash chain.
    await exclusive(async () => {
      await migratePostgres(db, { migrationsFolder });
      await chainAuditLog(db);
    });
    // postgres.js keeps one connection for every LISTEN of this client and re-listens after a reconnect.
    const listen: Database['listen'] = async (channel, onNotify) => {
      const { unlisten } = await client.listen(channel, onNotify);
      return unlisten;
    };
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }), exclusive, listen };
  }
  return (await openPglite(options.dataDir)).database;
}

/**
 * Embedded PGlite in `dataDir` (in memory when omitted), migrated; with its client, for what only
 * PGlite does (dumping the demo world's snapshot).
 */
export async function openPglite(dataDir?: string): Promise<{ client: PGlite; database: Database }> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // A new database, in memory or in a data directory with none yet, starts as a copy of the
    // migrated template instead of running initdb and every migration (see migratedTemplate).
    const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
    const client = new PGlite({ dataDir, ...(fresh ? { loadDataDir: await migratedTemplate() } : {}) });
    const database = await pgliteDatabase(client, async () => {
      await client.close();
      release();
    });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    // The code migration after the SQL ones: audit entries from before 0005 join the hash chain.
    await chainAuditLog(database.db);
    return { client, database };
  } catch (error) {
    release();
    throw error;
  }
}

let template: Promise<Blob> | null = null;

/** Where built templates are kept between processes (a cache: any error reading or writing it is ignored). */
const templateCacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/nsa', import.meta.url));

/** What the template is made of: every migration file and the PGlite that ran them. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true }).map(String);
  for (const file of files.filter((f) => /\.(sql|json)$/.test(f)).sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  // The package's own version (its exports hide package.json from require.resolve).
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  hash.update(readFileSync(join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty database with every SQL migration applied: each new database (tests, the bench, a first
 * `npm start`, the e2e server) loads a copy instead of running initdb and the migrations again
 * (measured: about 0.6 s in memory and 0.8 s on disk, instead of 2.3 and 3.9 s). Built once and kept
 * in node_modules/.cache for the next processes; the migrations still run on each copy, and find
 * nothing left to do.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(templateCacheDir, `pglite-migrated-${templateKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Not built yet (or unreadable): build it.
    }
    const client = new PGlite();
    let dump: Blob;
    try {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      dump = await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
    try {
      mkdirSync(templateCacheDir, { recursive: true });
      // Written aside and renamed: a process starting meanwhile never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, file);
      // Templates of other migrations are stale (about 40 MB each): keep only this one.
      for (const name of readdirSync(templateCacheDir)) {
        const path = join(templateCacheDir, name);
        if (/^pglite-migrated-\w+\.tar$/.test(name) && path !== file) rmSync(path, { force: true });
      }
    } catch {
      // A read-only install: every process builds its own.
    }
    return dump;
  })().catch((error) => {
    template = null;
    throw error;
  });
  return template;
}

/**
 * Drizzle sends every statement through `unsafe`, which postgres.js leaves unprepared: each query
 * then costs two round trips (describe, then bind) and a fresh parse and plan. Our statements come
 * from a bounded set of shapes with every value bound as a parameter, so they can be named and
 * kept per connection like postgres.js's own tagged queries: one round trip, parsed once.
 *
 * Inside transactions too: drizzle runs them on the scoped client postgres.js hands the callback of
 * `begin` (and `savepoint`), which is wrapped the same way. Left bare, a transaction's statements
 * also took another path through drizzle's and postgres.js's shared code, and after a few
 * transactions (two sign-ins) every later read of the process ran slower (bench/limit.ts: the
 * users page went from 0.62–0.74× to 0.68–0.79× of the bare handler).
 */
function preparingStatements<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  type Scoped = (...args: unknown[]) => unknown;
  const own = client as unknown as Record<'begin' | 'savepoint', Scoped>;
  /** `begin(options?, work)` and `savepoint(name?, work)`: `work` gets the wrapped scoped client. */
  const scoped =
    (method: Scoped): Scoped =>
    (...args) => {
      const work = args.pop() as (sql: postgres.TransactionSql) => unknown;
      return method(...args, (sql: postgres.TransactionSql) => work(preparingStatements(sql)));
    };
  const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  const wrapped = new Map<PropertyKey, unknown>([['unsafe', unsafe]]);
  // Only a transaction's client has `savepoint`.
  for (const key of ['begin', 'savepoint'] as const) {
    if (typeof own[key] === 'function') wrapped.set(key, scoped(own[key].bind(client)));
  }
  return new Proxy(client, {
    get: (target, key) => (wrapped.has(key) ? wrapped.get(key) : Reflect.get(target, key)),
  });
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
