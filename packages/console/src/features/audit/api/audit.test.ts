import {
  type AuditEntry,
  buildDecisionTypedData,
  DEMO_ACCOUNT_INDEX,
  DEMO_ACCOUNTS,
  DEMO_MNEMONIC,
  type DecisionTypedData,
  decisionTypedDataForViem,
} from '@nsa/api';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditReason, auditTargetPath } from './auditChanges.ts';
import { verifyEvidence } from './verifyEvidence.ts';

const superAccount = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.super });

async function signedEntry(patch: Partial<AuditEntry> = {}, signer = superAccount): Promise<AuditEntry> {
  const typedData = buildDecisionTypedData({
    origin: 'http://localhost:8080',
    withdrawal: { id: '17', address: DEMO_ACCOUNTS.user, chainId: 1, tokenSymbol: 'ETH', amount: '7.5' },
    decision: 'approve',
    issuedAt: '2026-11-23T10:00:00.000Z',
  });
  const signature = await signer.signTypedData(decisionTypedDataForViem(typedData));
  return {
    id: '9',
    actorAddress: DEMO_ACCOUNTS.super,
    action: 'withdraw.approve',
    target: '17',
    before: { status: 'pending', approvals: 0 },
    after: { status: 'pending', approvals: 1 },
    evidence: { typedData, signature },
    createdAt: '2026-11-23T10:00:01.000Z',
    ...patch,
  };
}

describe('verifyEvidence', () => {
  it("verifies a decision signed by the entry's actor", async () => {
    await expect(verifyEvidence(await signedEntry())).resolves.toBe('verified');
  });
  it('does not verify a signature by another wallet', async () => {
    const other = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.secondSuper });
    await expect(verifyEvidence(await signedEntry({ id: '10' }, other))).resolves.toBe('mismatch');
  });
  it('does not verify evidence about another withdrawal or another decision', async () => {
    await expect(verifyEvidence(await signedEntry({ id: '11', target: '18' }))).resolves.toBe('mismatch');
    await expect(verifyEvidence(await signedEntry({ id: '12', action: 'withdraw.reject' }))).resolves.toBe(
      'mismatch',
    );
  });
  it('does not verify altered typed data (an amount changed after signing)', async () => {
    const entry = await signedEntry({ id: '13' });
    const evidence = entry.evidence as { typedData: DecisionTypedData; signature: string };
    const tampered = {
      ...entry,
      evidence: {
        ...evidence,
        typedData: { ...evidence.typedData, message: { ...evidence.typedData.message, amount: '75' } },
      },
    };
    await expect(verifyEvidence(tampered)).resolves.toBe('mismatch');
  });
});

describe('auditChanges', () => {
  it('lists changed fields before → after and leaves the reason to its column', () => {
    const entry = {
      before: { status: 'pending', approvals: 1 },
      after: { status: 'rejected', approvals: 1, reason: 'duplicate' },
    };
    expect(auditChanges(entry)).toEqual([{ field: 'status', before: 'pending', after: 'rejected' }]);
    expect(auditReason(entry)).toBe('duplicate');
  });
  it('shows created records as new values and numbers as text', () => {
    expect(auditChanges({ before: null, after: { role: 'kol', points: 5 } })).toEqual([
      { field: 'role', before: null, after: 'kol' },
      { field: 'points', before: null, after: '5' },
    ]);
    expect(auditReason({ after: null })).toBeNull();
  });
});

describe('auditTargetPath', () => {
  it('links a withdrawal to the withdrawals list filtered to it, an address to its user', () => {
    expect(auditTargetPath({ action: 'withdraw.reject', target: '17' })).toBe('/withdraw?q=17');
    expect(auditTargetPath({ action: 'points.set', target: DEMO_ACCOUNTS.user })).toBe(
      `/user/${DEMO_ACCOUNTS.user}`,
    );
  });
});
