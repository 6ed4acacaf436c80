import { DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC } from '@nsa/api';
import { type RunningServer, startServer } from '@nsa/server';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: RunningServer;
let now = Date.now();
const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.admin });

async function nonceMessage(): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/nonce?address=${account.address}`);
  return (await res.json()).data.message as string;
}

async function login(message: string): Promise<number> {
  const signature = await account.signMessage({ message });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: account.address, message, signature }),
  });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  // In memory is enough here: these cases never restart the server.
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    demo: true,
    seedSize: 'small',
    log: false,
    // These runs hammer GET /api/auth/nonce from one IP.
    nonceLimitPerMinute: 0,
    clock: () => now,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('sign-in refusals', () => {
  it('accepts a fresh message once and refuses its replay', async () => {
    const message = await nonceMessage();
    expect(await login(message)).toBe(200);
    expect(await login(message)).toBe(401);
  });

  it('refuses a message signed for another domain', async () => {
    const message = await nonceMessage();
    const host = new URL(server.origin).host;
    expect(await login(message.replaceAll(host, 'evil.example:8080'))).toBe(401);
  });

  it('refuses a message whose nonce has expired', async () => {
    const message = await nonceMessage();
    now += 10 * 60_000;
    expect(await login(message)).toBe(401);
  });
});
