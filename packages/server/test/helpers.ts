import {
  buildDecisionTypedData,
  DEMO_ACCOUNT_INDEX,
  DEMO_MNEMONIC,
  type DecisionKind,
  type DecisionSubject,
  decisionTypedDataForViem,
} from '@nsa/api';
import postgres from 'postgres';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { type RunningServer, type StartOptions, startServer } from '../src/index.ts';

export type DemoRole = keyof typeof DEMO_ACCOUNT_INDEX;
export const account = (role: DemoRole): HDAccount =>
  mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
/** A wallet that is nobody's console user. */
export const stranger = (): HDAccount => mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 19 });

export type TestServer = RunningServer & {
  /** Moves the server's clock forward (nonce and token expiry). */
  advance: (ms: number) => void;
};

/** Set by postgres.test.ts: the suites then run against fresh databases on this PostgreSQL. */
export const testPostgresUrl = (): string | undefined => process.env.NSA_TEST_POSTGRES || undefined;
export const expectedDbKind = () => (testPostgresUrl() ? 'postgres' : 'pglite');

let databases = 0;
/** A new empty database on the test PostgreSQL, and how to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nsa_${process.pid}_${++databases}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await again.unsafe(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return { url: url.toString(), drop };
}

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

export type Reply = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read reply data field by field
  body: { code: string; success: boolean; message: string; data: any };
  headers: Headers;
};

export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; query?: Record<string, string | number>; body?: unknown; rawBody?: string } = {},
): Promise<Reply> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body ?? {});
  }
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export async function nonceMessage(base: string, address: string): Promise<string> {
  const reply = await call(base, 'GET', '/api/auth/nonce', { query: { address } });
  if (reply.status !== 200) throw new Error(`nonce: ${reply.status} ${reply.body.message}`);
  return reply.body.data.message;
}

export async function login(base: string, signer: HDAccount, message?: string): Promise<Reply> {
  const text = message ?? (await nonceMessage(base, signer.address));
  const signature = await signer.signMessage({ message: text });
  return call(base, 'POST', '/api/auth/login', {
    body: { address: signer.address, message: text, signature },
  });
}

export async function signIn(base: string, role: DemoRole): Promise<string> {
  const reply = await login(base, account(role));
  if (reply.status !== 200) throw new Error(`sign-in as ${role}: ${reply.status} ${reply.body.message}`);
  return reply.body.data.token;
}

/** The withdrawal fields a decision signs, as the list returns them. */
export type DecisionTarget = DecisionSubject;

/**
 * A decision body's `issuedAt` and EIP-712 `signature`, signed by a demo wallet as the console
 * does: the Decision typed data of `@nsa/api` over the withdrawal as listed.
 */
export async function signDecision(
  origin: string,
  signer: DemoRole | HDAccount,
  withdrawal: DecisionTarget,
  decision: DecisionKind,
  options: { reason?: string; issuedAt?: string } = {},
): Promise<{ issuedAt: string; signature: `0x${string}` }> {
  const issuedAt = options.issuedAt ?? new Date().toISOString();
  const typedData = buildDecisionTypedData({
    origin,
    withdrawal,
    decision,
    reason: options.reason,
    issuedAt,
  });
  const wallet = typeof signer === 'string' ? account(signer) : signer;
  return { issuedAt, signature: await wallet.signTypedData(decisionTypedDataForViem(typedData)) };
}

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
