import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';

export type TextProps = ComponentPropsWithRef<'span'> & {
  /** The element to render: `span` by default, `p` for a paragraph. */
  as?: ElementType;
  tone?: TextTone;
  /** Keeps a date, an amount or a short label on one line. */
  nowrap?: boolean;
  /** Monospace, for addresses, hashes and codes. */
  mono?: boolean;
  weight?: 'regular' | 'medium' | 'bold';
};

/** A run of text in the theme's colours: secondary notes, warnings, codes. */
export function Text({ as, tone = 'default', nowrap = false, mono = false, weight, ...rest }: TextProps) {
  return <Root as={as} $tone={tone} $nowrap={nowrap} $mono={mono} $weight={weight} {...rest} />;
}

const Root = styled.span<{
  $tone: TextTone;
  $nowrap: boolean;
  $mono: boolean;
  $weight?: TextProps['weight'];
}>`
  margin: 0;
  color: ${({ theme, $tone }) =>
    $tone === 'muted'
      ? theme.color.fg.muted
      : $tone === 'danger'
        ? theme.color.danger
        : $tone === 'success'
          ? theme.color.success
          : 'inherit'};
  ${({ $nowrap }) => ($nowrap ? 'white-space: nowrap;' : '')}
  ${({ $mono, theme }) => ($mono ? `font-family: ${theme.font.mono};` : '')}
  ${({ $weight, theme }) => ($weight ? `font-weight: ${theme.font.weight[$weight]};` : '')}
`;
