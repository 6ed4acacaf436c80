import { DEMO_ACCOUNTS } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChain } from './fakeChain.ts';
import { account, call, nonceMessage, startTestServer, type TestServer } from './helpers.ts';

let chain: Awaited<ReturnType<typeof startFakeChain>>;
let server: TestServer;
beforeAll(async () => {
  chain = await startFakeChain();
  server = await startTestServer({ rpcUrls: { 1: chain.url } });
});
afterAll(async () => {
  await server?.close();
  await chain?.close();
});

describe('smart-contract wallets', () => {
  it('verifies EOA signatures without the chain', async () => {
    const signer = account('admin');
    const message = await nonceMessage(server.url, signer.address);
    const reply = await call(server.url, 'POST', '/api/auth/login', {
      body: { address: signer.address, message, signature: await signer.signMessage({ message }) },
    });
    expect(reply.status).toBe(200);
    expect(chain.calls).toEqual([]);
  });

  it('asks the configured chain when the signature is not the address key (EIP-1271/6492)', async () => {
    const message = await nonceMessage(server.url, DEMO_ACCOUNTS.kol);
    // A contract wallet's signature is whatever its isValidSignature accepts: not an EOA signature of the kol.
    const signature = await account('user').signMessage({ message });
    const reply = await call(server.url, 'POST', '/api/auth/login', {
      body: { address: DEMO_ACCOUNTS.kol, message, signature },
    });
    expect(reply.status, reply.body.message).toBe(200);
    expect(chain.calls).toContain('eth_call');
  });

  it('refuses when the chain says the signature is not valid', async () => {
    chain.state.valid = false;
    const message = await nonceMessage(server.url, DEMO_ACCOUNTS.kol);
    const signature = await account('user').signMessage({ message });
    const reply = await call(server.url, 'POST', '/api/auth/login', {
      body: { address: DEMO_ACCOUNTS.kol, message, signature },
    });
    expect(reply.status).toBe(401);
  });
});
