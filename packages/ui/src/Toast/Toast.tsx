import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { useUi } from '../theme/UiProvider.tsx';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

export type ToastItem = {
  id: string | number;
  tone: ToastTone;
  title: ReactNode;
  body?: ReactNode;
  /** One follow-up, e.g. Undo or Retry; `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
  /** Milliseconds before it goes by itself; `Infinity` keeps it until dismissed. */
  duration?: number;
};

export type ToasterLabels = {
  close: string;
  /** Names the notifications region; `{hotkey}` becomes the key that jumps there (F8). */
  region: string;
};

export type ToasterProps = {
  toasts: ReadonlyArray<ToastItem>;
  /** Called when a toast times out, is closed, swiped away or its action is used. */
  onDismiss: (id: ToastItem['id']) => void;
  labels: ToasterLabels;
  /** Default for toasts without their own duration. */
  duration?: number;
};

// Errors and warnings interrupt; confirmations wait their turn.
const urgent: Record<ToastTone, boolean> = { error: true, warning: true, success: false, info: false };

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.layer.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: min(24rem, 100vw);
  max-block-size: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
`;

const toneColor = (tone: ToastTone) => css`
  border-inline-start-color: ${({ theme }) => theme.color[tone === 'error' ? 'danger' : tone]};
`;

const Root = styled(RadixToast.Root)<{ $tone: ToastTone }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.18);
  ${({ $tone }) => toneColor($tone)}
  ${focusRing}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Mark = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.1rem;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ theme, $tone }) => theme.color[`${$tone === 'error' ? 'danger' : $tone}Soft`]};
  color: ${({ theme, $tone }) => theme.color[$tone === 'error' ? 'danger' : $tone]};
`;

const marks: Record<ToastTone, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Body = styled(RadixToast.Description)`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  grid-column: 2 / 4;
  display: flex;
  justify-content: flex-start;
`;

/** Renders the toasts it is given on Radix Toast; the caller owns the list and removes dismissed ones. */
export function Toaster({ toasts, onDismiss, labels, duration = 6000 }: ToasterProps) {
  const { dir } = useUi();
  return (
    <RadixToast.Provider
      label={labels.region.replace(/\s*\(?\{hotkey\}\)?/, '')}
      duration={duration}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
    >
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          $tone={toast.tone}
          type={urgent[toast.tone] ? 'foreground' : 'background'}
          duration={toast.duration}
          data-tone={toast.tone}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <Mark $tone={toast.tone} aria-hidden="true">
            {marks[toast.tone]}
          </Mark>
          <Text>
            <Title>{toast.title}</Title>
            {toast.body ? <Body>{toast.body}</Body> : null}
          </Text>
          <RadixToast.Close asChild>
            <IconButton label={labels.close} icon="×" size="sm" />
          </RadixToast.Close>
          {toast.action ? (
            <Actions>
              <RadixToast.Action altText={toast.action.altText} asChild>
                <Button variant="secondary" size="sm" onClick={toast.action.onClick}>
                  {toast.action.label}
                </Button>
              </RadixToast.Action>
            </Actions>
          ) : null}
        </Root>
      ))}
      <Viewport label={labels.region} />
    </RadixToast.Provider>
  );
}
