import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export type SkeletonProps = {
  /** CSS length; default fills the line. */
  inlineSize?: string;
  /** CSS length; default one line of text. */
  blockSize?: string;
  /** Number of stacked lines; the last one is shorter. */
  lines?: number;
  round?: boolean;
};

/** A placeholder shape while content loads. Decorative: say "loading" with `aria-busy` or text nearby. */
export function Skeleton({
  inlineSize = '100%',
  blockSize = '1em',
  lines = 1,
  round = false,
}: SkeletonProps) {
  if (lines <= 1) return <Shape aria-hidden $inline={inlineSize} $block={blockSize} $round={round} />;
  return (
    <Stack aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <Shape
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          key={i}
          $inline={i === lines - 1 ? '60%' : inlineSize}
          $block={blockSize}
          $round={round}
        />
      ))}
    </Stack>
  );
}

/**
 * A placeholder the shape of the text it stands for: that text, hidden, on the placeholder's colour.
 * It wraps where the loaded text will, in any language and at any width, so nothing moves when
 * the text arrives. Decorative, like `Skeleton`.
 */
export function SkeletonText({ children }: { children: ReactNode }) {
  return <Ghost aria-hidden>{children}</Ghost>;
}

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Shape = styled.span<{ $inline: string; $block: string; $round: boolean }>`
  display: block;
  inline-size: ${({ $inline }) => $inline};
  block-size: ${({ $block }) => $block};
  border-radius: ${({ $round, theme }) => ($round ? theme.radius.pill : theme.radius.sm)};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Stack = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Ghost = styled.span`
  color: transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  /* Each line of a wrapped text its own rounded bar. */
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
  user-select: none;
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
