import { describe, expect, it } from 'vitest';
import { sumDecimals, trimDecimal } from './decimalSum.ts';

describe('sumDecimals', () => {
  it('adds exactly where floating point would not, keeping the most places', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1.005', '2', '0.10'])).toBe('3.105');
    expect(sumDecimals(['123456789012345678901234567890.000001', '0.000001'])).toBe(
      '123456789012345678901234567890.000002',
    );
  });
  it('handles negatives, a zero sum, nothing, and leaves out what is not a decimal', () => {
    expect(sumDecimals(['-0.25', '0.05'])).toBe('-0.20');
    expect(sumDecimals(['1.50', '-1.5'])).toBe('0.00');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['NaN', '1e3', ' 2', '3'])).toBe('3');
  });
});

describe('trimDecimal', () => {
  it('drops trailing zeros and a bare point, and leaves whole numbers alone', () => {
    expect(trimDecimal('1.500')).toBe('1.5');
    expect(trimDecimal('2.000')).toBe('2');
    expect(trimDecimal('100')).toBe('100');
    expect(trimDecimal('0.00')).toBe('0');
  });
});
