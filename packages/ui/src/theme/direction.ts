export type Direction = 'ltr' | 'rtl';

// Scripts written right to left, for engines whose Intl.Locale lacks text info.
const rtlScripts = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/** Writing direction of a BCP 47 locale (`ar`, `he`, `fa`, `ckb` → rtl), `ltr` for anything unknown. */
export function directionOf(locale: string): Direction {
  let parsed: LocaleWithTextInfo;
  try {
    parsed = new Intl.Locale(locale) as LocaleWithTextInfo;
  } catch {
    return 'ltr';
  }
  const info = parsed.getTextInfo?.() ?? parsed.textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  const script = parsed.maximize().script;
  return script && rtlScripts.has(script) ? 'rtl' : 'ltr';
}
