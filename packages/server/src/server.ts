import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { chainIdsForEnv } from '@nsa/api';
import { createApp } from './app.ts';
import type { Deps } from './context.ts';
import { type Database, openDatabase } from './db/connection.ts';
import { createLogger, type Logger, type LogLevel } from './log.ts';
import { refuseDemoAccounts } from './production.ts';
import { FULL_SEED, type SeedSize, SMALL_SEED, seedDemo } from './seed.ts';

export type StartOptions = {
  port?: number;
  /** Interface to bind; by default every interface (IPv6 and IPv4 where available). */
  host?: string;
  /** PGlite data directory; in memory when neither this nor `databaseUrl` is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** SIWE domain/uri and the only CORS origin; default `http://localhost:<port>`. */
  origin?: string;
  /** Seed demo data into an empty database. */
  demo?: boolean;
  seedSize?: 'small' | 'full' | SeedSize;
  /** A log level, or false for silence. */
  log?: LogLevel | false | Logger;
  chainEnv?: string;
  tokenTtlMs?: number;
  idleTtlMs?: number;
  legacyMessage?: boolean;
  loginFailureLimit?: number;
  loginFailureWindowMs?: number;
  rpcUrls?: Record<number, string>;
  trustProxy?: boolean;
  consoleDir?: string;
  extraConnectSrc?: string[];
  /** Production: refuse to start on a database holding the public test mnemonic's demo accounts. */
  refuseDemoAccounts?: boolean;
  /** Milliseconds since the epoch; tests move it to expire nonces and tokens. */
  clock?: () => number;
};

export type RunningServer = { url: string; origin: string; database: Database; close: () => Promise<void> };

const defaultConsoleDir = fileURLToPath(new URL('../../../dist/console', import.meta.url));

function loggerFrom(log: StartOptions['log']): Logger {
  if (log === false) return createLogger('silent');
  if (typeof log === 'object') return log;
  return createLogger(log ?? 'info');
}

/** Opens the database (migrating it), seeds when asked, and serves the API and console. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = loggerFrom(options.log);
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
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
    if (await seedDemo(database.db, size, { chainIds })) {
      log.info({ msg: 'seeded demo data', users: size.users, orders: size.orders, ms: Date.now() - started });
    }
  }
  const clock = options.clock ?? Date.now;
  const deps: Deps = {
    database,
    chainIds,
    now: () => new Date(clock()),
    log,
    trustProxy: options.trustProxy ?? false,
    auth: {
      origin: options.origin ?? '',
      chainId: chainIds[0] ?? 1,
      tokenTtlMs: options.tokenTtlMs ?? 12 * 60 * 60 * 1000,
      idleTtlMs: options.idleTtlMs ?? 30 * 60 * 1000,
      legacyMessage: options.legacyMessage ?? false,
      failureLimit: options.loginFailureLimit ?? 10,
      failureWindowMs: options.loginFailureWindowMs ?? 60_000,
      rpcUrls: options.rpcUrls ?? {},
    },
  };
  const rpcOrigins = Object.values(deps.auth.rpcUrls).map((url) => new URL(url).origin);
  let app: ReturnType<typeof createApp> | null = null;
  const server = createAdaptorServer({ fetch: (request, env) => app?.fetch(request, env) });
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
  deps.auth.origin = (options.origin ?? `http://localhost:${port}`).replace(/\/$/, '');
  app = createApp(deps, {
    consoleDir: options.consoleDir ?? defaultConsoleDir,
    extraConnectSrc: [...rpcOrigins, ...(options.extraConnectSrc ?? [])],
  });
  const url = `http://${options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost'}:${port}`;
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await database.close();
    })();
    return closing;
  };
  return { url, origin: deps.auth.origin, database, close };
}
