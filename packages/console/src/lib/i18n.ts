import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, LANGUAGE_STORAGE_KEY, type Language, pickLanguage } from './languages.ts';
import type { Catalogue } from './locales/en.ts';
import { enEntry } from './locales/enEntry.ts';

/**
 * English ships in the entry chunk (but for the audit log's and the points screen's own strings, which
 * come with their chunks: `addEnglish`); the others load whole, when chosen.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  he: () => import('./locales/he.ts').then((m) => m.he),
  ar: () => import('./locales/ar.ts').then((m) => m.ar),
  fa: () => import('./locales/fa.ts').then((m) => m.fa),
  ckb: () => import('./locales/ckb.ts').then((m) => m.ckb),
};

export const i18n: I18n = i18next.createInstance();

/** Sections of the English catalogue, or parts of them (a screen's own strings). */
type EnglishPart = { [Section in keyof Catalogue]?: Partial<Catalogue[Section]> };
/** Parts added before the catalogue existed: a screen's chunk may load before the language does. */
const earlyEnglish: EnglishPart[] = [];

/**
 * Adds a screen's own English strings as its chunk loads (called at the top of its route module),
 * so the entry does not carry the strings of screens a page does not show.
 */
export function addEnglish(part: EnglishPart): void {
  if (i18n.isInitialized) i18n.addResourceBundle('en', 'translation', part, true, false);
  else earlyEnglish.push(part);
}

let settleFirstLanguage = (): void => undefined;
/**
 * Settles once the page's language has loaded (or failed to): text made before then is English,
 * which a warning told at the page's start (a chunk that failed) would otherwise keep.
 */
export const firstLanguage = new Promise<void>((resolve) => {
  settleFirstLanguage = resolve;
});

export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
}

export async function initI18n(language?: Language): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: enEntry } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    for (const part of earlyEnglish.splice(0)) addEnglish(part);
  }
  const remembered = (() => {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return null;
    }
  })();
  try {
    await setLanguage(language ?? pickLanguage(location.search, remembered));
  } finally {
    settleFirstLanguage();
  }
  return i18n;
}
