import BigNumber from 'bignumber.js';

/** Plain decimals only: BigNumber alone would also read hex, exponents and `Infinity`. */
const decimalPattern = /^[+-]?\d+(?:\.\d+)?$/;

/** A value parsed once for sorting: compare keys with {@link compareDecimalKeys}; `null` is not a number. */
export type DecimalKey = BigNumber | null;

export function parseDecimal(value: unknown): DecimalKey {
  if (typeof value === 'number') return Number.isFinite(value) ? new BigNumber(value) : null;
  if (typeof value === 'bigint') return new BigNumber(value.toString());
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return decimalPattern.test(text) ? new BigNumber(text) : null;
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
  return da.comparedTo(db) ?? 0;
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
