import { describe, expect, it } from 'vitest';
import { clampPage, pageCount } from './pageCount.ts';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [10_000, 50, 200],
    [-5, 20, 1],
    [10, 0, 1],
    [10, -1, 1],
    [Number.NaN, 20, 1],
    [Infinity, 20, 1],
    [10, Number.NaN, 1],
  ])('%s rows at %s per page is %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 5, 1],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 1],
  ])('page %s of %s is %s', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
  });
});
