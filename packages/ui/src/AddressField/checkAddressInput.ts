import * as Address from 'ox/Address';

export type AddressCheck = { value: string; valid: boolean };

/**
 * Trims what was typed or pasted and says whether it is an EVM address.
 * A mixed-case address must match its EIP-55 checksum; all-lowercase or all-uppercase hex
 * carries no checksum and is accepted, as the API does.
 */
export function checkAddressInput(raw: string): AddressCheck {
  const value = raw.trim();
  const hex = value.slice(2);
  const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
  const valid =
    /^0[xX]/.test(value) && Address.validate(mixed ? value : `0x${hex.toLowerCase()}`, { strict: mixed });
  return { value, valid };
}
