import { describe, expect, it } from 'vitest';
import { parsePoints } from './pointsQueries.ts';

describe('parsePoints', () => {
  it.each([
    ['0', 0],
    ['1,000', 1000],
    [' 42 ', 42],
    ['1000000000000', 1_000_000_000_000],
  ])('reads %s', (text, value) => {
    expect(parsePoints(text)).toBe(value);
  });
  it.each(['', '-1', '1.5', '1e3', 'abc', '1000000000001', '٤٢'])('refuses %s', (text) => {
    expect(parsePoints(text)).toBeNull();
  });
});
