import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  descriptionStyles,
  Footer,
  Header,
  overlayStyles,
  panelStyles,
  titleStyles,
} from './dialogStyles.ts';
import { useReturnFocus } from './returnFocus.ts';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, e.g. Cancel and Save buttons; laid out at the inline end. */
  footer?: ReactNode;
  labels: { close: string };
  size?: 'sm' | 'md' | 'lg';
  /** False while something runs: Escape, outside clicks and the close button do nothing. */
  dismissible?: boolean;
};

const Overlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(RadixDialog.Content)<{ $size: 'sm' | 'md' | 'lg' }>`
  ${panelStyles}
`;

const Title = styled(RadixDialog.Title)`
  ${titleStyles}
`;

const Description = styled(RadixDialog.Description)`
  ${descriptionStyles}
`;

const Body = styled.div`
  min-inline-size: 0;
`;

/** A modal dialog on Radix: focus trap, Escape to close, focus back to where it was. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  labels,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const focus = useReturnFocus(Boolean(trigger));
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <Header>
            <Title>{title}</Title>
            <RadixDialog.Close asChild>
              <IconButton label={labels.close} icon="×" size="sm" disabled={!dismissible} />
            </RadixDialog.Close>
          </Header>
          {description ? <Description>{description}</Description> : null}
          {children ? <Body>{children}</Body> : null}
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child is clicked (wrap a Cancel button). */
export const DialogClose = RadixDialog.Close;
