import type { ConsoleRole } from '@nsa/api';
import { expect, waitFor } from 'storybook/test';
import { patient } from './screenQueries.ts';

/** Sizes named in `scripts/storyViewport.ts` (the Storybook toolbar's viewports). */
type ScreenSize = 'phone' | 'laptop' | 'desktop';

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
 * One screen on the phone, the 1366-px laptop and the full-HD desktop, left to right and in Arabic
 * right to left; the story test setup fails any of them whose page scrolls sideways or whose
 * header is drawn over itself. `role` signs in someone other than the screen's default.
 */
export function viewportMatrix(play: Play = screenReady, role?: ConsoleRole) {
  return {
    Phone: sized('phone', 'en', play, role),
    PhoneRtl: sized('phone', 'ar', play, role),
    Laptop: sized('laptop', 'en', play, role),
    LaptopRtl: sized('laptop', 'ar', play, role),
    Desktop: sized('desktop', 'en', play, role),
  };
}
