import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { DialogProps } from './Dialog.tsx';
import {
  descriptionStyles,
  Footer,
  Header,
  overlayStyles,
  panelStyles,
  titleStyles,
} from './dialogStyles.ts';
import { useReturnFocus } from './returnFocus.ts';

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

/** The open dialog on Radix (see Dialog, which loads it): focus trap, Escape to close, focus back. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  labels,
  size = 'md',
  dismissible = true,
}: Omit<DialogProps, 'trigger' | 'defaultOpen'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The trigger is outside Radix (it stays plain while this loads): focus goes back to the opener.
  const focus = useReturnFocus(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          // Names the centred panel for the story screenshots' frozen style (.storybook/vitest.setup.ts).
          data-panel="centred"
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
