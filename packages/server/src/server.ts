import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import {
  chainIdsForEnv,
  DEFAULT_APPROVAL_THRESHOLDS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  NONCE_LIMIT_PER_MINUTE,
  parseApprovalThresholds,
  TOKEN_TTL_MS,
} from '@nsa/api';
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
  /** How long `close()` lets requests in flight finish before cutting connections (10 s). */
  drainMs?: number;
  seedSize?: 'small' | 'full' | SeedSize;
  /** A log level, or false for silence. */
  log?: LogLevel | false | Logger;
  chainEnv?: string;
  tokenTtlMs?: number;
  idleTtlMs?: number;
  legacyMessage?: boolean;
  loginFailureLimit?: number;
  loginFailureWindowMs?: number;
  /** Nonce requests per client IP per minute; 0 = unlimited (load tests). Default 60. */
  nonceLimitPerMinute?: number;
  rpcUrls?: Record<number, string>;
  /** Trusted proxy hops (`true` = 1, the former switch). Default 0: the TCP peer is the client. */
  trustProxy?: number | boolean;
  consoleDir?: string;
  extraConnectSrc?: string[];
  /** SIGNED_DECISIONS: false accepts unsigned approve/reject (default true). */
  signedDecisions?: boolean;
  /** APPROVAL_THRESHOLDS text, e.g. `ETH=5,USDT=10000` (default DEFAULT_APPROVAL_THRESHOLDS; '' = off). */
  approvalThresholds?: string;
  /** Production: refuse to start on a database holding the public test mnemonic's demo accounts. */
  refuseDemoAccounts?: boolean;
  /** Milliseconds since the epoch; tests move it to expire nonces and tokens. */
  clock?: () => number;
};

export type RunningServer = { url: string; origin: string; database: Database; close: () => Promise<void> };

/** How long a stopping server waits for requests in flight. */
const DRAIN_MS = 10_000;

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
    // Replicas starting together on an empty database: one seeds, the others wait and find it seeded.
    if (await database.exclusive(() => seedDemo(database.db, size, { chainIds, thresholds }))) {
      log.info({ msg: 'seeded demo data', users: size.users, orders: size.orders, ms: Date.now() - started });
    }
  }
  const clock = options.clock ?? Date.now;
  const deps: Deps = {
    database,
    chainIds,
    now: () => new Date(clock()),
    log,
    trustProxy: Number(options.trustProxy ?? 0),
    governance: { signedDecisions: options.signedDecisions ?? true, thresholds },
    auth: {
      origin: options.origin ?? '',
      chainId: chainIds[0] ?? 1,
      tokenTtlMs: options.tokenTtlMs ?? TOKEN_TTL_MS,
      idleTtlMs: options.idleTtlMs ?? 30 * 60 * 1000,
      legacyMessage: options.legacyMessage ?? false,
      failureLimit: options.loginFailureLimit ?? LOGIN_FAILURE_LIMIT,
      failureWindowMs: options.loginFailureWindowMs ?? LOGIN_FAILURE_WINDOW_MS,
      nonceLimitPerMinute: options.nonceLimitPerMinute ?? NONCE_LIMIT_PER_MINUTE,
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
