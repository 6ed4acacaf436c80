const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

type Decimal = { negative: boolean; int: string; frac: string };

/** A value parsed once for sorting: compare keys with {@link compareDecimalKeys}; `null` is not a number. */
export type DecimalKey = Decimal | null;

export function parseDecimal(value: unknown): DecimalKey {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Avoid exponent notation so the string form still matches the pattern.
    return parseDecimal(value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }));
  }
  if (typeof value === 'bigint') return parseDecimal(value.toString());
  if (typeof value !== 'string') return null;
  const match = decimalPattern.exec(value.trim());
  if (!match) return null;
  const int = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const frac = (match[3] ?? '').replace(/0+$/, '');
  const isZero = /^0+$/.test(int) && frac === '';
  return { negative: match[1] === '-' && !isZero, int, frac };
}

function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.int.length !== b.int.length) return a.int.length < b.int.length ? -1 : 1;
  if (a.int !== b.int) return a.int < b.int ? -1 : 1;
  // Fractions without trailing zeros compare as plain strings: '5' > '45', '5' < '51'.
  return a.frac === b.frac ? 0 : a.frac < b.frac ? -1 : 1;
}

/**
 * Compares two decimal numbers given as strings (money travels as strings), numbers or bigints
 * without going through floating point, so `0.1000000000000000001` > `0.1`.
 * Values that are not numbers (empty, `null`, `abc`) sort after every number in ascending order.
 */
export function compareDecimal(a: unknown, b: unknown): number {
  return compareDecimalKeys(parseDecimal(a), parseDecimal(b));
}

/** {@link compareDecimal} over values parsed once with {@link parseDecimal}. */
export function compareDecimalKeys(da: DecimalKey, db: DecimalKey): number {
  if (!da || !db) return da ? -1 : db ? 1 : 0;
  if (da.negative !== db.negative) return da.negative ? -1 : 1;
  const magnitude = compareMagnitude(da, db);
  return da.negative ? -magnitude : magnitude;
}

/** Compares text the way readers of `locale` expect (case-insensitive, numbers by value); empty sorts last. */
export function compareText(locale: string): (a: unknown, b: unknown) => number {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  } catch {
    collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  }
  return (a, b) => {
    const sa = a == null ? '' : String(a);
    const sb = b == null ? '' : String(b);
    if (sa === '' || sb === '') return sa === sb ? 0 : sa === '' ? 1 : -1;
    return collator.compare(sa, sb);
  };
}

/**
 * Sorts rows on the client by one column: a pure helper for lists that arrive whole.
 * Stable: rows with equal keys keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => unknown,
  direction: 'asc' | 'desc',
  compare: (a: unknown, b: unknown) => number = compareDecimal,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => sign * compare(a.key, b.key) || a.index - b.index)
    .map((entry) => entry.row);
}
