import styled from 'styled-components';
import { formatAmount } from '../format/formatAmount.ts';

export type AmountTone = 'default' | 'muted' | 'positive' | 'negative';

export type AmountProps = {
  /** A decimal string as the API sends it (numbers and bigints are read too). */
  value: string | number | bigint | null | undefined;
  /** Decimal places shown after rounding; trailing zeros are dropped. Default 4. */
  decimals?: number;
  /** Token or unit after the number, e.g. `USDT`. */
  symbol?: string;
  tone?: AmountTone;
};

/** `1,234.5679 USDT`: rounded, grouped, always left to right with Latin digits; the exact value is in the tooltip. */
export function Amount({ value, decimals = 4, symbol, tone = 'default' }: AmountProps) {
  const shown = formatAmount(value, { decimals });
  const exact = formatAmount(value, { decimals: 100 });
  const rounded = exact !== shown;
  return (
    <AmountText dir="ltr" $tone={tone} title={rounded ? `${exact}${symbol ? ` ${symbol}` : ''}` : undefined}>
      {shown}
      {symbol ? <Unit> {symbol}</Unit> : null}
    </AmountText>
  );
}

const AmountText = styled.span<{ $tone: AmountTone }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $tone, theme }) =>
    ({
      default: 'inherit',
      muted: theme.color.fg.muted,
      positive: theme.color.success,
      negative: theme.color.danger,
    })[$tone]};
`;

const Unit = styled.span`
  font-size: 0.875em;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
