import { type AuditEntry, signedWithdrawalIds } from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';

/** `verified`: the evidence is about this entry and its signature recovers to the entry's actor. */
export type EvidenceStatus = 'verified' | 'mismatch';

const memo = new Map<string, Promise<EvidenceStatus>>();

async function check(entry: AuditEntry): Promise<EvidenceStatus> {
  const evidence = entry.evidence;
  if (!evidence) return 'mismatch';
  const { message } = evidence.typedData;
  const decision =
    entry.action === 'withdraw.approve' ? 'approve' : entry.action === 'withdraw.reject' ? 'reject' : null;
  // A valid signature over another withdrawal or another decision proves nothing about this entry;
  // a batch's proves it when this entry's withdrawal is one of its items.
  const covered = signedWithdrawalIds(evidence.typedData).includes(entry.target);
  if (decision === null || message.decision !== decision || !covered) {
    return 'mismatch';
  }
  const ok = await verifyDecisionSignature({
    address: entry.actorAddress as `0x${string}`,
    typedData: evidence.typedData,
    signature: evidence.signature,
  });
  return ok ? 'verified' : 'mismatch';
}

/**
 * Re-verifies a signed audit entry in the browser, offline (EOA recovery); memoised per entry
 * content, so paging back and forth does not recover the same signature twice.
 */
export function verifyEvidence(entry: AuditEntry): Promise<EvidenceStatus> {
  const key = JSON.stringify([entry.id, entry.actorAddress, entry.action, entry.target, entry.evidence]);
  let result = memo.get(key);
  if (!result) {
    result = check(entry);
    memo.set(key, result);
  }
  return result;
}
