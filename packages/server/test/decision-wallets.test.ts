import { DECISION_MISMATCH_MESSAGE, DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChain } from './fakeChain.ts';
import { call, signDecision, signIn, startTestServer, type TestServer } from './helpers.ts';

let chain: Awaited<ReturnType<typeof startFakeChain>>;
let server: TestServer;
let token = '';
let pending: Withdrawal[] = [];
beforeAll(async () => {
  chain = await startFakeChain();
  // Only Ethereum (chain 1) has a node: contract-wallet decisions on other chains cannot be checked.
  server = await startTestServer({ rpcUrls: { 1: chain.url }, approvalThresholds: '' });
  token = await signIn(server.url, 'super');
  const list = await call(server.url, 'GET', '/api/manage/withdraw', {
    token,
    query: { status: 'pending', pageSize: 100 },
  });
  pending = list.body.data.list;
});
afterAll(async () => {
  await server?.close();
  await chain?.close();
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
