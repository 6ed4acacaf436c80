import { parseLogLevel } from './log.ts';
import { DemoAccountsError } from './production.ts';
import { startServer } from './server.ts';

// Environment → startServer; SIGTERM/SIGINT close the HTTP server and the database cleanly.
const env = process.env;
const production = process.argv.includes('--prod') || env.NODE_ENV === 'production';
const minutes = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback) * 60_000;
const rpcUrls = Object.fromEntries(
  Object.entries(env)
    .filter(([key, value]) => /^RPC_URL_\d+$/.test(key) && value)
    .map(([key, value]) => [Number(key.slice('RPC_URL_'.length)), value as string]),
);
const failureLimit = Number(env.LOGIN_FAILURE_LIMIT ?? 10);
/** The refusal is an operator's message, not a crash: print it and exit 1. */
const refuseToStart = (error: unknown): never => {
  if (!(error instanceof DemoAccountsError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
};

const running = await startServer({
  port: Number(env.PORT ?? 8080),
  host: env.HOST || undefined,
  dataDir: env.DATABASE_URL ? undefined : (env.DATA_DIR ?? './.data/pglite'),
  databaseUrl: env.DATABASE_URL || undefined,
  origin: env.ORIGIN || undefined,
  demo: !production && (env.DEMO ?? '1') === '1',
  refuseDemoAccounts: production && env.ALLOW_DEMO_ACCOUNTS !== '1',
  seedSize: env.SEED_SIZE === 'small' ? 'small' : 'full',
  log: parseLogLevel(env.LOG_LEVEL),
  chainEnv: env.CHAIN_ENV,
  tokenTtlMs: minutes(env.TOKEN_TTL_MINUTES, 12 * 60),
  idleTtlMs: minutes(env.TOKEN_IDLE_MINUTES, 30),
  legacyMessage: env.AUTH_LEGACY_MESSAGE === '1',
  // Production never allows more than 10 failed sign-ins per window.
  loginFailureLimit: production ? Math.min(failureLimit, 10) : failureLimit,
  loginFailureWindowMs: Number(env.LOGIN_FAILURE_WINDOW_SECONDS ?? 60) * 1000,
  rpcUrls,
  trustProxy: env.TRUST_PROXY === '1',
  consoleDir: env.CONSOLE_DIR || undefined,
  extraConnectSrc: env.CSP_CONNECT_SRC?.split(/\s+/).filter(Boolean),
}).catch(refuseToStart);
process.stdout.write(
  `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: running.url, origin: running.origin, db: running.database.kind })}\n`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'stopped', signal })}\n`,
  );
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
