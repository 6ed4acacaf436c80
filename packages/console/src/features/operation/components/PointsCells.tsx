import { formatAmount } from '@nsa/ui';
import styled from 'styled-components';

/** `+1,500` or `−20` (a true minus sign): a change of points always says which way it goes. */
export const formatDelta = (value: number): string =>
  `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${formatAmount(Math.abs(value))}`;

/** A change of points, green when it adds and red when it takes away. */
export function DeltaAmount({ value }: { value: number }) {
  return (
    <Delta dir="ltr" $tone={value > 0 ? 'up' : value < 0 ? 'down' : 'none'}>
      {formatDelta(value)}
    </Delta>
  );
}

/** `4,200 → 4,300`: one left-to-right run in any language, as numbers are. */
export function BalanceChange({ before, after }: { before: number; after: number }) {
  return (
    <Change dir="ltr">
      {formatAmount(before)} → <strong>{formatAmount(after)}</strong>
    </Change>
  );
}

const Delta = styled.bdi<{ $tone: 'up' | 'down' | 'none' }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  color: ${({ $tone, theme }) =>
    $tone === 'up' ? theme.color.success : $tone === 'down' ? theme.color.danger : 'inherit'};
`;

const Change = styled.bdi`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  & > strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
