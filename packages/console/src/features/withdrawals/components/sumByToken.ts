import type { TokenSymbol, Withdrawal } from '@nsa/api';
import { sumDecimals, trimDecimal } from '../../../lib/decimalSum.ts';

export type TokenSum = { tokenSymbol: TokenSymbol; amount: string; count: number };

/**
 * What a batch moves, per token, summed exactly in the token's smallest unit (amounts are decimal
 * strings with at most the token's decimals): the figures a super checks before signing.
 */
export function sumByToken(rows: readonly Pick<Withdrawal, 'tokenSymbol' | 'amount'>[]): TokenSum[] {
  const byToken = new Map<TokenSymbol, string[]>();
  for (const row of rows) byToken.set(row.tokenSymbol, [...(byToken.get(row.tokenSymbol) ?? []), row.amount]);
  return [...byToken]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tokenSymbol, amounts]) => ({
      tokenSymbol,
      amount: trimDecimal(sumDecimals(amounts)),
      count: amounts.length,
    }));
}
