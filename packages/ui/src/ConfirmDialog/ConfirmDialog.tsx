import { type ReactNode, useEffect } from 'react';
import { deferredPart, preloadWhenIdle } from '../Deferred/deferredPart.ts';

export type ConfirmDetail = { label: ReactNode; value: ReactNode };

export type ConfirmReason = {
  label: ReactNode;
  description?: ReactNode;
  maxLength?: number;
} & (
  | {
      /** Shown when confirming with an empty (or blank) reason. */
      requiredMessage: ReactNode;
      optional?: false;
    }
  | {
      /** A note the user may leave empty (e.g. one for the next approver). */
      optional: true;
      requiredMessage?: undefined;
    }
);

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  body?: ReactNode;
  /** Facts to check before confirming, e.g. amount, address and chain of a withdrawal. */
  details?: ReadonlyArray<ConfirmDetail>;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'default' | 'danger';
  /** While the action runs: confirm shows a spinner, cancel and Escape do nothing. */
  busy?: boolean;
  /** Asks for a reason (or an optional note); `onConfirm` receives it trimmed. */
  reason?: ConfirmReason;
  /** Why the last attempt failed (announced). */
  error?: ReactNode;
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
};

const panel = deferredPart(() => import('./ConfirmDialogPanel.tsx').then((m) => m.ConfirmDialogPanel));

/**
 * Asks before an action that matters (money, roles); the caller closes it. Radix AlertDialog's
 * code loads while the page is idle or when it first opens, not with the screen that holds it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [Panel, request] = panel.usePart();
  useEffect(() => {
    if (Panel) return;
    if (props.open) request();
    else return preloadWhenIdle(panel.preload);
  }, [props.open, Panel, request]);
  return Panel ? <Panel {...props} /> : null;
}
