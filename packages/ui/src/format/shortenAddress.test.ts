import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress.ts';

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
