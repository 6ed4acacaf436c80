export const languages = ['en', 'he', 'ar', 'fa', 'ckb'] as const;
export type Language = (typeof languages)[number];
export const rtlLanguages: readonly Language[] = ['he', 'ar', 'fa', 'ckb'];
/** Names each language shows for itself in the switcher. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  he: 'עברית',
  ar: 'العربية',
  fa: 'فارسی',
  ckb: 'کوردی',
};
export const LANGUAGE_STORAGE_KEY = 'nsa:lang';

export function isLanguage(value: string | null | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return rtlLanguages.includes(language) ? 'rtl' : 'ltr';
}

/** `?lang=` wins and is remembered; then the remembered choice; then English. */
export function pickLanguage(search: string, remembered: string | null): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  if (isLanguage(remembered)) return remembered;
  return 'en';
}
