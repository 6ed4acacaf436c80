import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../../lib/locales/ar.ts';
import { ckb } from '../../../lib/locales/ckb.ts';
import { en } from '../../../lib/locales/en.ts';
import { fa } from '../../../lib/locales/fa.ts';
import { he } from '../../../lib/locales/he.ts';
import { formatWaiting, hasUnitNames, minutesWaited } from './waiting.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
let i18n: I18n;
/** The console's catalogues in an instance of their own, switched to `language`. */
const inLanguage = (language: string) => i18n.cloneInstance({ lng: language });

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    resources: Object.fromEntries(
      Object.entries({ en, he, ar, fa, ckb }).map(([l, translation]) => [l, { translation }]),
    ),
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('formatWaiting', () => {
  it('counts minutes under an hour, hours under two days, days after', () => {
    const english = inLanguage('en');
    expect(formatWaiting('2026-11-24T11:15:00Z', now, english)).toBe('45 min');
    expect(formatWaiting('2026-11-24T07:00:00Z', now, english)).toBe('5 hr');
    expect(formatWaiting('2026-11-23T00:00:00Z', now, english)).toBe('36 hr');
    expect(formatWaiting('2026-11-12T12:00:00Z', now, english)).toBe('12 days');
    expect(formatWaiting('2026-11-23T12:00:00Z', now, english)).toBe('24 hr');
  });
  it('names units through Intl in Hebrew, Arabic and Persian, with their plural forms', () => {
    expect(formatWaiting('2026-11-24T10:00:00Z', now, inLanguage('he'))).toBe('שעתיים');
    expect(formatWaiting('2026-11-24T10:00:00Z', now, inLanguage('ar'))).toBe('2 س');
    expect(formatWaiting('2026-11-12T12:00:00Z', now, inLanguage('ar'))).toBe('12 يومًا');
    expect(formatWaiting('2026-11-24T10:00:00Z', now, inLanguage('fa'))).toBe('۲ ساعت');
  });
  it("names Sorani units from the catalogue, since Intl has none (it would say 'h')", () => {
    expect(hasUnitNames('ckb')).toBe(false);
    expect(['en', 'he', 'ar', 'fa'].map(hasUnitNames)).toEqual([true, true, true, true]);
    expect(formatWaiting('2026-11-24T10:00:00Z', now, inLanguage('ckb'))).toBe('٢ کاتژمێر');
    expect(formatWaiting('2026-11-24T11:15:00Z', now, inLanguage('ckb'))).toBe('٤٥ خولەک');
    expect(formatWaiting('2026-11-12T12:00:00Z', now, inLanguage('ckb'))).toBe('١٢ ڕۆژ');
  });
  it('never counts back from a clock that is behind', () => {
    expect(formatWaiting('2026-11-24T12:05:00Z', now, inLanguage('en'))).toBe('0 min');
    expect(minutesWaited('2026-11-24T12:05:00Z', now)).toBe(0);
    expect(minutesWaited('2026-11-24T10:00:00Z', now)).toBe(120);
  });
});

describe('the catalogue fallback', () => {
  it('has each language say the unit as Intl would where Intl knows it', () => {
    for (const language of ['en', 'he', 'ar', 'fa']) {
      const t = inLanguage(language).t;
      for (const [unit, counts] of [
        ['minute', [1, 45]],
        ['hour', [1, 2, 5]],
        ['day', [1, 2, 3, 11, 100]],
      ] as const) {
        const intl = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' });
        for (const count of counts) {
          expect([language, unit, t(`duration.${unit}`, { count })]).toEqual([
            language,
            unit,
            intl.format(count),
          ]);
        }
      }
    }
  });
});
