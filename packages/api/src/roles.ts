/**
 * Role constants and the role rules that need no schema: kept free of zod so a client's
 * first paint (guards, menu) can use them without loading the contract's schemas.
 */
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

export type Screen = 'home' | 'order' | 'withdraw' | 'operation' | 'user' | 'audit';

/** Screens each role may open; the console menu and guards mirror the server's matrix. */
const screens: Record<ConsoleRole, readonly Screen[]> = {
  super: ['home', 'user', 'order', 'withdraw', 'operation', 'audit'],
  admin: ['home', 'user', 'order', 'operation'],
  kol: ['home', 'user'],
  operator: ['operation'],
};

export function screensFor(role: ConsoleRole): readonly Screen[] {
  return screens[role];
}

export function homePathFor(role: ConsoleRole): '/home' | '/operation' {
  return role === 'operator' ? '/operation' : '/home';
}
