import { useSyncExternalStore } from 'react';
import { isMobileAgent } from '../../../lib/userAgent.ts';

/** Narrower than this, the page is laid out for a phone whatever the agent says. */
const narrow = '(max-width: 40rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(narrow);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

// iPadOS Safari names itself a Mac; its touch screen tells it apart.
const touchMac = () => /\bMacintosh\b/.test(navigator.userAgent) && navigator.maxTouchPoints > 1;

const isPhone = () => window.matchMedia(narrow).matches || isMobileAgent(navigator.userAgent) || touchMac();

/** Whether this browser is a phone's (or tablet's): a narrow screen or a mobile agent. */
export const usePhone = (): boolean => useSyncExternalStore(subscribe, isPhone);
