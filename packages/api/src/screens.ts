import type { ConsoleRole } from './roles.ts';

/**
 * The console's screens, once: path, the roles that may open each (the role matrix of the
 * contract), and whether the menu lists it. The router, the guards, the menu, the document title
 * and `screensFor` all read this table; the console adds each screen's module, icon and title.
 */
export const screenTable = [
  { id: 'home', path: '/home', roles: ['super', 'admin', 'kol'], menu: true },
  { id: 'user', path: '/user/:address', roles: ['super', 'admin', 'kol'], menu: false },
  { id: 'order', path: '/order', roles: ['super', 'admin'], menu: true },
  { id: 'withdraw', path: '/withdraw', roles: ['super'], menu: true },
  { id: 'withdrawal', path: '/withdraw/:id', roles: ['super'], menu: false },
  { id: 'operation', path: '/operation', roles: ['super', 'admin', 'operator'], menu: true },
  { id: 'audit', path: '/audit', roles: ['super'], menu: true },
] as const satisfies readonly {
  id: string;
  path: `/${string}`;
  roles: readonly ConsoleRole[];
  menu: boolean;
}[];

export type Screen = (typeof screenTable)[number]['id'];
export type ScreenEntry = (typeof screenTable)[number];

/** `/user/:address` → a pattern for one path segment per param. */
export const pathPattern = (path: string): RegExp => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`);
const patterns = screenTable.map((s) => [s.id, pathPattern(s.path)] as const);

/** The screen a path belongs to; null for /login and for paths the 404 page answers. */
export function screenOfPath(pathname: string): Screen | null {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}
