import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTxUrl } from './explorer.ts';

const etherscan = 'https://etherscan.io';
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const hash = `0x${'ab'.repeat(32)}`;

describe('explorerTxUrl', () => {
  it("links a 32-byte hash to the explorer's transaction page", () => {
    expect(explorerTxUrl(etherscan, hash)).toBe(`${etherscan}/tx/${hash}`);
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
    expect(explorerTxUrl(etherscan, value)).toBeUndefined();
  });

  it('gives no link without an explorer (an unknown chain) or a hash', () => {
    expect(explorerTxUrl(undefined, hash)).toBeUndefined();
    expect(explorerTxUrl('', hash)).toBeUndefined();
    expect(explorerTxUrl(etherscan, undefined)).toBeUndefined();
    expect(explorerTxUrl(etherscan, null)).toBeUndefined();
  });
});

describe('explorerAddressUrl', () => {
  it('accepts lower-case and checksummed addresses', () => {
    expect(explorerAddressUrl(etherscan, address)).toBe(`${etherscan}/address/${address}`);
    expect(explorerAddressUrl(etherscan, address.toLowerCase())).toBe(
      `${etherscan}/address/${address.toLowerCase()}`,
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
    expect(explorerAddressUrl(etherscan, value)).toBeUndefined();
  });

  it('gives no link without an explorer (an unknown chain)', () => {
    expect(explorerAddressUrl(undefined, address)).toBeUndefined();
  });
});
