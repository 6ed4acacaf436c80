import { describe, expect, it } from 'vitest';
import { compareDecimal, compareText, sortRows } from './compareValues.ts';

describe('compareDecimal', () => {
  it.each([
    ['1', '2', -1],
    ['10', '9', 1],
    ['0.5', '0.25', 1],
    ['0.1000000000000000001', '0.1', 1],
    ['123456789012345678901234567890', '123456789012345678901234567891', -1],
    ['1.50', '1.5', 0],
    ['007', '7', 0],
    ['-1', '1', -1],
    ['-2', '-1', -1],
    ['-0.5', '-0.25', -1],
    ['-0', '0', 0],
    ['+3', '3', 0],
    [' 4 ', '4', 0],
    [3, '2.5', 1],
    [10n, '9.99', 1],
    [0.000001, '0.0000009', 1],
    ['100', '99.999', 1],
    ['0.00', '-0.0', 0],
    ['-10.5', '-9.75', -1],
    ['0.09', '0.1', -1],
    [1e21, '999999999999999999999', 1],
    [1e-7, '0', 1],
  ])('%s vs %s is %s', (a, b, expected) => {
    expect(Math.sign(compareDecimal(a, b))).toBe(expected);
    expect(Math.sign(compareDecimal(b, a))).toBe(-expected || 0);
  });

  it('puts values that are not numbers after every number', () => {
    for (const bad of ['', 'abc', '1e5', '1.2.3', '.5', '0x10', null, undefined, Number.NaN, Infinity, {}]) {
      expect(compareDecimal(bad, '-999999')).toBe(1);
      expect(compareDecimal('999999', bad)).toBe(-1);
      expect(compareDecimal(bad, 'also bad')).toBe(0);
    }
  });
});

describe('compareText', () => {
  it('orders numbers inside text by value and ignores case', () => {
    const compare = compareText('en');
    expect(['item 10', 'Item 9', 'item 1'].sort(compare)).toEqual(['item 1', 'Item 9', 'item 10']);
    expect(compare('abc', 'ABC')).toBe(0);
  });

  it('puts empty values last', () => {
    const compare = compareText('en');
    expect(['', 'b', null, 'a'].sort(compare)).toEqual(['a', 'b', '', null]);
  });

  it('falls back to a default collation for a malformed locale', () => {
    const compare = compareText('not a locale!');
    expect(compare('a', 'b')).toBeLessThan(0);
  });

  it('sorts Arabic text', () => {
    const compare = compareText('ar');
    expect(['ب', 'أ', 'ت'].sort(compare)).toEqual(['أ', 'ب', 'ت']);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', amount: '10' },
    { id: 'b', amount: '9.5' },
    { id: 'c', amount: '10.0' },
    { id: 'd', amount: 'n/a' },
  ];

  it('sorts ascending and keeps equal rows in their order', () => {
    expect(sortRows(rows, (r) => r.amount, 'asc').map((r) => r.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts descending', () => {
    expect(sortRows(rows, (r) => r.amount, 'desc').map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('does not change its input', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.amount, 'desc');
    expect(rows).toEqual(copy);
  });

  it('takes another comparison', () => {
    const names = [{ n: 'b' }, { n: 'A' }];
    expect(sortRows(names, (r) => r.n, 'asc', compareText('en')).map((r) => r.n)).toEqual(['A', 'b']);
  });
});
