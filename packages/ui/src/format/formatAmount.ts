import BigNumber from 'bignumber.js';

export type FormatAmountOptions = {
  /** Decimal places kept after rounding half up; trailing zeros are dropped. Default 4. */
  decimals?: number;
};

const decimalText = /^-?\d+(\.\d+)?$/;
const grouping = { decimalSeparator: '.', groupSeparator: ',', groupSize: 3 } as const;

/**
 * `1234.56789` → `1,234.5679`: rounded half up to `decimals`, trailing zeros dropped, thousands commas.
 * Amounts travel as decimal strings, so every digit of a large value is kept. Anything that is not a
 * plain decimal (empty, NaN, Infinity, `1e5`, text) shows as `0`.
 */
export function formatAmount(
  value: string | number | bigint | null | undefined,
  { decimals = 4 }: FormatAmountOptions = {},
): string {
  let amount: BigNumber;
  if (typeof value === 'bigint') amount = new BigNumber(value.toString());
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '0';
    amount = new BigNumber(value);
  } else {
    const text = (value ?? '').trim();
    if (!decimalText.test(text)) return '0';
    amount = new BigNumber(text);
  }
  const places = Number.isInteger(decimals) && decimals >= 0 ? decimals : 4;
  const rounded = amount.decimalPlaces(places, BigNumber.ROUND_HALF_UP);
  if (rounded.isZero()) return '0';
  return rounded.toFormat(grouping);
}
