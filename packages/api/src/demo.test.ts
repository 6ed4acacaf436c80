import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_INDEX, DEMO_ACCOUNTS, DEMO_MNEMONIC, PUBLIC_TEST_ACCOUNTS } from './demo.ts';

describe('PUBLIC_TEST_ACCOUNTS', () => {
  it('are accounts 0–19 of the public test mnemonic, checksummed, in index order', () => {
    expect(DEMO_MNEMONIC).toBe('test test test test test test test test test test test junk');
    const derived = Array.from(
      { length: 20 },
      (_, addressIndex) => mnemonicToAccount(DEMO_MNEMONIC, { addressIndex }).address,
    );
    expect(PUBLIC_TEST_ACCOUNTS).toEqual(derived);
  });

  it('hold every demo account at its index', () => {
    for (const [name, index] of Object.entries(DEMO_ACCOUNT_INDEX)) {
      expect(PUBLIC_TEST_ACCOUNTS[index]).toBe(DEMO_ACCOUNTS[name as keyof typeof DEMO_ACCOUNTS]);
    }
  });
});
