/** `0x1234…cdef` → `0x12…cdef`: the first four and last four characters; short values are kept whole. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

/**
 * An address's hex digits after `0x` in groups of four, the way people compare one address with
 * another (a grouped AddressChip, the decision dialog's sentence).
 */
export function addressGroups(address: string): string[] {
  return address.slice(2).match(/.{1,4}/g) ?? [];
}
