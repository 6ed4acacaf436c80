import {
  buildDecisionTypedData,
  DEMO_ACCOUNT_INDEX,
  DEMO_MNEMONIC,
  type DecisionKind,
  decisionTypedDataForViem,
  type Withdrawal,
} from '@nsa/api';
import { createMockDb, demoToken } from '@nsa/mocks';
import { mnemonicToAccount } from 'viem/accounts';

export type DemoName = keyof typeof DEMO_ACCOUNT_INDEX;

const account = (name: DemoName) =>
  mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX[name] });

/** The fixture's withdrawals as seeded (the same every story), to pick ids for story paths. */
export const seededWithdrawals: readonly Withdrawal[] = createMockDb({ seed: 1 }).withdrawals;

/** Pending withdrawals that need two approvals: the first with none yet, and the half-approved one. */
export const largePending = {
  fresh: seededWithdrawals.find(
    (w) => w.status === 'pending' && w.requiredApprovals === 2 && w.approvals.length === 0,
  ) as Withdrawal,
  halfApproved: seededWithdrawals.find(
    (w) => w.status === 'pending' && w.requiredApprovals === 2 && w.approvals.length === 1,
  ) as Withdrawal,
};

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: string; message: string; data: unknown };
}

/** A token for a demo account, signed in through the mocks' real nonce flow when it has no demo token. */
async function tokenFor(name: DemoName): Promise<string> {
  if (name !== 'secondSuper' && name !== 'user') return demoToken(name);
  const signer = account(name);
  const nonce = (await (await fetch(`/api/auth/nonce?address=${signer.address}`)).json()) as {
    data: { message: string };
  };
  const message = nonce.data.message;
  const signature = await signer.signMessage({ message });
  const login = await post('/api/auth/login', { address: signer.address, message, signature });
  return (login.data as { token: string }).token;
}

/**
 * A decision made through the mock API by a demo super, signed with its key as the console's
 * wallet would sign it: what lands in the audit log is the mocks' own evidence.
 */
export async function decideAs(name: DemoName, w: Withdrawal, decision: DecisionKind, reason?: string) {
  const issuedAt = new Date().toISOString();
  const typedData = buildDecisionTypedData({
    origin: window.location.origin,
    withdrawal: w,
    decision,
    reason,
    issuedAt,
  });
  const signature = await account(name).signTypedData(decisionTypedDataForViem(typedData));
  const body = { id: w.id, issuedAt, signature, ...(decision === 'reject' ? { reason } : {}) };
  const answer = await post(`/api/manage/withdraw/${decision}`, body, await tokenFor(name));
  if (answer.code !== '200') throw new Error(`${decision} ${w.id} as ${name}: ${answer.message}`);
  return answer.data as Withdrawal;
}
