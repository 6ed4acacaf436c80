import { parseUnits as viemParseUnits } from 'viem';

// Amounts are formatted as the demo world formats them: one helper for generator and handlers.
export { formatUnits } from '@nsa/api/demo-world';

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
