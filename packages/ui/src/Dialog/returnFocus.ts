import { useRef } from 'react';

/**
 * Radix returns focus to its Trigger on close; a dialog opened from state has none, so this
 * remembers what had focus when it opened and puts focus back there.
 */
export function useReturnFocus(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (hasTrigger || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
