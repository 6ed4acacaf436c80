/** Timestamps arrive as text from both drivers (`2026-11-22 23:20:38.477+00`) or as Date. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
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
