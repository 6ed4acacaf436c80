import { checksum, validate } from 'ox/Address';
import { en } from 'zod/locales';
import { z } from 'zod/mini';
import { roles } from './roles.ts';

// zod/mini has no messages of its own: the contract's 400s name each problem in English.
z.config(en());

/** The message the contract prescribes for a malformed address. */
export const VALID_ADDRESS_MESSAGE = 'Valid Address';

/** Trim, accept any case (checksum enforced when mixed-case), return EIP-55. */
export function normalizeAddress(input: string): `0x${string}` | null {
  const trimmed = input.trim();
  const lower = trimmed.toLowerCase();
  const mixed = trimmed !== lower && trimmed.slice(2) !== trimmed.slice(2).toUpperCase();
  if (!validate(mixed ? trimmed : lower, { strict: mixed })) return null;
  return checksum(lower);
}

/** What an address looks like on the wire; the EIP-55 checksum itself is beyond a pattern. */
export const ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$';

export const addressSchema = z
  .pipe(
    z.string({ error: VALID_ADDRESS_MESSAGE }),
    z.transform((value: string, ctx) => {
      const address = normalizeAddress(value);
      if (!address) {
        ctx.issues.push({ code: 'custom', message: VALID_ADDRESS_MESSAGE, input: value });
        return z.NEVER;
      }
      return address;
    }),
  )
  // JSON Schema cannot see through the transform: say what goes in and what comes out.
  .register(z.globalRegistry, {
    type: 'string',
    pattern: ADDRESS_PATTERN,
    description: 'EVM address: any case in, checksum enforced when mixed-case; returned EIP-55 checksummed',
  });
export type Address = `0x${string}`;

export const txHashSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex transaction hash'));

/** Decimal string, never a float: amounts travel as text. */
export const decimalSchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string'));

export const idSchema = z.string().check(z.regex(/^[1-9]\d{0,17}$/, 'expected a numeric id'));

/** A count or an amount of points: a whole number, zero or more. */
export const countSchema = z.number().check(z.int(), z.gte(0));

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export { type ConsoleRole, consoleRoles, type Role, roles } from './roles.ts';
export const roleSchema = z.enum(roles);

export const orderStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const withdrawalStatuses = ['pending', 'approved', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const auditActions = [
  'user.create',
  'user.update',
  'session.revoke',
  'withdraw.approve',
  'withdraw.reject',
  'points.set',
  'points.adjust',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const tokenSymbols = ['USDT', 'USDC', 'ETH', 'BNB'] as const;
export const tokenSymbolSchema = z.enum(tokenSymbols);

export const POINTS_MAX = 1_000_000_000_000;
/** Rows of one points adjustment batch (a CSV import). */
export const POINTS_BATCH_MAX = 1000;
