import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call, nonceMessage, startTestServer, type TestServer } from './helpers.ts';

/** A JSON-RPC node whose answer to every signature check is `state.valid`; it records the calls it gets. */
function fakeChain() {
  const calls: string[] = [];
  const state = { valid: true };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string };
      calls.push(request.method);
      const result =
        request.method === 'eth_call'
          ? `0x${'00'.repeat(31)}${state.valid ? '01' : '00'}`
          : request.method === 'eth_chainId'
            ? '0x1'
            : '0x';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    });
  });
  return { server, calls, state };
}

let chain: ReturnType<typeof fakeChain>;
let server: TestServer;
beforeAll(async () => {
  chain = fakeChain();
  await new Promise<void>((resolve) => chain.server.listen(0, '127.0.0.1', resolve));
  const port = (chain.server.address() as AddressInfo).port;
  server = await startTestServer({ rpcUrls: { 1: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => (chain.server as Server).close(resolve));
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
