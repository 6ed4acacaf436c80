import { TOKEN_DECIMALS, type TokenSymbol, type Withdrawal } from '@nsa/api';
import { formatUnits, parseUnits } from 'viem';

export type TokenSum = { tokenSymbol: TokenSymbol; amount: string; count: number };

/**
 * What a batch moves, per token, summed exactly in the token's smallest unit (amounts are decimal
 * strings with at most the token's decimals): the figures a super checks before signing.
 */
export function sumByToken(rows: readonly Pick<Withdrawal, 'tokenSymbol' | 'amount'>[]): TokenSum[] {
  const sums = new Map<TokenSymbol, { units: bigint; count: number }>();
  for (const row of rows) {
    const sum = sums.get(row.tokenSymbol) ?? { units: 0n, count: 0 };
    sum.units += parseUnits(row.amount, TOKEN_DECIMALS[row.tokenSymbol]);
    sum.count += 1;
    sums.set(row.tokenSymbol, sum);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tokenSymbol, { units, count }]) => ({
      tokenSymbol,
      amount: formatUnits(units, TOKEN_DECIMALS[tokenSymbol]),
      count,
    }));
}
