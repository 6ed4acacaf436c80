import { describe, expect, it } from 'vitest';
import { explorers } from '../format/explorer.ts';
import { chainInfo, chains } from './chains.ts';

describe('chainInfo', () => {
  it('knows every chain that has an explorer, and only those', () => {
    expect(Object.keys(chains).sort()).toEqual(Object.keys(explorers).sort());
  });

  it('marks test networks', () => {
    expect(chainInfo(1)?.testnet).toBe(false);
    expect(chainInfo(11155111)?.testnet).toBe(true);
    expect(chainInfo(97)?.name).toBe('BNB Smart Chain Testnet');
  });

  it.each([[0], [5], [-1], [Number.NaN], ['toString' as unknown as number]])(
    'knows nothing of %j',
    (chainId) => {
      expect(chainInfo(chainId)).toBeUndefined();
    },
  );
});
