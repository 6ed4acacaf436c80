import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
/** An index into the theme's spacing scale (`theme.space`: 0, 0.25rem, 0.5rem … 4rem). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifications = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' };

export type StackProps = ComponentPropsWithRef<'div'> & {
  /** `div` by default; a `ul` or `ol` loses its bullets and indent. */
  as?: ElementType;
  /** `column` (default) stacks its children; `row` lines them up. */
  direction?: 'column' | 'row';
  /** Lets a row break onto more lines when it runs out of room. */
  wrap?: boolean;
  gap?: SpaceStep;
  align?: keyof typeof alignments;
  justify?: keyof typeof justifications;
};

/** Children laid out one after another with the theme's spacing between them. */
export function Stack({
  as,
  direction = 'column',
  wrap = false,
  gap = 3,
  align,
  justify,
  ...rest
}: StackProps) {
  return (
    <Root
      as={as}
      $direction={direction}
      $wrap={wrap}
      $gap={gap}
      $align={align}
      $justify={justify}
      {...rest}
    />
  );
}

const Root = styled.div<{
  $direction: 'column' | 'row';
  $wrap: boolean;
  $gap: SpaceStep;
  $align?: keyof typeof alignments;
  $justify?: keyof typeof justifications;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  ${({ $align }) => ($align ? `align-items: ${alignments[$align]};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${justifications[$justify]};` : '')}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;
