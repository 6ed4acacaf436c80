import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Shown before the text; decorative. */
  icon?: ReactNode;
  children: ReactNode;
};

const sizes = {
  sm: css`
    min-block-size: 2rem;
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    min-block-size: 2.5rem;
    padding-inline: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    min-block-size: 3rem;
    padding-inline: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.fg.onAccent};
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: ${({ theme }) => theme.color.accentHover};
      border-color: ${({ theme }) => theme.color.accentHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.fg.default};
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.fg.onDanger};
    &:hover:not(:disabled):not([aria-busy='true']) {
      filter: brightness(0.92);
    }
  `,
  quiet: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.accent};
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: ${({ theme }) => theme.color.accentSoft};
    }
  `,
};

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  & > img,
  & > svg {
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;

/** The one button of the console: primary, secondary, danger or quiet. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <Root
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      // A busy button keeps focus (unlike disabled) but ignores further clicks.
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </Root>
  );
}
