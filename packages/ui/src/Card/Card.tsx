import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';

export type CardProps = ComponentPropsWithRef<'section'> & {
  /** `section` by default; a card without a heading can be a `div`. */
  as?: ElementType;
};

/** A bordered surface that groups one subject: a profile, a form, a summary. */
export function Card({ as = 'section', ...rest }: CardProps) {
  return <Root as={as} {...rest} />;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  & > h2,
  & > h3 {
    margin: 0;
  }
`;
