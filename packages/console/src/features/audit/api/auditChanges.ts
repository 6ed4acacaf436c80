import type { AuditEntry } from '@nsa/api';

export type AuditChange = { field: string; before: string | null; after: string | null };

function show(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields an entry changed, before → after, in the order the record lists them; the reason is
 * left out (it has its own column) and unchanged fields are not repeated.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((f) => f !== 'reason');
  return fields
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** The reason a decision gave, if any. */
export function auditReason(entry: Pick<AuditEntry, 'after'>): string | null {
  const reason = entry.after?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
}

/** Where an entry's target lives in the console: the withdrawals list filtered to it, or the user. */
export function auditTargetPath(entry: Pick<AuditEntry, 'action' | 'target'>): string {
  return entry.action.startsWith('withdraw.')
    ? `/withdraw?${new URLSearchParams({ q: entry.target })}`
    : `/user/${encodeURIComponent(entry.target)}`;
}
