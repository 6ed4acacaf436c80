/** `0x1234…cdef` → `0x12…cdef`: the first four and last four characters; short values are kept whole. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}
