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

// Arabic-Indic and Persian digits and the Arabic decimal separator, as typed on those keyboards.
function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

/**
 * Reads a typed decimal: trims, accepts Arabic-Indic digits, writes `.5` as `0.5` and `5.` as `5`,
 * and names the first rule it breaks. An empty value has no problem; `required` is the caller's.
 */
export function checkDecimalInput(raw: string, rules: DecimalRules = {}): DecimalCheck {
  const trimmed = toAsciiDigits(raw.trim());
  if (trimmed === '') return { value: '', problem: null };
  if (!decimalPattern.test(trimmed)) return { value: trimmed, problem: 'invalid' };
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
