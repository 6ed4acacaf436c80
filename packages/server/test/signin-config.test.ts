import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './childServer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nsa-signin-config-'));
let child: ChildServer;
beforeAll(async () => {
  // The settings as `npm start` reads them from the environment.
  child = await startChildServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    TRUST_PROXY: '2',
    LOGIN_FAILURE_LIMIT: '2',
    NONCE_LIMIT_PER_MINUTE: '2',
  });
}, 120_000);
afterAll(async () => {
  if (child?.process.exitCode === null) {
    child.process.kill('SIGTERM');
    await child.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (forwardedFor: string) =>
  fetch(`${child.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: '{}',
  });
const nonce = (forwardedFor: string) =>
  fetch(`${child.url}/api/auth/nonce?address=${DEMO_ACCOUNTS.kol}`, {
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('sign-in settings from the environment', () => {
  it('TRUST_PROXY=2 keys failures on the 2nd X-Forwarded-For entry from the right', async () => {
    for (const spoof of ['1.1.1.1', '2.2.2.2']) {
      expect((await login(`${spoof}, 192.0.2.9, 10.0.0.1`)).status).toBe(400);
    }
    expect((await login('3.3.3.3, 192.0.2.9, 10.0.0.1')).status).toBe(429);
    expect((await login('3.3.3.3, 192.0.2.10, 10.0.0.1')).status).toBe(400);
  });

  it('NONCE_LIMIT_PER_MINUTE=2 refuses the third nonce of a client in a minute', async () => {
    const client = '198.51.100.1, 10.0.0.1';
    expect((await nonce(client)).status).toBe(200);
    expect((await nonce(client)).status).toBe(200);
    const limited = await nonce(client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    ['TRUST_PROXY', 'yes'],
    ['NONCE_LIMIT_PER_MINUTE', '-1'],
  ])('refuses to start with %s=%s, naming the setting', async (name, value) => {
    const start = startChildServer({ DATABASE_URL: '', DATA_DIR: join(dataDir, name), [name]: value });
    await expect(start).rejects.toThrow(name);
  });
});
