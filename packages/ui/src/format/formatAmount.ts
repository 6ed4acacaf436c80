export type FormatAmountOptions = {
  /** Decimal places kept after rounding half up; trailing zeros are dropped. Default 4, at most 20. */
  decimals?: number;
};

const decimalText = /^-?\d+(\.\d+)?$/;

// Intl formats a decimal string exactly, digit for digit (ES2023), so no decimal library is needed
// to round money: half away from zero, like a cashier; `-0` shows as `0`. One formatter per precision.
const formatters = new Map<number, Intl.NumberFormat>();
function formatter(places: number): Intl.NumberFormat {
  let format = formatters.get(places);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: places,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    formatters.set(places, format);
  }
  return format;
}

/**
 * `1234.56789` → `1,234.5679`: rounded half up to `decimals`, trailing zeros dropped, thousands commas.
 * Amounts travel as decimal strings, so every digit of a large value is kept. Anything that is not a
 * plain decimal (empty, NaN, Infinity, `1e5`, text) shows as `0`.
 */
export function formatAmount(
  value: string | number | bigint | null | undefined,
  { decimals = 4 }: FormatAmountOptions = {},
): string {
  const places = Number.isInteger(decimals) && decimals >= 0 ? Math.min(decimals, 20) : 4;
  if (typeof value === 'bigint') return formatter(places).format(value);
  if (typeof value === 'number') return Number.isFinite(value) ? formatter(places).format(value) : '0';
  const text = (value ?? '').trim();
  if (!decimalText.test(text)) return '0';
  return formatter(places).format(text as Intl.StringNumericLiteral);
}
