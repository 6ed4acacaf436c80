import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC, endpoints } from '@nsa/api';
import { type RunningServer, startServer } from '@nsa/server';
import fc from 'fast-check';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Role = keyof typeof DEMO_ACCOUNT_INDEX;
const roles = ['super', 'admin', 'kol', 'operator'] as const;

let server: RunningServer;
let dataDir: string;
const tokens: Partial<Record<Role, string>> = {};
// Kept away from the fuzz: a fuzzed logout may legitimately revoke the tokens it is given.
let snapshotToken = '';

async function signIn(role: Role): Promise<string> {
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
  const nonce = await fetch(`${server.url}/api/auth/nonce?address=${account.address}`).then((r) => r.json());
  const message: string = nonce.data.message;
  const signature = await account.signMessage({ message });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: account.address, message, signature }),
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.token as string;
}

/** Totals that any accepted write would move: the fuzz must leave them all unchanged. */
async function snapshot(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const path of [
    '/api/manage/users',
    '/api/manage/orders',
    '/api/manage/withdraw',
    '/api/manage/withdraw/overview',
  ]) {
    const res = await fetch(`${server.url}${path}`, { headers: { token: snapshotToken } });
    const body = await res.json();
    expect(res.status, path).toBe(200);
    out[path] = body.data?.total ?? body.data;
  }
  return out;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nsa-fuzz-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    demo: true,
    seedSize: 'small',
    log: false,
    // These runs hammer GET /api/auth/nonce from one IP.
    nonceLimitPerMinute: 0,
  });
  for (const role of roles) tokens[role] = await signIn(role);
  snapshotToken = await signIn('super');
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const table = Object.values(endpoints) as { method: string; path: string }[];

const junkValue = fc.oneof(
  fc.string(),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -0, 0.5),
  fc.constantFrom('0x', '0xZZ', `0x${'f'.repeat(39)}`, `0x${'0'.repeat(41)}`, '\u0000', '💥', "' OR 1=1 --"),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const request = fc.record({
  endpoint: fc.constantFrom(...table),
  // Always one unknown field: every input schema is strict, so no fuzzed write can be valid.
  fields: fc.dictionary(fc.string({ maxLength: 12 }), junkValue, { maxKeys: 5 }),
  rawBody: fc.option(fc.oneof(fc.string(), fc.constantFrom('{', '[]', 'null', '{"a":', '\uFFFF')), {
    nil: undefined,
  }),
  token: fc.oneof(
    fc.constantFrom<Role | 'none'>('none', ...roles),
    fc.string({ maxLength: 200 }).map((s) => `raw:${s}`),
  ),
  header: fc.option(
    fc.tuple(
      fc.constantFrom('x-forwarded-for', 'content-type', 'origin', 'accept'),
      fc.string({ maxLength: 100 }),
    ),
    {
      nil: undefined,
    },
  ),
});

function safeHeader(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '');
}

describe('malformed requests across every endpoint', () => {
  it('never answer 5xx and never change data (10,000 requests)', async () => {
    const before = await snapshot();
    let count = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ endpoint, fields, rawBody, token, header }) => {
        const input = { ...fields, __fuzz: 'x' };
        const headers: Record<string, string> = {};
        if (token.startsWith('raw:')) headers.token = safeHeader(token.slice(4));
        else if (token !== 'none') headers.token = tokens[token as Role] ?? '';
        if (header) headers[header[0]] = safeHeader(header[1]);
        let url = `${server.url}${endpoint.path}`;
        let body: string | undefined;
        if (endpoint.method === 'GET') {
          const qs = new URLSearchParams();
          for (const [k, v] of Object.entries(input))
            qs.append(k, typeof v === 'string' ? v : JSON.stringify(v));
          url += `?${qs}`;
        } else {
          headers['content-type'] ??= 'application/json';
          body = rawBody ?? JSON.stringify(input);
        }
        const res = await fetch(url, { method: endpoint.method, headers, body });
        await res.arrayBuffer();
        count++;
        expect(res.status, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
      }),
      { numRuns: 10_000 },
    );
    expect(count).toBeGreaterThanOrEqual(10_000);
    expect(await snapshot()).toEqual(before);
  }, 600_000);
});
