import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { chainIdsForEnv, DEFAULT_APPROVAL_THRESHOLDS, parseApprovalThresholds } from '@nsa/api';
import { createApp } from './app.ts';
import { createDeps, type Settings } from './core/deps.ts';
import { FULL_SEED, type SeedSize, SMALL_SEED, seedDemo } from './core/seed.ts';
import { type Database, openDatabase } from './db/connection.ts';
import { createLogger, type Logger, type LogLevel } from './log.ts';
import { refuseDemoAccounts } from './production.ts';

export type StartOptions = Settings & {
  port?: number;
  /** Interface to bind; by default every interface (IPv6 and IPv4 where available). */
  host?: string;
  /** PGlite data directory; in memory when neither this nor `databaseUrl` is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL: the longest one statement may run before it is cancelled (the call answers 503). */
  statementTimeoutMs?: number;
  /** Seed demo data into an empty database. */
  demo?: boolean;
  /** How long `close()` lets requests in flight finish before cutting connections (10 s). */
  drainMs?: number;
  /**
   * How long a stopping server keeps serving, with `/api/ready` already at 503, before it stops
   * accepting: long enough for a balancer's readiness check to route new requests elsewhere.
   */
  drainNoticeMs?: number;
  seedSize?: 'small' | 'full' | SeedSize;
  /** A log level, or false for silence. */
  log?: LogLevel | false | Logger;
  consoleDir?: string;
  extraConnectSrc?: string[];
  /** Production: refuse to start on a database holding any of accounts 0–19 of the public test mnemonic. */
  refuseDemoAccounts?: boolean;
  /** Moment the demo world is dated before (default: now). */
  seedNow?: Date;
};

export type RunningServer = { url: string; origin: string; database: Database; close: () => Promise<void> };

/** How long a stopping server waits for requests in flight. */
const DRAIN_MS = 10_000;
/**
 * Idle keep-alive connections stay open this long. Node's 5 s default is shorter than a load
 * balancer's idle timeout (60 s on the common ones), so a proxy or client reusing a connection
 * the server is closing at that instant gets a reset; the server must be the side that waits longer.
 */
const KEEP_ALIVE_MS = 65_000;

const defaultConsoleDir = fileURLToPath(new URL('../../../dist/console', import.meta.url));

function loggerFrom(log: StartOptions['log']): Logger {
  if (log === false) return createLogger('silent');
  if (typeof log === 'object') return log;
  return createLogger(log ?? 'info');
}

/** Opens the database (migrating it), seeds when asked, and serves the API and console. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = loggerFrom(options.log);
  // Parsed before the database opens: a malformed setting stops the start with its message.
  const thresholds = parseApprovalThresholds(options.approvalThresholds ?? DEFAULT_APPROVAL_THRESHOLDS);
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  const chainIds = chainIdsForEnv(options.chainEnv);
  if (options.refuseDemoAccounts) {
    try {
      await refuseDemoAccounts(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  if (options.demo) {
    const size =
      typeof options.seedSize === 'object'
        ? options.seedSize
        : options.seedSize === 'small'
          ? SMALL_SEED
          : FULL_SEED;
    const started = Date.now();
    // Replicas starting together on an empty database: one seeds, the others wait and find it seeded.
    const seeded = () => seedDemo(database.db, size, { chainIds, thresholds, now: options.seedNow });
    if (await database.exclusive(seeded)) {
      log.info({ msg: 'seeded demo data', users: size.users, orders: size.orders, ms: Date.now() - started });
    }
  }
  const deps = createDeps(database, options, log);
  const rpcOrigins = Object.values(deps.auth.rpcUrls).map((url) => new URL(url).origin);
  let app: ReturnType<typeof createApp> | null = null;
  const server = createAdaptorServer({ fetch: (request, env) => app?.fetch(request, env) });
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Node needs the headers timeout above the keep-alive one, or it can cut a reused connection.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 8080, options.host, () => resolve());
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  deps.auth.origin ||= `http://localhost:${port}`;
  app = createApp(deps, {
    consoleDir: options.consoleDir ?? defaultConsoleDir,
    extraConnectSrc: [...rpcOrigins, ...(options.extraConnectSrc ?? [])],
  });
  const url = `http://${options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost'}:${port}`;
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      // From now on `/api/ready` says 503 and answers close their connections: a balancer checking
      // readiness sends new requests elsewhere while this one still serves whatever reaches it.
      deps.lifecycle.draining = true;
      if (options.drainNoticeMs) await new Promise((resolve) => setTimeout(resolve, options.drainNoticeMs));
      // Open event streams never finish by themselves: end them first, so the drain can.
      await deps.events.close();
      // Stop accepting, let requests in flight finish (a rolling restart loses none), and cut
      // whatever is still open after the drain time.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        const cut = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, options.drainMs ?? DRAIN_MS);
        cut.unref();
      });
      await database.close();
    })();
    return closing;
  };
  return { url, origin: deps.auth.origin, database, close };
}
