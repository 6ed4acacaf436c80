import { describe, expect, it } from 'vitest';
import { explorerUrl } from './chains.ts';
import { formatAmount, formatDateTime, shortenAddress } from './format.ts';

describe('formatAmount', () => {
  it.each([
    ['1234567.891', '1,234,567.891'],
    ['1.50000', '1.5'],
    ['0.000049', '0'],
    ['0.00005', '0.0001'],
    ['999.99999', '1,000'],
    ['-12.30', '-12.3'],
    ['123456789012345678901234.5', '123,456,789,012,345,678,901,234.5'],
    ['', '0'],
    ['abc', '0'],
    [null, '0'],
    [Number.NaN, '0'],
    [42, '42'],
  ] as const)('formats %s as %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss and empties invalid input', () => {
    expect(formatDateTime('2026-01-02T03:04:05Z')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('shortenAddress', () => {
  it('keeps the first four and last four characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x12…5678');
  });
});

describe('explorerUrl', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  it('links a 32-byte hash and an address on known chains', () => {
    expect(explorerUrl(1, 'tx', hash)).toBe(`https://etherscan.io/tx/${hash}`);
    expect(explorerUrl(56, 'address', `0x${'1'.repeat(40)}`)).toMatch(
      /^https:\/\/bscscan\.com\/address\/0x1{40}$/,
    );
  });
  it('refuses short hashes, bad addresses and unknown chains', () => {
    expect(explorerUrl(1, 'tx', '0xabc')).toBeNull();
    expect(explorerUrl(1, 'address', '0x12')).toBeNull();
    expect(explorerUrl(5, 'tx', hash)).toBeNull();
    expect(explorerUrl(1, 'tx', null)).toBeNull();
  });
});
