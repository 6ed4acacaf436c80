import { type ConsoleRole, homePathFor, screenOfPath, screensFor } from '@nsa/api';

export const REDIRECT_PARAM = 'redirect';

/** Where a navigation must go instead, or null to let it through. */
export function guardRedirect(pathname: string, search: string, role: ConsoleRole | null): string | null {
  if (pathname === '/login') return role ? homePathFor(role) : null;
  const screen = screenOfPath(pathname);
  if (!role) {
    if (!screen) return null;
    const wanted = pathname + search;
    return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
  }
  if (screen && !screensFor(role).includes(screen)) return homePathFor(role);
  return null;
}

/** A signed-in role sent away from a screen it may not open (not a sign-in redirect). */
export function isTurnedAway(pathname: string, role: ConsoleRole | null): boolean {
  const screen = screenOfPath(pathname);
  return role !== null && screen !== null && !screensFor(role).includes(screen);
}

/** The remembered deep link if it is a same-origin path the role may open, else the role's home. */
export function pathAfterSignIn(redirect: string | null, role: ConsoleRole): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return homePathFor(role);
  const url = new URL(redirect, 'http://console.invalid');
  const screen = screenOfPath(url.pathname);
  if (!screen || !screensFor(role).includes(screen)) return homePathFor(role);
  return url.pathname + url.search;
}
