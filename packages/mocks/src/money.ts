/** Integer minor units → decimal string, so amounts never carry float artefacts. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Decimal string → integer units at `decimals` places (extra places are cut). */
export function parseUnits(text: string, decimals: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  return negative ? -units : units;
}

/** Orders decimal strings exactly, whatever their number of places. */
export function compareDecimal(a: string, b: string): number {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const diff = parseUnits(a, places) - parseUnits(b, places);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
