import { readFileSync } from 'node:fs';
import { type ChildServer, startChildServer } from '../../packages/server/test/childServer.ts';

export type { DemoName as Role } from '@nsa/api/testing';
export { freshPostgresDatabase as freshDatabase } from '../../packages/server/test/freshDatabase.ts';

import { call as http } from '@nsa/api/testing';

export { signDecision, signIn } from '@nsa/api/testing';

/** A record as the API returns it: read loosely, checked by the assertions that use it. */
// biome-ignore lint/suspicious/noExplicitAny: JSON whose shape the assertions check
export type Row = Record<string, any>;
export type ApiResult = { status: number; body: { code: string; message: string; data: Row } };
/** A list page. */
export type ListData = { list: Row[]; total: number; nextCursor: string | null };

/** One JSON call with the session header. */
export const call = (
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<ApiResult> => http(url, method, path, options);

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

/** Every row of a list, following the keyset cursor, 100 at a time. */
export async function walkList(url: string, token: string, path: string, query: Record<string, string> = {}) {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResult = await call(url, 'GET', path, {
      token,
      query: { ...query, pageSize: '100', ...(cursor ? { cursor } : {}) },
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.message}`);
    const data = res.body.data as unknown as ListData;
    rows.push(...data.list);
    cursor = data.nextCursor;
  } while (cursor);
  return rows;
}
