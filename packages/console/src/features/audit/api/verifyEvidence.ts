import { type AuditEntry, signedWithdrawalIds } from '@nsa/api';
import { verifyDecisionSignature } from '@nsa/api/signatures';
import { evidenceKey } from './signatureKind.ts';

/**
 * Why evidence does not hold for its entry, in the order verify-audit checks: it signs another
 * decision, or another withdrawal; its signature does not recover to the entry's actor; or the
 * reason (a reject's) or note (an approval's) the entry shows is not the one signed.
 */
export type EvidenceMismatch = 'notADecision' | 'otherDecision' | 'otherWithdrawal' | 'signature' | 'reason';
export type EvidenceCheck = { status: 'verified' } | { status: 'mismatch'; why: EvidenceMismatch };

const decisionOf: Partial<Record<AuditEntry['action'], 'approve' | 'reject'>> = {
  'withdraw.approve': 'approve',
  'withdraw.reject': 'reject',
};

const mismatch = (why: EvidenceMismatch): EvidenceCheck => ({ status: 'mismatch', why });

/** What the row displays as signed: a reject's reason, or an approval's note ('' when it has none). */
function displayedText(entry: Pick<AuditEntry, 'after'>, decision: 'approve' | 'reject'): unknown {
  return decision === 'reject' ? entry.after?.reason : (entry.after?.note ?? '');
}

async function check(entry: AuditEntry): Promise<EvidenceCheck> {
  const evidence = entry.evidence;
  if (!evidence) return mismatch('signature');
  const { message } = evidence.typedData;
  const decision = decisionOf[entry.action];
  if (!decision) return mismatch('notADecision');
  if (message.decision !== decision) return mismatch('otherDecision');
  // A valid signature over another withdrawal proves nothing about this entry; a batch's proves it
  // when this entry's withdrawal is one of its items.
  if (!signedWithdrawalIds(evidence.typedData).includes(entry.target)) return mismatch('otherWithdrawal');
  const ok = await verifyDecisionSignature({
    address: entry.actorAddress as `0x${string}`,
    typedData: evidence.typedData,
    signature: evidence.signature,
  });
  if (!ok) return mismatch('signature');
  // What the row shows must be what was signed: a reason rewritten after signing does not verify.
  if (displayedText(entry, decision) !== message.reason) return mismatch('reason');
  return { status: 'verified' };
}

const memo = new Map<string, Promise<EvidenceCheck>>();

/**
 * Re-verifies a signed audit entry in the browser, offline (EOA recovery), against what its row
 * displays (decision, withdrawal, reason or note); memoised per entry content, so paging back and
 * forth does not recover the same signature twice.
 */
export function verifyEvidence(entry: AuditEntry): Promise<EvidenceCheck> {
  const key = evidenceKey(entry);
  let result = memo.get(key);
  if (!result) {
    result = check(entry);
    memo.set(key, result);
  }
  return result;
}
