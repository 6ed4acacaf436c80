import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount.ts';

describe('formatAmount', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['1234.5', '1,234.5'],
    ['1234567.891', '1,234,567.891'],
    ['1.00000', '1'],
    ['1.23456', '1.2346'],
    ['1.23454', '1.2345'],
    ['0.00005', '0.0001'],
    ['0.00004', '0'],
    ['-0.00004', '0'],
    ['-1234.56785', '-1,234.5679'],
    ['9.99995', '10'],
    ['  42.10  ', '42.1'],
    ['000123.4500', '123.45'],
    ['123456789012345678901234567890.123456789', '123,456,789,012,345,678,901,234,567,890.1235'],
  ])('%j → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('rounds to the given decimals', () => {
    expect(formatAmount('1.23456', { decimals: 2 })).toBe('1.23');
    expect(formatAmount('1.235', { decimals: 2 })).toBe('1.24');
    expect(formatAmount('1999.5', { decimals: 0 })).toBe('2,000');
    expect(formatAmount('0.123456789', { decimals: 8 })).toBe('0.12345679');
  });

  it('reads numbers and bigints', () => {
    expect(formatAmount(1234.5)).toBe('1,234.5');
    expect(formatAmount(0.1 + 0.2)).toBe('0.3');
    expect(formatAmount(-0)).toBe('0');
    expect(formatAmount(10n ** 20n)).toBe('100,000,000,000,000,000,000');
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['abc'],
    ['NaN'],
    ['Infinity'],
    ['1e5'],
    ['.5'],
    ['5.'],
    ['1,000'],
    ['0x10'],
    ['--1'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('shows %j as 0', (value) => {
    expect(formatAmount(value as string | number | null | undefined)).toBe('0');
  });

  it('keeps at most 20 decimals', () => {
    expect(formatAmount('0.123456789012345678951234', { decimals: 30 })).toBe('0.12345678901234567895');
  });

  it('falls back to 4 decimals for a nonsensical decimals option', () => {
    expect(formatAmount('1.234567', { decimals: -1 })).toBe('1.2346');
    expect(formatAmount('1.234567', { decimals: 1.5 })).toBe('1.2346');
  });
});
