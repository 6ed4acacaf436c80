import { describe, expect, it } from 'vitest';
import { sumByToken } from './sumByToken.ts';

describe('sumByToken', () => {
  it('sums each token exactly, in its smallest unit, tokens in a stable order', () => {
    expect(
      sumByToken([
        { tokenSymbol: 'USDT', amount: '0.1' },
        { tokenSymbol: 'ETH', amount: '1.000001' },
        { tokenSymbol: 'USDT', amount: '0.2' },
        { tokenSymbol: 'ETH', amount: '2' },
      ]),
    ).toEqual([
      { tokenSymbol: 'ETH', amount: '3.000001', count: 2 },
      { tokenSymbol: 'USDT', amount: '0.3', count: 2 },
    ]);
  });
  it('is empty for no rows', () => {
    expect(sumByToken([])).toEqual([]);
  });
});
