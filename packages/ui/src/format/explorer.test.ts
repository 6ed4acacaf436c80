import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTxUrl } from './explorer.ts';

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const hash = `0x${'ab'.repeat(32)}`;

describe('explorerTxUrl', () => {
  it.each([
    [1, 'https://etherscan.io'],
    [42161, 'https://arbiscan.io'],
    [56, 'https://bscscan.com'],
    [11155111, 'https://sepolia.etherscan.io'],
    [421614, 'https://sepolia.arbiscan.io'],
    [97, 'https://testnet.bscscan.com'],
  ])('chain %i links to %s', (chainId, base) => {
    expect(explorerTxUrl(chainId, hash)).toBe(`${base}/tx/${hash}`);
    expect(explorerAddressUrl(chainId, address)).toBe(`${base}/address/${address}`);
  });

  it.each([
    [''],
    ['0x'],
    [hash.slice(0, -2)],
    [`${hash}00`],
    [hash.replace('0x', '')],
    [`0x${'zz'.repeat(32)}`],
    [address],
    [` ${hash}`],
  ])('gives no link for the hash %j', (value) => {
    expect(explorerTxUrl(1, value)).toBeUndefined();
  });

  it('gives no link for an unknown or missing chain', () => {
    expect(explorerTxUrl(999, hash)).toBeUndefined();
    expect(explorerTxUrl(undefined, hash)).toBeUndefined();
    expect(explorerTxUrl(null, hash)).toBeUndefined();
    expect(explorerTxUrl(Number.NaN, hash)).toBeUndefined();
    expect(explorerTxUrl(1, undefined)).toBeUndefined();
    expect(explorerTxUrl(1, null)).toBeUndefined();
  });

  it('ignores inherited keys', () => {
    expect(explorerTxUrl('constructor' as unknown as number, hash)).toBeUndefined();
  });
});

describe('explorerAddressUrl', () => {
  it('accepts lower-case and checksummed addresses', () => {
    expect(explorerAddressUrl(1, address.toLowerCase())).toBe(
      `https://etherscan.io/address/${address.toLowerCase()}`,
    );
  });

  it.each([
    [''],
    ['0x'],
    ['0x8BA1f109551bD432803012645Ac136ddd64DBA72'],
    [address.slice(0, -1)],
    [`${address}0`],
    [address.slice(2)],
    [hash],
    [' 0x8ba1f109551bd432803012645ac136ddd64dba72'],
  ])('gives no link for the address %j', (value) => {
    expect(explorerAddressUrl(1, value)).toBeUndefined();
  });

  it('gives no link for an unknown chain', () => {
    expect(explorerAddressUrl(5, address)).toBeUndefined();
    expect(explorerAddressUrl(undefined, address)).toBeUndefined();
  });
});
