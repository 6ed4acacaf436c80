import { normalizeAddress, type TokenAmount, type TreePeriod, treePeriods } from '@nsa/api';
import { sumDecimals } from '../../../lib/decimalSum.ts';

type Address = `0x${string}`;

/** The URL params of the referral tree: the nodes walked into, the nodes open, the period of its figures. */
export const WALK_PARAM = 'treePath';
export const OPEN_PARAM = 'treeOpen';
export const PERIOD_PARAM = 'treePeriod';
/** The contract's default period: left out of the URL. */
export const DEFAULT_PERIOD: TreePeriod = '30d';
/** A walk longer than any real inviter chain is a hand-edited URL: cut there. */
const MAX_STEPS = 64;
/** More open nodes than anyone opens by hand is a hand-edited URL: cut there. */
const MAX_OPEN = 200;

/** The addresses of a comma-separated param, in order, once each; anything else is dropped. */
function addressList(value: string | null, max: number): Address[] {
  const out: Address[] = [];
  for (const part of (value ?? '').split(',')) {
    const address = part ? normalizeAddress(part) : null;
    if (address && !out.includes(address)) out.push(address);
    if (out.length === max) break;
  }
  return out;
}

/** The nodes walked into from the tree's own root, in order; anything not an address is dropped. */
export function readWalk(search: URLSearchParams): Address[] {
  return addressList(search.get(WALK_PARAM), MAX_STEPS);
}

/**
 * The nodes open in the tree shown from `root`: by default the root alone; once the reader opened
 * or closed one, the URL lists them (empty: even the root is closed), so a reload or a shared link
 * shows the tree as it was.
 */
export function readOpen(search: URLSearchParams, root: Address): Set<string> {
  if (!search.has(OPEN_PARAM)) return new Set([root]);
  return new Set(addressList(search.get(OPEN_PARAM), MAX_OPEN));
}

export function readPeriod(search: URLSearchParams): TreePeriod {
  const value = search.get(PERIOD_PARAM);
  return (treePeriods as readonly string[]).includes(value ?? '') ? (value as TreePeriod) : DEFAULT_PERIOD;
}

/** The page's search with the walk, open nodes or period replaced; other params (the lists') are kept. */
export function treeSearch(
  search: URLSearchParams,
  change: {
    walk?: readonly Address[];
    open?: { root: Address; ids: ReadonlySet<string> };
    period?: TreePeriod;
  },
): string {
  const next = new URLSearchParams(search);
  if (change.walk) {
    if (change.walk.length > 0) next.set(WALK_PARAM, change.walk.join(','));
    else next.delete(WALK_PARAM);
    // Another root: its tree opens as new.
    next.delete(OPEN_PARAM);
  }
  if (change.open) {
    const { root, ids } = change.open;
    if (ids.size === 1 && ids.has(root)) next.delete(OPEN_PARAM);
    else next.set(OPEN_PARAM, [...ids].join(','));
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
  const byToken = new Map<string, string[]>();
  for (const { tokenSymbol, amount } of amounts)
    byToken.set(tokenSymbol, [...(byToken.get(tokenSymbol) ?? []), amount]);
  return [...byToken].map(([tokenSymbol, values]) => ({ tokenSymbol, amount: sumDecimals(values) }));
}
