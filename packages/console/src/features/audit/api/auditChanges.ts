import { type AuditEntry, roles, withdrawalStatuses } from '@nsa/api';
import { formatAmount } from '@nsa/ui';
import type { TFunction } from 'i18next';

/**
 * One value of a change, by what it is, so each language shows it its own way: a word of the
 * console's vocabulary is translated, a number grouped, an address or id kept left to right, and
 * free text (a note, a label) shown as written.
 */
export type AuditValue =
  | { kind: 'none' }
  | { kind: 'term'; key: string }
  | { kind: 'count'; value: number | string }
  | { kind: 'address'; value: string }
  | { kind: 'code'; value: string }
  | { kind: 'text'; value: string };

export type AuditChange = {
  field: string;
  /** Null when the entry records no earlier state (a record created, sessions ended). */
  before: AuditValue | null;
  after: AuditValue;
};

/** Catalogue keys of the field names; a field not listed shows its own name. */
export const auditFieldKeys: Readonly<Record<string, string>> = {
  status: 'audit.fields.status',
  approvals: 'audit.fields.approvals',
  note: 'audit.fields.note',
  reason: 'audit.fields.reason',
  role: 'audit.fields.role',
  disabled: 'audit.fields.disabled',
  label: 'audit.fields.label',
  points: 'audit.fields.points',
  inviterAddress: 'audit.fields.inviterAddress',
  remark: 'audit.fields.remark',
  revoked: 'audit.fields.revoked',
  session: 'audit.fields.session',
  sessionsRevoked: 'audit.fields.sessionsRevoked',
};

/** Fields in the order a reader weighs them (a stored record's key order is the database's). */
const fieldOrder = Object.keys(auditFieldKeys);
const rank = (field: string) => {
  const at = fieldOrder.indexOf(field);
  return at === -1 ? fieldOrder.length : at;
};

const counts = new Set(['approvals', 'points', 'revoked', 'sessionsRevoked']);
const addressLike = /^0x[0-9a-fA-F]{40}$/;
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** What a stored value is, read with its field's meaning. */
export function auditValue(field: string, value: unknown): AuditValue {
  if (value === undefined || value === null) return { kind: 'none' };
  if (typeof value === 'boolean')
    return { kind: 'term', key: value ? 'audit.values.yes' : 'audit.values.no' };
  if (field === 'status' && isOneOf(withdrawalStatuses, value))
    return { kind: 'term', key: `status.${value}` };
  if (field === 'role' && isOneOf(roles, value)) return { kind: 'term', key: `roles.${value}` };
  if (
    counts.has(field) &&
    (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))
  ) {
    return { kind: 'count', value };
  }
  if (typeof value === 'string' && addressLike.test(value)) return { kind: 'address', value };
  if (field === 'session') return { kind: 'code', value: String(value) };
  if (typeof value === 'number') return { kind: 'count', value };
  if (typeof value === 'string') return { kind: 'text', value };
  // A structure this console does not know: shown as recorded.
  return { kind: 'code', value: JSON.stringify(value) };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an entry changed, before → after, known fields in a fixed order; the reason is
 * left out (it has its own column) and unchanged fields are not repeated. A field the entry has no
 * earlier state for (a user created, sessions ended, an approval's note) shows what it recorded.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])]
    .filter((f) => f !== 'reason')
    .sort((a, b) => rank(a) - rank(b));
  return fields.flatMap((field): AuditChange[] => {
    const had = Object.hasOwn(before, field);
    if (had ? sameValue(before[field], after[field]) : after[field] === undefined || after[field] === null) {
      return [];
    }
    return [
      {
        field,
        before: had ? auditValue(field, before[field]) : null,
        after: auditValue(field, after[field]),
      },
    ];
  });
}

/** A field's name in the reader's language, or the field as recorded when the console has no name for it. */
export function auditFieldName(field: string, t: TFunction): string {
  const key = auditFieldKeys[field];
  return key ? t(key) : field;
}

/** A value as text in the reader's language (CSV, titles, tests): what the change column shows. */
export function auditValueText(value: AuditValue, t: TFunction): string {
  switch (value.kind) {
    case 'none':
      return t('audit.values.none');
    case 'term':
      return t(value.key);
    case 'count':
      return formatAmount(String(value.value), { decimals: 0 });
    case 'address':
    case 'code':
    case 'text':
      return value.value;
  }
}

/** A change as one line of text: `Status: Pending → Rejected`, or `Role: KOL` with no earlier state. */
export function auditChangeText(change: AuditChange, t: TFunction, arrow = '→'): string {
  const name = auditFieldName(change.field, t);
  const after = auditValueText(change.after, t);
  return change.before === null
    ? `${name}: ${after}`
    : `${name}: ${auditValueText(change.before, t)} ${arrow} ${after}`;
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
