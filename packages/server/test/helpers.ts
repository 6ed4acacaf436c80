import type { DEMO_ACCOUNT_INDEX, DecisionSubject } from '@nsa/api';
import { call, demoAccount, type Reply, signDecision, signIn as signInAs } from '@nsa/api/testing';
import type { HDAccount } from 'viem/accounts';
import { type RunningServer, type StartOptions, startServer } from '../src/index.ts';
import { freshPostgresDatabase } from './freshDatabase.ts';

export {
  call,
  login,
  nonceMessage,
  type Reply,
  signDecision,
  stranger,
} from '@nsa/api/testing';
export { freshPostgresDatabase };

export type DemoRole = keyof typeof DEMO_ACCOUNT_INDEX;
export const account = (role: DemoRole): HDAccount => demoAccount(role);

export type TestServer = RunningServer & {
  /** Moves the server's clock forward (nonce and token expiry). */
  advance: (ms: number) => void;
};

/** Set by postgres.test.ts: the suites then run against fresh databases on this PostgreSQL. */
export const testPostgresUrl = (): string | undefined => process.env.NSA_TEST_POSTGRES || undefined;
export const expectedDbKind = () => (testPostgresUrl() ? 'postgres' : 'pglite');

/**
 * A real server on an ephemeral 127.0.0.1 port with the small demo set, over a fresh in-memory
 * PGlite (or a fresh PostgreSQL database when postgres.test.ts runs the suites).
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  let offset = 0;
  const pgUrl = testPostgresUrl();
  const database = pgUrl && !options.databaseUrl ? await freshPostgresDatabase(pgUrl) : null;
  const server = await startServer({
    ...(database ? { databaseUrl: database.url } : {}),
    port: 0,
    host: '127.0.0.1',
    demo: true,
    seedSize: 'small',
    log: false,
    // Many deliberate refusals come from one IP here; the limit has its own test file.
    loginFailureLimit: 10_000,
    nonceLimitPerMinute: 0,
    clock: () => Date.now() + offset,
    // Every answer is checked against its endpoint's schema on the way out.
    checkAnswers: true,
    ...options,
  });
  const advance = (ms: number) => {
    offset += ms;
  };
  const stop = server.close;
  const close = async () => {
    await stop();
    await database?.drop();
  };
  return Object.assign(server, { advance, close });
}

export async function signIn(base: string, role: DemoRole): Promise<string> {
  return signInAs(base, role);
}

/** The withdrawal fields a decision signs, as the list returns them. */
export type DecisionTarget = DecisionSubject;

/** Approves (signed by `role`'s wallet) over HTTP with that role's session token. */
export async function approve(
  server: { url: string; origin: string },
  token: string,
  role: DemoRole,
  withdrawal: DecisionTarget,
): Promise<Reply> {
  const signed = await signDecision(server.origin, role, withdrawal, 'approve');
  return call(server.url, 'POST', '/api/manage/withdraw/approve', {
    token,
    body: { id: withdrawal.id, ...signed },
  });
}

/** Rejects with `reason` (signed by `role`'s wallet) over HTTP with that role's session token. */
export async function reject(
  server: { url: string; origin: string },
  token: string,
  role: DemoRole,
  withdrawal: DecisionTarget,
  reason: string,
): Promise<Reply> {
  const signed = await signDecision(server.origin, role, withdrawal, 'reject', { reason });
  return call(server.url, 'POST', '/api/manage/withdraw/reject', {
    token,
    body: { id: withdrawal.id, reason, ...signed },
  });
}
