import type { ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative picture above the title; a default one is drawn when omitted. */
  icon?: ReactNode;
  /** E.g. a button to clear filters or create the first item. */
  action?: ReactNode;
  /** Renders the title as a heading of this level; a paragraph by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** What a list or screen shows when there is nothing in it yet, and what to do next. */
export function EmptyState({ title, description, icon, action, headingLevel }: EmptyStateProps) {
  return (
    <Box>
      <Icon aria-hidden>{icon ?? <EmptyIcon />}</Icon>
      <Title as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Box>
  );
}

function EmptyIcon() {
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden focusable="false">
      <path d="M6 28l6-16h24l6 16v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
      <path d="M6 28h11l2 4h10l2-4h11" />
    </svg>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[7]};
  padding-inline: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.default};
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.color.borderStrong};
  svg {
    inline-size: 3rem;
    block-size: 3rem;
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space[2]};
`;
