// A UTC timestamp as PostgreSQL writes it (the session's time zone is UTC): up to 6 decimals.
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/** Timestamps arrive as text from both drivers (`2026-11-22 23:20:38.477+00`) or as Date. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // Rewritten as text, cut to milliseconds as Date would: a list page has a date on every row.
  const utc = typeof value === 'string' ? UTC_TEXT.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const text = String(value).replace(' ', 'T');
  const zoned = /[+-]\d\d$/.test(text) ? `${text}:00` : text;
  return new Date(zoned).toISOString();
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

/** `numeric` values travel as text; this only normalises a bigint or number id to text. */
export function toText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

export function toInt(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
