import { readFileSync } from 'node:fs';
import {
  buildDecisionTypedData,
  DEMO_ACCOUNT_INDEX,
  DEMO_MNEMONIC,
  type DecisionKind,
  type DecisionSubject,
  decisionTypedDataForViem,
} from '@nsa/api';
import { mnemonicToAccount } from 'viem/accounts';
import { type ChildServer, startChildServer } from '../../packages/server/test/childServer.ts';

export type Role = keyof typeof DEMO_ACCOUNT_INDEX;

/** Signs in a demo console user over HTTP (nonce → personal_sign → login) and returns its token. */
export async function signIn(url: string, role: Role): Promise<string> {
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
  const nonce = await fetch(`${url}/api/auth/nonce?address=${account.address}`).then((r) => r.json());
  const message: string = nonce.data.message;
  const signature = await account.signMessage({ message });
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: account.address, message, signature }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token as string;
}

/** A decision body's `issuedAt` and EIP-712 `signature` by a demo wallet, as the console signs it. */
export async function signDecision(
  origin: string,
  role: Role,
  withdrawal: DecisionSubject,
  decision: DecisionKind,
  options: { reason?: string } = {},
) {
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
  const issuedAt = new Date().toISOString();
  const typedData = buildDecisionTypedData({
    origin,
    withdrawal,
    decision,
    reason: options.reason,
    issuedAt,
  });
  return { issuedAt, signature: await account.signTypedData(decisionTypedDataForViem(typedData)) };
}

/** A record as the API returns it: read loosely, checked by the assertions that use it. */
// biome-ignore lint/suspicious/noExplicitAny: JSON whose shape the assertions check
export type Row = Record<string, any>;
export type ApiResult = { status: number; body: { code: string; message: string; data: Row } };
/** A list page. */
export type ListData = { list: Row[]; total: number; nextCursor: string | null };

/** One JSON call with the session header. */
export async function call(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<ApiResult> {
  const qs = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await fetch(`${url}${path}${qs}`, {
    method,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: await res.json() };
}

export type { ChildServer };

/** The real server as its own process, on its own data directory (`env.DATA_DIR`). */
export function startChild(env: Record<string, string>): Promise<ChildServer> {
  // CI exports a PostgreSQL DATABASE_URL for the server suites; these servers use their own DATA_DIR.
  return startChildServer({ DATABASE_URL: '', ...env });
}

/** Resident set size of a process in bytes, from /proc/<pid>/status. */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

/** A distinct, valid (all lower-case) address for index `i`. */
export const addressFor = (i: number, salt = 0xabc): `0x${string}` =>
  `0x${salt.toString(16).padStart(8, '0')}${i.toString(16).padStart(32, '0')}`;
