import type { User } from '@nsa/api';

/** The address as a confirmation names it: long enough to tell two accounts apart (`0x7099…79C8`). */
const confirmAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * An account as a sentence names it: its label, if any, then its address, isolated (FSI … PDI)
 * so a Latin label and an address keep their order inside right-to-left text.
 */
export function accountName(user: Pick<User, 'address' | 'label'>): string {
  const name = user.label ? `${user.label} ${confirmAddress(user.address)}` : confirmAddress(user.address);
  return `\u2068${name}\u2069`;
}

/**
 * Which note explains a refusal of `accountChangeRefusal` (packages/api roles.ts, where the rule
 * lives): the reason it gave, told in the console's language. An unknown one reads as "not yours
 * to change".
 */
export function refusalNote(
  refusal: string,
): 'staff.readOnlyOwn' | 'staff.readOnlyCli' | 'staff.readOnlyRole' {
  if (refusal.includes('your own account')) return 'staff.readOnlyOwn';
  if (refusal.includes('admin CLI')) return 'staff.readOnlyCli';
  return 'staff.readOnlyRole';
}
