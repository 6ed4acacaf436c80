import { type ComponentType, type KeyboardEvent, type PointerEvent, useCallback, useState } from 'react';

/**
 * A part whose code (a Radix menu or dialog, with its positioning and focus handling) loads when
 * it is first wanted instead of with every page: its trigger is plain until then. Hovering or
 * focusing the trigger starts the download, so a click seldom waits for it.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (part) => {
        ready = part;
        return part;
      },
      (error: unknown) => {
        // The next attempt downloads it again (a deploy replaced the chunk, the network blinked).
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  /** The part once loaded (null before), and the way to ask for it. */
  function usePart(): [ComponentType<P> | null, () => void] {
    const [part, setPart] = useState<ComponentType<P> | null>(() => ready);
    const request = useCallback(() => {
      preload().then(
        (loaded) => setPart(() => loaded),
        () => undefined,
      );
    }, []);
    return [part, request];
  }

  return { preload, usePart };
}

/**
 * A plain menu trigger's handlers, acting as Radix's will once loaded: the primary button's press,
 * Enter, Space and ArrowDown open it; `open` is called with nothing else to do.
 */
export function menuTriggerHandlers(preload: () => unknown, open: () => void) {
  return {
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      open();
    },
  };
}

/**
 * Starts a part's download once the page is idle (a screen's dialogs: the first one opened seldom
 * waits, and the screen's own load does not carry them). Returns the cancel for an effect.
 */
export function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  const start = () => void preload().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 2000);
  return () => clearTimeout(id);
}
