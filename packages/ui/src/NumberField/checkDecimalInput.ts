import BigNumber from 'bignumber.js';

export type DecimalRules = {
  /** Inclusive bounds as decimal strings (money never goes through floats). */
  min?: string;
  max?: string;
  /** Most digits allowed after the decimal point; 0 means whole numbers. */
  decimals?: number;
};

export type DecimalProblem = 'invalid' | 'min' | 'max' | 'decimals';

export type DecimalCheck = { value: string; problem: DecimalProblem | null };

const decimalPattern = /^-?(\d+\.?\d*|\.\d+)$/;

// Arabic-Indic and Persian digits, as typed on those keyboards.
function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';
/** Spaces some locales group with (French, Swiss, SI): plain, no-break and narrow no-break. */
const SPACES = [' ', '\u00a0', '\u202f'];

/** The locale's decimal and grouping marks, as `Intl` writes them; English's for an unknown locale. */
function marksOf(locale: string): { decimal: string; group: string } {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  } catch {
    parts = [];
  }
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * The number with its locale's marks taken out: the decimal mark as `.`, grouping marks removed
 * where they group the whole part in threes (`1,500`, `1 500`, `١٬٥٠٠`). Null where a mark is
 * out of place, so `1,5` in English is not read as fifteen.
 */
function withoutLocaleMarks(text: string, locale: string): string | null {
  const { decimal, group } = marksOf(locale);
  // Where the comma is the decimal mark, the point groups (German `1.500,5`); elsewhere the reverse.
  const decimals = new Set([decimal, ARABIC_DECIMAL, decimal === ',' ? ',' : '.']);
  const groups = new Set([group, ARABIC_GROUP, ...SPACES, decimal === ',' ? '.' : ',']);
  for (const mark of decimals) groups.delete(mark);
  const sign = text.startsWith('-') ? '-' : '';
  const body = text.slice(sign.length);
  const marks = [...body].filter((char) => decimals.has(char));
  if (marks.length > 1) return null;
  const [whole = '', fraction] = marks.length === 1 ? body.split(marks[0] as string) : [body];
  const used = new Set([...whole].filter((char) => !/\d/.test(char)));
  if (used.size > 1 || [...(fraction ?? '')].some((char) => groups.has(char))) return null;
  const [mark] = used;
  if (mark !== undefined) {
    if (!groups.has(mark)) return null;
    const grouped = whole.split(mark);
    const [head = '', ...rest] = grouped;
    if (!/^\d{1,3}$/.test(head) || !rest.every((part) => /^\d{3}$/.test(part))) return null;
  }
  const digits = mark === undefined ? whole : whole.split(mark).join('');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Reads a typed decimal: trims, accepts Arabic-Indic and Persian digits and the locale's decimal
 * and grouping marks, writes `.5` as `0.5` and `5.` as `5`, and names the first rule it breaks.
 * An empty value has no problem; `required` is the caller's.
 */
export function checkDecimalInput(raw: string, rules: DecimalRules = {}, locale = 'en'): DecimalCheck {
  const typed = toAsciiDigits(raw.trim());
  if (typed === '') return { value: '', problem: null };
  const trimmed = withoutLocaleMarks(typed, locale);
  if (trimmed === null || !decimalPattern.test(trimmed)) return { value: typed, problem: 'invalid' };
  const negative = trimmed.startsWith('-');
  let digits = negative ? trimmed.slice(1) : trimmed;
  if (digits.startsWith('.')) digits = `0${digits}`;
  if (digits.endsWith('.')) digits = digits.slice(0, -1);
  const value = negative && !/^[0.]+$/.test(digits) ? `-${digits}` : digits;
  const number = new BigNumber(value);
  const fraction = value.split('.')[1] ?? '';
  if (rules.decimals !== undefined && fraction.length > rules.decimals) return { value, problem: 'decimals' };
  if (rules.min !== undefined && number.lt(rules.min)) return { value, problem: 'min' };
  if (rules.max !== undefined && number.gt(rules.max)) return { value, problem: 'max' };
  return { value, problem: null };
}
