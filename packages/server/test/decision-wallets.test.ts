import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DECISION_MISMATCH_MESSAGE, DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signDecision, signIn, startTestServer, type TestServer } from './helpers.ts';

/** A JSON-RPC node that answers every contract signature check with `state.valid`. */
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
let token = '';
let pending: Withdrawal[] = [];
beforeAll(async () => {
  chain = fakeChain();
  await new Promise<void>((resolve) => chain.server.listen(0, '127.0.0.1', resolve));
  const port = (chain.server.address() as AddressInfo).port;
  // Only Ethereum (chain 1) has a node: contract-wallet decisions on other chains cannot be checked.
  server = await startTestServer({ rpcUrls: { 1: `http://127.0.0.1:${port}` }, approvalThresholds: '' });
  token = await signIn(server.url, 'super');
  const list = await call(server.url, 'GET', '/api/manage/withdraw', {
    token,
    query: { status: 'pending', pageSize: 100 },
  });
  pending = list.body.data.list;
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => (chain.server as Server).close(resolve));
});

const onChain = (chainId: number) => {
  const index = pending.findIndex((w) => w.chainId === chainId);
  const [row] = pending.splice(index, 1);
  return row as Withdrawal;
};
/** Signed by another key than the super's: only the super's contract wallet could vouch for it. */
const contractWalletBody = async (row: Withdrawal) => ({
  id: row.id,
  ...(await signDecision(server.origin, 'user', row, 'approve')),
});

describe('decisions signed by a contract wallet (EIP-1271/6492)', () => {
  it("asks the withdrawal's chain when the signature is not the super's key, and keeps the evidence", async () => {
    chain.state.valid = true;
    const row = onChain(1);
    const reply = await call(server.url, 'POST', '/api/manage/withdraw/approve', {
      token,
      body: await contractWalletBody(row),
    });
    expect(reply.status, reply.body.message).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'approved', decidedBy: DEMO_ACCOUNTS.super });
    expect(chain.calls).toContain('eth_call');
    const audit = await call(server.url, 'GET', '/api/manage/audit', { token, query: { target: row.id } });
    expect(audit.body.data.list[0].evidence.typedData.message.withdrawalId).toBe(row.id);
  });

  it('refuses when the chain says no, and on a chain without a configured node', async () => {
    chain.state.valid = false;
    const refused = await call(server.url, 'POST', '/api/manage/withdraw/approve', {
      token,
      body: await contractWalletBody(onChain(1)),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(DECISION_MISMATCH_MESSAGE);
    chain.state.valid = true;
    const asked = chain.calls.length;
    const unknownChain = await call(server.url, 'POST', '/api/manage/withdraw/approve', {
      token,
      body: await contractWalletBody(onChain(56)),
    });
    expect(unknownChain.status).toBe(400);
    expect(chain.calls.length).toBe(asked);
  });

  it('verifies an EOA signature without the chain', async () => {
    const asked = chain.calls.length;
    const row = onChain(42161);
    const reply = await call(server.url, 'POST', '/api/manage/withdraw/approve', {
      token,
      body: { id: row.id, ...(await signDecision(server.origin, 'super', row, 'approve')) },
    });
    expect(reply.status, reply.body.message).toBe(200);
    expect(chain.calls.length).toBe(asked);
  });
});
