import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { account, call, nonceMessage, startTestServer, type TestServer } from './helpers.ts';

// What sign-in does beyond its HTTP answers (those are conformance cases): the chain nodes it
// asks, and the rows it keeps.
const rpcCalls: string[] = [];
let chain: Server;
let server: TestServer;
beforeAll(async () => {
  // A chain that vouches for every contract-wallet signature: only the order of the checks keeps it out.
  chain = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string };
      rpcCalls.push(request.method);
      const result = request.method === 'eth_call' ? `0x${'00'.repeat(31)}01` : '0x38';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    });
  });
  await new Promise<void>((resolve) => chain.listen(0, '127.0.0.1', resolve));
  const port = (chain.address() as AddressInfo).port;
  server = await startTestServer({ rpcUrls: { 56: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => chain?.close(resolve));
});

describe('sign-in beyond its answers', () => {
  it('never asks the RPC of a chain named only in the submitted text', async () => {
    const message = (await nonceMessage(server.url, DEMO_ACCOUNTS.kol)).replace(
      /^Chain ID: \d+$/m,
      'Chain ID: 56',
    );
    // A contract wallet's signature is whatever its isValidSignature accepts: not an EOA signature of the kol.
    const signature = await account('user').signMessage({ message });
    const reply = await call(server.url, 'POST', '/api/auth/login', {
      body: { address: DEMO_ACCOUNTS.kol, message, signature },
    });
    expect(reply.status).toBe(401);
    expect(rpcCalls).toEqual([]);
  });

  it('deletes expired nonces, so storage stays bounded', async () => {
    await nonceMessage(server.url, DEMO_ACCOUNTS.admin);
    await nonceMessage(server.url, DEMO_ACCOUNTS.kol);
    server.advance(6 * 60_000);
    await nonceMessage(server.url, DEMO_ACCOUNTS.super);
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from login_nonces`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
