import { normalizeAddress, type TokenAmount, type TreePeriod, treePeriods } from '@nsa/api';

type Address = `0x${string}`;

/** The URL params of the referral tree: the nodes walked into, and the period of its figures. */
export const WALK_PARAM = 'treePath';
export const PERIOD_PARAM = 'treePeriod';
/** The contract's default period: left out of the URL. */
export const DEFAULT_PERIOD: TreePeriod = '30d';
/** A walk longer than any real inviter chain is a hand-edited URL: cut there. */
const MAX_STEPS = 64;

/** The nodes walked into from the tree's own root, in order; anything not an address is dropped. */
export function readWalk(search: URLSearchParams): Address[] {
  const steps: Address[] = [];
  for (const part of (search.get(WALK_PARAM) ?? '').split(',')) {
    const address = part ? normalizeAddress(part) : null;
    if (address && !steps.includes(address)) steps.push(address);
    if (steps.length === MAX_STEPS) break;
  }
  return steps;
}

export function readPeriod(search: URLSearchParams): TreePeriod {
  const value = search.get(PERIOD_PARAM);
  return (treePeriods as readonly string[]).includes(value ?? '') ? (value as TreePeriod) : DEFAULT_PERIOD;
}

/** The page's search with the walk (and period) replaced; other params (the lists') are kept. */
export function treeSearch(
  search: URLSearchParams,
  change: { walk?: readonly Address[]; period?: TreePeriod },
): string {
  const next = new URLSearchParams(search);
  if (change.walk) {
    if (change.walk.length > 0) next.set(WALK_PARAM, change.walk.join(','));
    else next.delete(WALK_PARAM);
  }
  if (change.period) {
    if (change.period === DEFAULT_PERIOD) next.delete(PERIOD_PARAM);
    else next.set(PERIOD_PARAM, change.period);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * Amounts of one token over every chain, added exactly (decimal strings, no floating point): the
 * tree shows one figure per token. Amounts that are not decimals are left out.
 */
export function totalsByToken(amounts: readonly TokenAmount[]): { tokenSymbol: string; amount: string }[] {
  const totals = new Map<string, { units: bigint; places: number }>();
  for (const { tokenSymbol, amount } of amounts) {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
    if (!match) continue;
    const [, sign = '', whole = '0', fraction = ''] = match;
    const before = totals.get(tokenSymbol) ?? { units: 0n, places: 0 };
    const places = Math.max(before.places, fraction.length);
    const units = BigInt(`${sign}${whole}${fraction.padEnd(places, '0')}`);
    totals.set(tokenSymbol, { units: before.units * 10n ** BigInt(places - before.places) + units, places });
  }
  return [...totals].map(([tokenSymbol, { units, places }]) => ({
    tokenSymbol,
    amount: toDecimal(units, places),
  }));
}

function toDecimal(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
