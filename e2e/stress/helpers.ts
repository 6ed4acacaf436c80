import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC } from '@nsa/api';
import { mnemonicToAccount } from 'viem/accounts';

export type Role = keyof typeof DEMO_ACCOUNT_INDEX;

const root = join(import.meta.dirname, '..', '..');

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

export type ChildServer = {
  process: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The real server as its own process: `node --import tsx packages/server/src/main.ts` (no wrapper
 * process that a kill -9 would orphan), on `env.PORT` (default any free port) of 127.0.0.1.
 */
export async function startChild(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('packages', 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      // CI exports a PostgreSQL DATABASE_URL for the server suites; these servers use their own DATA_DIR.
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '1',
      SEED_SIZE: 'small',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { process: child, pid: child.pid as number, url, output: () => output, exited };
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
