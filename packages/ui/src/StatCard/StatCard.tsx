import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export type StatCardProps = {
  label: ReactNode;
  value: ReactNode;
  /** A short line under the value, e.g. a comparison or the period. */
  hint?: ReactNode;
  /** Shows a placeholder for the value and hint. */
  loading?: boolean;
  /** Said to screen readers while loading, e.g. "Loading". */
  loadingLabel?: string;
  /**
   * Makes the card a toggle button, e.g. one that filters the list below to what it counts;
   * `pressed` says whether that filter is the one shown.
   */
  onClick?: () => void;
  pressed?: boolean;
  /** For placing the card in a layout (a grid span, say). */
  className?: string;
};

/** One figure with its label, for dashboards. */
export function StatCard({
  label,
  value,
  hint,
  loading = false,
  loadingLabel,
  onClick,
  pressed,
  className,
}: StatCardProps) {
  const labelId = useId();
  // A button is named by its text (label and figure); a group by its label.
  const role = onClick
    ? { as: 'button' as const, type: 'button' as const, onClick, 'aria-pressed': pressed ?? false }
    : { role: 'group', 'aria-labelledby': labelId };
  return (
    <Card {...role} className={className} aria-busy={loading || undefined} $interactive={Boolean(onClick)}>
      <Label id={labelId}>{label}</Label>
      {loading ? (
        <>
          <Value>
            <Skeleton inlineSize="7rem" blockSize="1.1em" />
            {loadingLabel ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}
          </Value>
          {hint ? <Skeleton inlineSize="10rem" blockSize="0.8em" /> : null}
        </>
      ) : (
        <>
          <Value>{value}</Value>
          {hint ? <Hint>{hint}</Hint> : null}
        </>
      )}
    </Card>
  );
}

// Spans, not divs: the card may be a button, which holds phrasing content only.
const Card = styled.div<{ $interactive: boolean }>`
  display: grid;
  font: inherit;
  text-align: start;
  inline-size: 100%;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  /* Compact on phones: the cards sit above the list they summarise. */
  @media (max-width: 47.99rem) {
    padding: ${({ theme }) => theme.space[3]};
  }
  ${({ $interactive, theme }) =>
    $interactive
      ? `
    cursor: pointer;
    &:hover { border-color: ${theme.color.accent}; }
    &[aria-pressed='true'] {
      border-color: ${theme.color.accent};
      background: ${theme.color.accentSoft};
    }`
      : ''}
`;

const Label = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
  overflow-wrap: anywhere;
  @media (max-width: 47.99rem) {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
