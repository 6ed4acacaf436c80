import type { i18n as I18n } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day';

/**
 * How long since `iso`, in the largest unit that reads well: `45 min`, `5 hr`, `12 days`, in the
 * console's language. Intl names the unit where the browser has the language's unit names; where it
 * has not, the catalogue's plural forms (`duration.hour_one` …) name it, with Intl's digits.
 * `Intl.NumberFormat`'s unit style, not `Intl.DurationFormat`: one unit is all this shows, and
 * DurationFormat is in Chromium but not in Node 20 (where the unit tests run), with no Sorani names either.
 */
export function formatWaiting(iso: string, now: number, i18n: Pick<I18n, 'language' | 't'>): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const [value, unit]: [number, Unit] =
    elapsed < HOUR
      ? [Math.floor(elapsed / MINUTE), 'minute']
      : elapsed < 2 * DAY
        ? [Math.floor(elapsed / HOUR), 'hour']
        : [Math.floor(elapsed / DAY), 'day'];
  const language = i18n.language;
  return hasUnitNames(language)
    ? unitFormat(language, unit).format(value)
    : i18n.t(`duration.${unit}`, { count: value });
}

/** One formatter per language and unit: making one per cell cost more than the rest of the row. */
const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(language: string, unit: Unit): Intl.NumberFormat {
  const key = `${language} ${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' });
    formats.set(key, format);
  }
  return format;
}

const unitNamesKnown = new Map<string, boolean>();
/**
 * Whether this browser's Intl has the language's own unit names. Without them ICU falls back to
 * Latin abbreviations in the language's digits: Sorani (ckb) in Node 20 and Chromium gives `٢ h`,
 * which right-to-left text then shows as "h ٢". A language written in another script whose unit
 * comes back in Latin letters has no names here; asked once per language.
 */
export function hasUnitNames(language: string): boolean {
  let known = unitNamesKnown.get(language);
  if (known === undefined) {
    const script = new Intl.Locale(language).maximize().script;
    const unitText = unitFormat(language, 'hour')
      .formatToParts(2)
      .filter((part) => part.type === 'unit')
      .map((part) => part.value)
      .join('');
    known = script === 'Latn' || !/[A-Za-z]/.test(unitText);
    unitNamesKnown.set(language, known);
  }
  return known;
}

/** Minutes waited, for the CSV export: a number a spreadsheet can sort. */
export function minutesWaited(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE));
}
