const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long since `iso`, in the largest unit that reads well: `45 min`, `5 hr`, `12 days`, localised. */
export function formatWaiting(iso: string, now: number, language: string): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const [value, unit] =
    elapsed < HOUR
      ? [Math.floor(elapsed / MINUTE), 'minute']
      : elapsed < 2 * DAY
        ? [Math.floor(elapsed / HOUR), 'hour']
        : [Math.floor(elapsed / DAY), 'day'];
  return unitFormat(language, unit).format(value);
}

/** One formatter per language and unit: making one per cell cost more than the rest of the row. */
const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(language: string, unit: string): Intl.NumberFormat {
  const key = `${language} ${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' });
    formats.set(key, format);
  }
  return format;
}

/** Minutes waited, for the CSV export: a number a spreadsheet can sort. */
export function minutesWaited(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE));
}
