import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionOf, pickLanguage } from './languages.ts';
import { ar } from './locales/ar.ts';
import { ckb } from './locales/ckb.ts';
import { en } from './locales/en.ts';
import { enAudit } from './locales/enAudit.ts';
import { enOperation } from './locales/enOperation.ts';
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
/** The names a text interpolates, with or without a format (`{{count, number}}`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** A catalogue's keys with plural forms folded into their base key (`list.total_one` → `list.total`). */
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(pluralSuffix, '')));
/** The base keys that have plural forms, each with the forms the catalogue gives. */
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const match = pluralSuffix.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1] as string].sort());
  }
  return forms;
}

describe.each([
  ['he', he],
  ['ar', ar],
  ['fa', fa],
  ['ckb', ckb],
] as const)('catalogue %s', (name, catalogue) => {
  const own = leaves(catalogue);
  it('has every key that en has, and no other', () => {
    const mine = baseKeys(own.keys());
    const theirs = baseKeys(reference.keys());
    expect([...theirs].filter((k) => !mine.has(k))).toEqual([]);
    expect([...mine].filter((k) => !theirs.has(k))).toEqual([]);
  });
  it('gives each count exactly the plural forms its language has (Intl.PluralRules)', () => {
    const wanted = [...new Intl.PluralRules(name).resolvedOptions().pluralCategories].sort();
    const forms = pluralForms(own.keys());
    expect([...forms.keys()].sort()).toEqual([...pluralForms(reference.keys()).keys()].sort());
    for (const [key, given] of forms) expect([key, given]).toEqual([key, wanted]);
  });
  it('keeps the placeholders of each en text', () => {
    for (const [key, text] of reference) {
      const base = key.replace(pluralSuffix, '');
      // A plural form may spell its number out ("سجلان", two records) and drop {{count}}.
      const others = (t: string) => placeholders(t).filter((p) => !(p === 'count' && base !== key));
      const variants = [...own].filter(
        ([k]) => k === key || (base !== key && k.replace(pluralSuffix, '') === base),
      );
      for (const [k, t] of variants) expect([k, others(t)]).toEqual([k, others(text)]);
    }
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

describe('plural counts', () => {
  it('say one record, two records and many records in each language', async () => {
    const { default: i18next } = await import('i18next');
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(
        Object.entries({ en, he, ar, fa, ckb }).map(([l, translation]) => [l, { translation }]),
      ),
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const total = (lng: string, count: number) => i18n.t('list.total', { lng, count });
    expect([1, 2, 5].map((n) => total('en', n))).toEqual(['1 record', '2 records', '5 records']);
    expect([0, 1, 2, 4, 11, 100].map((n) => total('ar', n))).toEqual([
      'لا سجلات',
      'سجل واحد',
      'سجلان',
      '4 سجلات',
      '11 سجلًا',
      '100 سجل',
    ]);
    expect([1, 2, 5].map((n) => total('he', n))).toEqual(['רשומה אחת', 'שתי רשומות', '5 רשומות']);
    expect(total('fa', 4)).toBe('4 رکورد');
    expect(total('ckb', 4)).toBe('4 تۆمار');
  });
});

describe('a screen’s own English', () => {
  /** A fresh `i18n.ts` (its own instance) in a page with no stored language. */
  async function freshI18n() {
    vi.resetModules();
    vi.stubGlobal('document', { documentElement: {} });
    vi.stubGlobal('location', { search: '' });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    return import('./i18n.ts');
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not in the entry’s catalogue: the audit log’s arrives with its chunk', async () => {
    const { i18n, initI18n, addEnglish } = await freshI18n();
    await initI18n();
    expect(i18n.t('audit.title')).toBe('Audit log');
    expect(i18n.t('audit.actor')).toBe('audit.actor');
    addEnglish({ audit: enAudit });
    expect(i18n.t('audit.actor')).toBe('Actor');
    expect(i18n.t('audit.title')).toBe('Audit log');
  });

  it('added before the language has loaded (the screen’s chunk came first) is kept', async () => {
    const { i18n, initI18n, addEnglish } = await freshI18n();
    addEnglish({ operation: enOperation });
    await initI18n();
    expect(i18n.t('operation.lookup')).toBe('Look up');
    expect(i18n.t('operation.title')).toBe('Points');
  });
});
