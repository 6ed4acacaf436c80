import type { ConsoleRole } from '@nsa/api';
import { expect, waitFor } from 'storybook/test';
import { patient } from './screenQueries.ts';

/** Sizes named in `scripts/storyViewport.ts` (the Storybook toolbar's viewports). */
type ScreenSize = 'phone' | 'laptop' | 'desktop';

/**
 * The widths each screen's width-sweep stories are checked at, from the smallest phone to a 1440p
 * monitor: the phone, laptop and desktop sizes, the tablet and small-laptop widths between them,
 * and 767 px, the last width before the side menu folds into the drawer (48rem).
 */
export const sweepWidths = [320, 390, 767, 768, 800, 1024, 1280, 1366, 1920, 2560] as const;

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The screen's first paint is over: a page heading, and no list, card or button still loading. */
export const screenReady: Play = async ({ canvasElement }) => {
  await waitFor(() => {
    expect(canvasElement.querySelector('h1')).not.toBeNull();
    expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    expect(canvasElement.querySelectorAll('[role="progressbar"]')).toHaveLength(0);
  }, patient);
};

function sized(size: ScreenSize, locale: 'en' | 'ar', play: Play, role?: ConsoleRole) {
  return {
    globals: { viewport: { value: size, isRotated: false }, locale },
    parameters: { screenshot: { screens: 2 }, ...(role ? { console: { role } } : {}) },
    play,
  };
}

/**
 * One render of the screen, checked by the story test setup at every width in `sweepWidths` in
 * turn (no sideways scroll, no control past the window's edge, no header item cut or overlapped).
 * No picture: the phone, laptop and desktop stories picture the sizes that matter.
 */
function swept(locale: 'en' | 'ar', play: Play, role?: ConsoleRole) {
  return {
    globals: { locale },
    parameters: {
      screenshot: false,
      layoutCheck: { widths: sweepWidths },
      ...(role ? { console: { role } } : {}),
    },
    play,
  };
}

/**
 * One screen on the phone, the 1366-px laptop and the full-HD desktop, left to right and in Arabic
 * right to left, and swept through every width from 320 to 2560 px in both; the story test setup
 * fails any of them whose page scrolls sideways, whose controls lie past the window's edge or whose
 * header is drawn over itself. `role` signs in someone other than the screen's default.
 */
export function viewportMatrix(play: Play = screenReady, role?: ConsoleRole) {
  return {
    Phone: sized('phone', 'en', play, role),
    PhoneRtl: sized('phone', 'ar', play, role),
    Laptop: sized('laptop', 'en', play, role),
    LaptopRtl: sized('laptop', 'ar', play, role),
    Desktop: sized('desktop', 'en', play, role),
    Widths: swept('en', play, role),
    WidthsRtl: swept('ar', play, role),
  };
}
