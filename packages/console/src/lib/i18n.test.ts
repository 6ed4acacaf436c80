import { describe, expect, it } from 'vitest';
import { directionOf, pickLanguage } from './languages.ts';
import { ar } from './locales/ar.ts';
import { ckb } from './locales/ckb.ts';
import { en } from './locales/en.ts';
import { fa } from './locales/fa.ts';
import { he } from './locales/he.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const reference = leaves(en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['he', he],
  ['ar', ar],
  ['fa', fa],
  ['ckb', ckb],
] as const)('catalogue %s', (_name, catalogue) => {
  const own = leaves(catalogue);
  it('has every key that en has, and no other', () => {
    expect([...reference.keys()].filter((k) => !own.has(k))).toEqual([]);
    expect([...own.keys()].filter((k) => !reference.has(k))).toEqual([]);
  });
  it('keeps the placeholders of each en text', () => {
    for (const [key, text] of reference)
      expect([key, placeholders(own.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });
  it('is translated, not a copy of English', () => {
    const copied = [...reference].filter(
      ([key, text]) => own.get(key) === text && /[a-z]{3}/i.test(text) && text !== 'WalletConnect',
    );
    expect(copied).toEqual([]);
  });
});

describe('pickLanguage', () => {
  it('prefers ?lang=, then the remembered choice, then English', () => {
    expect(pickLanguage('?lang=fa', 'he')).toBe('fa');
    expect(pickLanguage('?lang=xx', 'he')).toBe('he');
    expect(pickLanguage('', 'de')).toBe('en');
  });
  it('sets right-to-left for he, ar, fa and ckb', () => {
    expect(['en', 'he', 'ar', 'fa', 'ckb'].map((l) => directionOf(l as 'en'))).toEqual([
      'ltr',
      'rtl',
      'rtl',
      'rtl',
      'rtl',
    ]);
  });
});
