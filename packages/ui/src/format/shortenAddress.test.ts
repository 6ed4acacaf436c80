import { describe, expect, it } from 'vitest';
import { addressGroups, shortenAddress } from './shortenAddress.ts';

describe('shortenAddress', () => {
  it('keeps 0x plus two characters and the last four', () => {
    expect(shortenAddress('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe('0x8b…BA72');
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12cdef')).toBe('0x12…cdef');
  });

  it('shortens any long text the same way, valid address or not', () => {
    expect(shortenAddress('not-an-address-at-all')).toBe('not-…-all');
  });

  it('keeps short values whole', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('abc')).toBe('abc');
  });

  it.each([[undefined], [null], ['']])('shows %j as empty', (value) => {
    expect(shortenAddress(value)).toBe('');
  });
});

describe('addressGroups', () => {
  it('splits the digits after 0x into groups of four', () => {
    expect(addressGroups('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toEqual([
      '8ba1',
      'f109',
      '551b',
      'D432',
      '8030',
      '1264',
      '5Ac1',
      '36dd',
      'd64D',
      'BA72',
    ]);
    expect(addressGroups('0x123456')).toEqual(['1234', '56']);
  });
});
