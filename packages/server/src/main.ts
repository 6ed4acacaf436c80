import { DEFAULT_APPROVAL_THRESHOLDS, parseApprovalThresholds, TOKEN_TTL_MS } from '@nsa/api';
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
/** The demo-accounts refusal is an operator's message, not a crash: print it and exit 1. */
const refuseDemoStart = (error: unknown): never => {
  if (!(error instanceof DemoAccountsError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
};

/** A governance setting that cannot be read stops the start: guessing could let money through. */
function refuseToStart(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}
const signedDecisions = env.SIGNED_DECISIONS ?? '1';
if (signedDecisions !== '0' && signedDecisions !== '1') {
  refuseToStart(`SIGNED_DECISIONS: expected 1 (default) or 0, got "${signedDecisions}"`);
}
const approvalThresholds = env.APPROVAL_THRESHOLDS ?? DEFAULT_APPROVAL_THRESHOLDS;
try {
  parseApprovalThresholds(approvalThresholds);
} catch (error) {
  refuseToStart(`${(error as Error).message} (expected e.g. ${DEFAULT_APPROVAL_THRESHOLDS}, or empty)`);
}

/** A non-negative integer setting; anything else stops the start with a message naming it. */
function countSetting(name: string, fallback: number, aliases: Record<string, number> = {}): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (Object.hasOwn(aliases, value)) return aliases[value] as number;
  if (!/^\d+$/.test(value)) {
    process.stderr.write(`${name} must be a whole number of 0 or more, got ${JSON.stringify(value)}\n`);
    process.exit(1);
  }
  return Number(value);
}

const running = await startServer({
  port: Number(env.PORT ?? 8080),
  host: env.HOST || undefined,
  dataDir: env.DATABASE_URL ? undefined : (env.DATA_DIR ?? './.data/pglite'),
  databaseUrl: env.DATABASE_URL || undefined,
  origin: env.ORIGIN || undefined,
  demo: !production && (env.DEMO ?? '1') === '1',
  refuseDemoAccounts: production && env.ALLOW_DEMO_ACCOUNTS !== '1',
  // Outside production every answer is checked against its endpoint's schema before it leaves.
  checkAnswers: !production,
  seedSize: env.SEED_SIZE === 'small' ? 'small' : 'full',
  log: parseLogLevel(env.LOG_LEVEL),
  chainEnv: env.CHAIN_ENV,
  tokenTtlMs: minutes(env.TOKEN_TTL_MINUTES, TOKEN_TTL_MS / 60_000),
  idleTtlMs: minutes(env.TOKEN_IDLE_MINUTES, 30),
  legacyMessage: env.AUTH_LEGACY_MESSAGE === '1',
  // Production never allows more than 10 failed sign-ins per window.
  loginFailureLimit: production ? Math.min(failureLimit, 10) : failureLimit,
  loginFailureWindowMs: Number(env.LOGIN_FAILURE_WINDOW_SECONDS ?? 60) * 1000,
  nonceLimitPerMinute: countSetting('NONCE_LIMIT_PER_MINUTE', 60),
  rpcUrls,
  // `1` used to switch the header on: it still means one hop, and so does `true`.
  trustProxy: countSetting('TRUST_PROXY', 0, { true: 1, false: 0 }),
  consoleDir: env.CONSOLE_DIR || undefined,
  extraConnectSrc: env.CSP_CONNECT_SRC?.split(/\s+/).filter(Boolean),
  signedDecisions: signedDecisions === '1',
  approvalThresholds,
}).catch(refuseDemoStart);
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
// Announced only once the handlers are in place: a supervisor may stop us as soon as it reads this.
process.stdout.write(
  `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: running.url, origin: running.origin, db: running.database.kind })}\n`,
);
