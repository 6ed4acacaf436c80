import { describe, expect, it } from 'vitest';
import {
  chainIdsForEnv,
  fitsTokenDecimals,
  productionChainIds,
  TOKEN_DECIMALS,
  testChainIds,
} from './chainIds.ts';

describe('fitsTokenDecimals', () => {
  it('holds each token to its places, by value as the database does (trailing zeros pass)', () => {
    expect(TOKEN_DECIMALS).toEqual({ USDT: 2, USDC: 2, ETH: 6, BNB: 6 });
    for (const symbol of ['USDT', 'USDC']) {
      expect(fitsTokenDecimals('10000', symbol)).toBe(true);
      expect(fitsTokenDecimals('10000.01', symbol)).toBe(true);
      expect(fitsTokenDecimals('10000.010000', symbol)).toBe(true);
      expect(fitsTokenDecimals('10000.001', symbol)).toBe(false);
      expect(fitsTokenDecimals('-0.125', symbol)).toBe(false);
    }
    for (const symbol of ['ETH', 'BNB']) {
      expect(fitsTokenDecimals('0.000001', symbol)).toBe(true);
      expect(fitsTokenDecimals('0.0000010', symbol)).toBe(true);
      expect(fitsTokenDecimals('0.0000001', symbol)).toBe(false);
      expect(fitsTokenDecimals('5.1234567', symbol)).toBe(false);
    }
  });

  it('has nothing to hold a symbol outside the registry to', () => {
    expect(fitsTokenDecimals('1.123456789', 'DAI')).toBe(true);
    // Object's own keys are not tokens.
    expect(fitsTokenDecimals('1.123456789', 'constructor')).toBe(true);
    expect(fitsTokenDecimals('1.123456789', 'usdt')).toBe(true);
  });
});

describe('chainIdsForEnv', () => {
  it('is production when the build env is unset, empty or pro, and the test chains otherwise', () => {
    for (const env of [undefined, '', 'pro']) expect(chainIdsForEnv(env)).toEqual([1, 42161, 56]);
    for (const env of ['dev', 'test', 'PRO', 'production'])
      expect(chainIdsForEnv(env)).toEqual([11155111, 421614, 97]);
    expect(chainIdsForEnv('pro')).toBe(productionChainIds);
    expect(chainIdsForEnv('dev')).toBe(testChainIds);
  });
});
