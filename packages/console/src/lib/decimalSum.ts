/**
 * Adds decimal strings exactly (a bigint of the smallest place, no floating point), keeping the
 * most places any of them has; what is not a decimal is left out. Amounts arrive as decimal
 * strings with at most their token's places, so the sum of a column is exact to the last unit.
 */
export function sumDecimals(values: Iterable<string>): string {
  let units = 0n;
  let places = 0;
  for (const value of values) {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
    if (!match) continue;
    const [, sign = '', whole = '0', fraction = ''] = match;
    const next = Math.max(places, fraction.length);
    units = units * 10n ** BigInt(next - places) + BigInt(`${sign}${whole}${fraction.padEnd(next, '0')}`);
    places = next;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `1.500` → `1.5`, `2.000` → `2`: the shortest writing of the same number. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
