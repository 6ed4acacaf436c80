import { DEMO_ACCOUNTS } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { startFakeChain } from './fakeChain.ts';
import { account, call, nonceMessage, startTestServer, type TestServer } from './helpers.ts';

// What sign-in does beyond its HTTP answers (those are conformance cases): the chain nodes it
// asks, and the rows it keeps.
let chain: Awaited<ReturnType<typeof startFakeChain>>;
let server: TestServer;
beforeAll(async () => {
  // A chain that vouches for every contract-wallet signature: only the order of the checks keeps it out.
  chain = await startFakeChain();
  server = await startTestServer({ rpcUrls: { 56: chain.url } });
});
afterAll(async () => {
  await server?.close();
  await chain?.close();
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
    expect(chain.calls).toEqual([]);
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
