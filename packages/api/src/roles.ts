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

/** The roles an admin may manage: an account it changes holds one before and after. */
const adminManaged: readonly Role[] = ['kol', 'operator', 'user'];

/**
 * Why `actor` may not change `target`'s account (role, disabled, label), or null when it may
 * (contract § "Staff accounts"). Nobody changes their own account, and super accounts change only
 * through the admin CLI, so the console can never lock the last super out.
 */
export function accountChangeRefusal(
  actor: { address: string; role: Role },
  target: { address: string; role: Role },
  newRole?: Role,
): string | null {
  if (actor.address.toLowerCase() === target.address.toLowerCase()) {
    return 'address: your own account cannot be changed here';
  }
  if (target.role === 'super') return 'address: super accounts are changed only with the admin CLI';
  if (newRole === 'super') return 'role: super is granted only with the admin CLI';
  if (actor.role === 'super') return null;
  if (actor.role === 'admin') {
    if (!adminManaged.includes(target.role)) return `address: admin may not change a ${target.role} account`;
    if (newRole && !adminManaged.includes(newRole)) return `role: admin may not grant the role ${newRole}`;
    return null;
  }
  return `role ${actor.role} may not change accounts`;
}

/**
 * Whether `actor` may see and end `target`'s sessions: its own always; super any account's; admin
 * those of accounts it may change.
 */
export function maySeeSessions(
  actor: { address: string; role: Role },
  target: { address: string; role: Role },
) {
  if (actor.address.toLowerCase() === target.address.toLowerCase()) return true;
  if (actor.role === 'super') return true;
  return actor.role === 'admin' && adminManaged.includes(target.role);
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
