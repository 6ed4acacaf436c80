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

  it.each([
    ['1,500', '1500'],
    ['12,345,678.25', '12345678.25'],
    ['-1,000', '-1000'],
    ['1 500', '1500'],
    ['1\u202f500', '1500'],
    ['١٬٥٠٠', '1500'],
    ['۱٬۲۳۴٫۵', '1234.5'],
    ['٤,٧٠٠', '4700'],
  ])('reads the grouped %j as %j', (raw, value) => {
    expect(checkDecimalInput(raw)).toEqual({ value, problem: null });
  });

  it.each(['1,50', '1,5000', ',500', '1,500,00', '1,500 000', '1.500,5', '1,000.5,0'])(
    'rejects the misplaced grouping mark in %j (no guessing at what was meant)',
    (raw) => {
      expect(checkDecimalInput(raw).problem).toBe('invalid');
    },
  );

  it.each([
    ['ar', '١٬٥٠٠٫٧٥', '1500.75'],
    ['fa', '۱٬۵۰۰', '1500'],
    ['ckb', '١,٥٠٠', '1500'],
    ['he', '1,500.5', '1500.5'],
    ['de', '1.500,5', '1500.5'],
    ['de', '1,5', '1.5'],
    ['fr', '1\u202f500,5', '1500.5'],
  ])('reads in %s the marks of its own locale: %j as %j', (locale, raw, value) => {
    expect(checkDecimalInput(raw, {}, locale)).toEqual({ value, problem: null });
  });

  it('takes the point as a grouping mark only where the comma is the decimal one', () => {
    expect(checkDecimalInput('1.500', {}, 'de').value).toBe('1500');
    expect(checkDecimalInput('1.500', {}, 'en').value).toBe('1.500');
  });

  it('falls back to English marks for a malformed locale', () => {
    expect(checkDecimalInput('1,500.5', {}, 'not a locale!')).toEqual({ value: '1500.5', problem: null });
  });

  it('checks the bounds on the number the grouping stands for', () => {
    expect(checkDecimalInput('1,000,000,000,001', { max: '1000000000000', decimals: 0 }).problem).toBe('max');
    expect(checkDecimalInput('1,000,000,000,000', { max: '1000000000000', decimals: 0 }).problem).toBeNull();
  });

  it('treats empty input as no value, not a problem', () => {
    expect(checkDecimalInput('   ')).toEqual({ value: '', problem: null });
  });

  it.each(['abc', '1,5', '1.2.3', '1e5', '0x10', '+5', '--1', '.', '-', '1  000', 'NaN', 'Infinity'])(
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
