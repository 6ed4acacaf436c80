import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

export type ErrorStateProps = {
  title: ReactNode;
  /** What went wrong, in the reader's words (the server message or a translated one). */
  message?: ReactNode;
  /** Text of the retry button; the button shows when `onRetry` is given. */
  retryLabel?: string;
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  /** Renders the title as a heading of this level; a paragraph by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** A failed load, announced to screen readers, with an optional retry. */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  headingLevel,
}: ErrorStateProps) {
  return (
    <Box role="alert">
      <Icon aria-hidden viewBox="0 0 24 24" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.25" fill="currentColor" />
      </Icon>
      <Title as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {onRetry && retryLabel ? (
        <Retry>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </Retry>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: center;
`;

const Icon = styled.svg`
  inline-size: 2rem;
  block-size: 2rem;
  color: ${({ theme }) => theme.color.danger};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Message = styled.p`
  margin: 0;
  max-inline-size: 60ch;
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;
`;

const Retry = styled.div`
  margin-block-start: ${({ theme }) => theme.space[2]};
`;
