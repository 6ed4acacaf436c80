import {
  cloneElement,
  createContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { deferredPart, preloadWhenIdle } from '../Deferred/deferredPart.ts';

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

const panel = deferredPart(() => import('./DialogPanel.tsx').then((m) => m.DialogPanel));

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

const CloseContext = createContext<() => void>(() => undefined);

/**
 * A modal dialog: focus trap, Escape to close, focus back to where it was. Radix's dialog code
 * (focus scope, scroll lock) loads once the page is idle, or when the trigger is pointed at or
 * focused, or when the dialog opens: not with the screen that holds it.
 */
export function Dialog(props: DialogProps) {
  const { open: openProp, defaultOpen, onOpenChange, trigger } = props;
  const [inner, setInner] = useState(Boolean(defaultOpen));
  const open = openProp ?? inner;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setInner(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const [Panel, request] = panel.usePart();
  useEffect(() => {
    if (Panel) return;
    if (open) request();
    else return preloadWhenIdle(panel.preload);
  }, [open, Panel, request]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const opener = trigger
    ? cloneElement(
        trigger as ReactElement<TriggerProps>,
        {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onPointerEnter: () => void panel.preload().catch(() => undefined),
          onFocus: () => void panel.preload().catch(() => undefined),
          onClick: (event: MouseEvent) => {
            (trigger.props as TriggerProps).onClick?.(event);
            if (!event.defaultPrevented) setOpen(true);
          },
        } as TriggerProps,
      )
    : null;
  return (
    <>
      {opener}
      {Panel ? (
        <CloseContext.Provider value={close}>
          <Panel {...props} open={open} onOpenChange={setOpen} />
        </CloseContext.Provider>
      ) : null}
    </>
  );
}

/** Closes the surrounding Dialog when its child is clicked (wrap a Cancel button). */
export function DialogClose({ children }: { asChild?: true; children: ReactElement }) {
  const close = useContext(CloseContext);
  return cloneElement(children as ReactElement<TriggerProps>, {
    onClick: (event: MouseEvent) => {
      (children.props as TriggerProps).onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}
