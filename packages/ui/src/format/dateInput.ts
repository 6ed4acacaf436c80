import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as the ASCII digits they stand for. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * A day typed as the tables show it, `YYYY-MM-DD`, in the reader's digits (`٢٠٢٦-١١-٢٤`,
 * `۲۰۲۶/۱۱/۲۴`), with `-`, `/`, `.` or the Arabic date separator between year, month and day and
 * leading zeros optional. Returns `YYYY-MM-DD` in ASCII digits, `''` for empty input, and `null`
 * for anything that is not a real day (`2026-02-30`, `24/11/2026`, text).
 */
export function parseDateInput(text: string): string | null {
  const trimmed = asciiDigits(text).trim();
  if (trimmed === '') return '';
  const parts = /^(\d{4})\s*[-/.\u060d\u066b]\s*(\d{1,2})\s*[-/.\u060d\u066b]\s*(\d{1,2})$/.exec(trimmed);
  if (!parts) return null;
  const [, year, month, day] = parts as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // Strict: dayjs would otherwise roll 2026-02-30 over into March.
  return dayjs(iso, 'YYYY-MM-DD', true).isValid() ? iso : null;
}

/**
 * A filter day as the instants it spans where the reader is, in the zone the tables show times in
 * (`DateTime` formats local time): `2026-11-24` in Berlin starts at `2026-11-24T00:00:00.000+01:00`.
 */
export function localDayBounds(day: string): { start: string; end: string } {
  const date = dayjs(day, 'YYYY-MM-DD', true);
  const iso = 'YYYY-MM-DDTHH:mm:ss.SSSZ';
  return { start: date.startOf('day').format(iso), end: date.endOf('day').format(iso) };
}
