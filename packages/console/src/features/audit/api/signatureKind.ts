import type { AuditEntry } from '@nsa/api';

/**
 * What an entry's signature column says before any checking: `notNeeded` for writes that are never
 * signed (accounts, sessions, points), `unsigned` for a decision taken without a signature
 * (`SIGNED_DECISIONS=0`, or the demo's history), `signed` for evidence to check in the browser.
 * Evidence on a write that is never signed is still `signed`: checking it shows it does not verify.
 */
export type SignatureKind = 'notNeeded' | 'unsigned' | 'signed';

/** Decisions move money: the only writes that carry a signature (contract § "Governance"). */
export const isDecision = (action: AuditEntry['action']): boolean =>
  action === 'withdraw.approve' || action === 'withdraw.reject';

export function signatureKind(entry: Pick<AuditEntry, 'action' | 'evidence'>): SignatureKind {
  if (entry.evidence !== null) return 'signed';
  return isDecision(entry.action) ? 'unsigned' : 'notNeeded';
}

/**
 * What checking an entry's evidence depends on (kept apart from the checking code, which loads
 * with the first signed row): a change to any of it, such as a rewritten reason, is checked anew.
 */
export function evidenceKey(entry: AuditEntry): string {
  return JSON.stringify([
    entry.id,
    entry.actorAddress,
    entry.action,
    entry.target,
    entry.after,
    entry.evidence,
  ]);
}
