import { formatUnits as viemFormatUnits, parseUnits as viemParseUnits } from 'viem';

/** Integer minor units → decimal string with exactly `decimals` places, as records carry amounts. */
export function formatUnits(units: bigint, decimals: number): string {
  const text = viemFormatUnits(units, decimals);
  if (decimals === 0) return text;
  // viem drops trailing zeros ("12.5"); records keep every place of their token ("12.50").
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/** Decimal string → integer units at `decimals` places (extra places are cut, not rounded). */
export function parseUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return viemParseUnits(fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole, decimals);
}

/** Orders decimal strings exactly, whatever their number of places. */
export function compareDecimal(a: string, b: string): number {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const diff = parseUnits(a, places) - parseUnits(b, places);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
