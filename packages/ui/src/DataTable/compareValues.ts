/** Plain decimals only: no hex, exponents or `Infinity`. */
const decimalPattern = /^([+-]?)0*(\d*?)(?:\.(\d*?)0*)?$/;
const plainDecimal = /^[+-]?\d+(?:\.\d+)?$/;
// A finite number written out without an exponent (1e21, 1e-7), to 20 places.
const numberText = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A value parsed once for sorting: compare keys with {@link compareDecimalKeys}; `null` is not a
 * number. The digits as written, without leading or trailing zeros, so comparing them is exact.
 */
export type DecimalKey = { negative: boolean; whole: string; fraction: string } | null;

function keyOf(text: string): DecimalKey {
  if (!plainDecimal.test(text)) return null;
  const [, sign, whole = '', fraction = ''] = decimalPattern.exec(text) ?? [];
  // `-0` and `0` are one number.
  return { negative: sign === '-' && (whole !== '' || fraction !== ''), whole, fraction };
}

export function parseDecimal(value: unknown): DecimalKey {
  if (typeof value === 'number') return Number.isFinite(value) ? keyOf(numberText.format(value)) : null;
  if (typeof value === 'bigint') return keyOf(value.toString());
  if (typeof value !== 'string') return null;
  return keyOf(value.trim());
}

/** Compares the magnitudes: more whole digits is larger, then digit by digit. */
function compareMagnitude(a: NonNullable<DecimalKey>, b: NonNullable<DecimalKey>): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  return a.fraction === b.fraction ? 0 : a.fraction < b.fraction ? -1 : 1;
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
