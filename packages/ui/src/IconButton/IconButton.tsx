import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../Button/focusRing.ts';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label' | 'title'> & {
  /** Accessible name, also shown as the native tooltip. */
  label: string;
  /** Decorative glyph or svg; hidden from assistive technology. */
  icon: ReactNode;
  size?: 'sm' | 'md';
  tone?: 'default' | 'danger';
};

const Root = styled.button<{ $size: 'sm' | 'md'; $tone: 'default' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  block-size: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.fg.muted)};
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.md : theme.font.size.lg)};
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
  & > svg,
  & > img {
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
