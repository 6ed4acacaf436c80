import type { ReactNode } from 'react';
import styled from 'styled-components';

/** An entry's facts as label–value rows: two columns where there is room, one on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    min-inline-size: 0;
  }
  /* A whole address, a hash or a sentence takes a row of its own. */
  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

export function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Hashes, signatures and codes: monospace, left to right; `$breakAll` lets a long one wrap anywhere. */
export const Mono = styled.bdi<{ $breakAll?: boolean }>`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* A long one is a block of its own, broken anywhere, each line starting at its left. */
  ${({ $breakAll }) => ($breakAll ? 'display: block; word-break: break-all; text-align: start;' : '')}
`;
