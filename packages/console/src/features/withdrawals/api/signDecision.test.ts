import {
  DEMO_ACCOUNT_INDEX,
  DEMO_ACCOUNTS,
  DEMO_MNEMONIC,
  decisionsTypedDataForViem,
  type SignedTypedData,
  type Withdrawal,
} from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { SessionWalletMissingError } from '../../../lib/walletSession.ts';
import { decisionOrigin, signBatch, signDecision, walletSigner } from './signDecision.ts';

const withdrawal: Pick<Withdrawal, 'id' | 'address' | 'chainId' | 'tokenSymbol' | 'amount'> = {
  id: '42',
  address: DEMO_ACCOUNTS.user,
  chainId: 56,
  tokenSymbol: 'USDT',
  amount: '12500.5',
};
const superAccount = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.super });
// The Decision type written out by hand, so the test does not check the code against itself.
const sign = (_: `0x${string}`, typedData: SignedTypedData) => {
  if (typedData.primaryType !== 'Decision') throw new Error('expected a single Decision');
  return superAccount.signTypedData({
    domain: typedData.domain,
    types: {
      Decision: [
        { name: 'origin', type: 'string' },
        { name: 'withdrawalId', type: 'string' },
        { name: 'decision', type: 'string' },
        { name: 'recipient', type: 'address' },
        { name: 'chainId', type: 'uint256' },
        { name: 'token', type: 'string' },
        { name: 'amount', type: 'string' },
        { name: 'reason', type: 'string' },
        { name: 'issuedAt', type: 'string' },
      ],
    },
    primaryType: 'Decision',
    message: { ...typedData.message, chainId: BigInt(typedData.message.chainId) },
  });
};

describe('decisionOrigin', () => {
  it("is the console's own origin when the API is served with it", () => {
    expect(decisionOrigin(undefined, 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(decisionOrigin('', 'http://localhost:5173')).toBe('http://localhost:5173');
  });
  it("is the API's origin when the console talks to an API elsewhere", () => {
    expect(decisionOrigin('https://api.example.com/base/', 'http://localhost:5173')).toBe(
      'https://api.example.com',
    );
  });
});

describe('signDecision', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  it('signs the withdrawal as stored, the decision and the trimmed reason, verifiable by the server', async () => {
    const signed = await signDecision({
      signer: superAccount.address,
      withdrawal,
      decision: 'reject',
      reason: '  duplicate request \n',
      origin: 'http://localhost:8080',
      now,
      sign,
    });
    expect(signed.issuedAt).toBe(now.toISOString());
    expect(signed.typedData.message).toEqual({
      origin: 'http://localhost:8080',
      withdrawalId: '42',
      decision: 'reject',
      recipient: DEMO_ACCOUNTS.user,
      chainId: 56,
      token: 'USDT',
      amount: '12500.5',
      reason: 'duplicate request',
      issuedAt: now.toISOString(),
    });
    await expect(
      verifyDecisionSignature({
        address: DEMO_ACCOUNTS.super,
        typedData: signed.typedData,
        signature: signed.signature,
      }),
    ).resolves.toBe(true);
  });
  it('signs an approval’s note, trimmed, or an empty one when there is none', async () => {
    const base = { signer: superAccount.address, withdrawal, decision: 'approve' as const, now, sign };
    const noted = await signDecision({
      ...base,
      reason: '  called the customer ',
      origin: 'http://localhost:8080',
    });
    expect(noted.typedData.message).toMatchObject({ decision: 'approve', reason: 'called the customer' });
    const plain = await signDecision({ ...base, origin: 'http://localhost:8080' });
    expect(plain.typedData.message.reason).toBe('');
  });
  it('signs a batch once, its items in the order given, verifiable by the server', async () => {
    const second = { ...withdrawal, id: '43', amount: '1' };
    const signed = await signBatch({
      signer: superAccount.address,
      withdrawals: [second, withdrawal],
      decision: 'approve',
      reason: ' weekly run ',
      origin: 'http://localhost:8080',
      now,
      sign: (_, typedData) => {
        if (typedData.primaryType !== 'Decisions') throw new Error('expected a batch');
        return superAccount.signTypedData(decisionsTypedDataForViem(typedData));
      },
    });
    expect(signed.typedData.message.items.map((i) => i.withdrawalId)).toEqual(['43', '42']);
    expect(signed.typedData.message.reason).toBe('weekly run');
    await expect(
      verifyDecisionSignature({
        address: superAccount.address,
        typedData: signed.typedData,
        signature: signed.signature,
      }),
    ).resolves.toBe(true);
  });
  it('passes a refusal in the wallet through, so nothing is sent', async () => {
    const refused = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    await expect(
      signDecision({
        signer: superAccount.address,
        withdrawal,
        decision: 'approve',
        origin: 'http://x',
        sign: async () => {
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
  });
  it('refuses clearly when no wallet of the session is connected', async () => {
    await expect(
      signDecision({
        signer: superAccount.address,
        withdrawal,
        decision: 'approve',
        origin: 'http://x',
        sign: walletSigner,
      }),
    ).rejects.toBeInstanceOf(SessionWalletMissingError);
  });
});
