/**
 * Role constants and the role rules that need no schema: kept free of zod so a client's
 * first paint (guards, menu) can use them without loading the contract's schemas.
 */
import { type Screen, screenTable } from './screens.ts';

export type { Screen } from './screens.ts';

export const roles = ['super', 'admin', 'kol', 'operator', 'user'] as const;
export const consoleRoles = ['super', 'admin', 'kol', 'operator'] as const;
export type Role = (typeof roles)[number];
export type ConsoleRole = (typeof consoleRoles)[number];

export function isConsoleRole(role: string): role is ConsoleRole {
  return (consoleRoles as readonly string[]).includes(role);
}

/** Roles each role may grant through POST /api/manage/user. */
const grantable: Partial<Record<Role, readonly Role[]>> = { admin: ['kol', 'operator', 'user'] };

export function canGrantRole(actor: Role, role: Role): boolean {
  return grantable[actor]?.includes(role) ?? false;
}

/** Screens each role may open, in the table's order; the console's menu and guards use it. */
export function screensFor(role: ConsoleRole): readonly Screen[] {
  return screenTable.filter((s) => (s.roles as readonly ConsoleRole[]).includes(role)).map((s) => s.id);
}

/** Paths of the screens that need no parameter: where a role can be sent. */
type ScreenPath = Exclude<(typeof screenTable)[number]['path'], `${string}:${string}`>;

/**
 * A role's home, where sign-in and a turned-away navigation lead: the first screen of the table it
 * may open that needs no parameter (a role that may open none would have nowhere to go: the
 * console's tests hold that every role has one).
 */
export function homePathFor(role: ConsoleRole): ScreenPath {
  const home = screenTable.find(
    (s): s is Extract<(typeof screenTable)[number], { path: ScreenPath }> =>
      (s.roles as readonly ConsoleRole[]).includes(role) && !s.path.includes(':'),
  );
  if (!home) throw new Error(`role ${role} may open no screen`);
  return home.path;
}

/** Whether a role gets the menu: a role confined to one screen (the operator's points) has nowhere else to go. */
export function hasMenu(role: ConsoleRole): boolean {
  return screensFor(role).length > 1;
}
