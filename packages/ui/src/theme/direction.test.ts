import { describe, expect, it } from 'vitest';
import { directionOf } from './direction.ts';

describe('directionOf', () => {
  it.each([
    ['en', 'ltr'],
    ['he', 'rtl'],
    ['ar', 'rtl'],
    ['fa', 'rtl'],
    ['ckb', 'rtl'],
    ['ar-EG', 'rtl'],
    ['en-US', 'ltr'],
    ['ku-Latn', 'ltr'],
  ])('%s is %s', (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });

  it('treats a malformed locale as ltr', () => {
    expect(directionOf('not a locale!')).toBe('ltr');
    expect(directionOf('')).toBe('ltr');
  });
});
