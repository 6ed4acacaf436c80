import { describe, expect, it } from 'vitest';
import { checkDecimalInput } from './checkDecimalInput.ts';

describe('checkDecimalInput', () => {
  it.each([
    ['12', '12'],
    ['  12.50 ', '12.50'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-3.25', '-3.25'],
    ['-0', '0'],
    ['-.0', '0.0'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['123456789012345678901234567890.123', '123456789012345678901234567890.123'],
    ['١٢٫٥', '12.5'],
    ['۱۲۳', '123'],
  ])('reads %j as %j', (raw, value) => {
    expect(checkDecimalInput(raw)).toEqual({ value, problem: null });
  });

  it('treats empty input as no value, not a problem', () => {
    expect(checkDecimalInput('   ')).toEqual({ value: '', problem: null });
  });

  it.each(['abc', '1,5', '1.2.3', '1e5', '0x10', '+5', '--1', '.', '-', '1 000', 'NaN', 'Infinity'])(
    'rejects %j',
    (raw) => {
      expect(checkDecimalInput(raw).problem).toBe('invalid');
    },
  );

  it('checks inclusive bounds without floating point error', () => {
    const rules = { min: '0.1', max: '100.000000000000000001' };
    expect(checkDecimalInput('0.1', rules).problem).toBeNull();
    expect(checkDecimalInput('0.099999999999999999', rules).problem).toBe('min');
    expect(checkDecimalInput('100.000000000000000001', rules).problem).toBeNull();
    expect(checkDecimalInput('100.000000000000000002', rules).problem).toBe('max');
    expect(checkDecimalInput('-1', { min: '0' }).problem).toBe('min');
  });

  it('limits digits after the point', () => {
    expect(checkDecimalInput('1.23', { decimals: 2 }).problem).toBeNull();
    expect(checkDecimalInput('1.234', { decimals: 2 })).toEqual({ value: '1.234', problem: 'decimals' });
    expect(checkDecimalInput('1.5', { decimals: 0 }).problem).toBe('decimals');
    expect(checkDecimalInput('7.', { decimals: 0 }).problem).toBeNull();
  });

  it('reports the decimals problem before the bounds', () => {
    expect(checkDecimalInput('1000.001', { max: '10', decimals: 2 }).problem).toBe('decimals');
  });
});
