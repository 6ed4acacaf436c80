import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

export type IconButtonSize = 'xs' | 'sm' | 'md';

const box = { xs: '1.5rem', sm: '2rem', md: '2.5rem' } as const;
const glyph = { xs: 'xs', sm: 'md', md: 'lg' } as const;

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label' | 'title'> & {
  /** Accessible name, also shown as the native tooltip. */
  label: string;
  /** Decorative glyph or svg; hidden from assistive technology. */
  icon: ReactNode;
  /** `xs` sits inside a chip or a line of text. */
  size?: IconButtonSize;
  tone?: 'default' | 'danger';
};

const Root = styled.button<{ $size: IconButtonSize; $tone: 'default' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: ${({ $size }) => box[$size]};
  block-size: ${({ $size }) => box[$size]};
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.fg.muted)};
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.font.size[glyph[$size]]};
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.fg.default)};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
  & svg,
  & img {
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;

/** A square button showing only an icon; `label` names it and shows as its tooltip. */
export function IconButton({
  label,
  icon,
  size = 'md',
  tone = 'default',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root type={type} aria-label={label} title={label} $size={size} $tone={tone} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </Root>
  );
}
