import * as Address from 'ox/Address';
import * as Hash from 'ox/Hash';
import * as Hex from 'ox/Hex';
import * as Value from 'ox/Value';

/** mulberry32: a small seeded PRNG, so the same seed always yields the same demo world. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** Picks a key with probability proportional to its weight. */
  const weighted = <K extends string>(weights: Record<K, number>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) {
      roll -= w;
      if (roll < 0) return key;
    }
    return (entries[entries.length - 1] as [K, number])[0];
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof createRandom>;

/** A valid EIP-55 address derived from a label: stable across runs and machines. */
export function fixtureAddress(label: string): `0x${string}` {
  return Address.checksum(`0x${Hash.keccak256(Hex.fromString(label)).slice(-40)}`);
}

export function fixtureTxHash(label: string): `0x${string}` {
  return Hash.keccak256(Hex.fromString(`tx:${label}`));
}

/** Integer minor units → decimal string with exactly `decimals` places, as records carry amounts. */
export function formatUnits(units: bigint, decimals: number): string {
  const text = Value.format(units, decimals);
  if (decimals === 0) return text;
  // ox drops trailing zeros ("12.5"); records keep every place of their token ("12.50").
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}
