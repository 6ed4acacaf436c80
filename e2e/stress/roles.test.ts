import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC, endpoints } from '@nsa/api';
import { type RunningServer, startServer } from '@nsa/server';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const roles = ['super', 'admin', 'kol', 'operator'] as const;
type Role = (typeof roles)[number];

let server: RunningServer;
let dataDir: string;
const tokens: Partial<Record<Role, string>> = {};

async function signIn(role: Role): Promise<string> {
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[role] });
  const nonce = await fetch(`${server.url}/api/auth/nonce?address=${account.address}`).then((r) => r.json());
  const signature = await account.signMessage({ message: nonce.data.message });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: account.address, message: nonce.data.message, signature }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.token as string;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nsa-roles-'));
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
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const guarded = Object.entries(endpoints).filter(
  ([name, e]) => e.access !== null && name !== 'authLogout',
) as [string, { method: string; path: string; access: Partial<Record<Role, string>> }][];

describe('a token of each role against every guarded endpoint', () => {
  for (const [name, endpoint] of guarded) {
    it(`${name}: no token is 401, denied roles 403, allowed roles never 403 or 5xx`, async () => {
      const call = (token?: string) =>
        fetch(`${server.url}${endpoint.path}`, {
          method: endpoint.method,
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          body: endpoint.method === 'GET' ? undefined : '{}',
        });
      expect((await call()).status).toBe(401);
      for (const role of roles) {
        const status = (await call(tokens[role])).status;
        if (endpoint.access[role]) {
          expect(status, role).not.toBe(403);
          expect(status, role).toBeLessThan(500);
        } else expect(status, role).toBe(403);
      }
    });
  }
});
