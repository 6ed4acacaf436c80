/**
 * The text rules of the story tests' language check (.storybook/languageCheck.ts), apart from the
 * DOM so that they can be tested on their own (languageText.test.ts).
 */
import { CHAINS, TOKEN_DECIMALS } from '@nsa/api';

/**
 * What may stay in Latin letters on a screen in another language, each for a reason:
 * - token symbols and chain names from the registry in packages/api (proper names);
 * - "KOL" (the role's own name in every catalogue), and the wallet products the sign-in page names;
 * - "UTC", the zone name the lists print beside their times, and CSV, IP, JSON, EIP-712.
 * Addresses, hashes and numbers are taken out before this list is consulted.
 */
const latinNames = [
  ...Object.keys(TOKEN_DECIMALS),
  ...Object.values(CHAINS).map((chain) => chain.name),
  'KOL',
  'WalletConnect',
  'MetaMask',
  'Coinbase Wallet',
  'Trust Wallet',
  'Rabby',
  'OKX Wallet',
  'UTC',
  // Technical abbreviations Arabic, Hebrew, Persian and Sorani write in Latin letters too.
  'CSV',
  'IP',
  'JSON',
  'EIP-712',
].sort((a, b) => b.length - a.length);

/** An address or hash, whole (`0x` + hex) or shortened as the screens show it (`0x12…cdef`). */
const hexValue = /0x[0-9a-f]*(?:…[0-9a-f]*)?/gi;
/** An address as screens show it: enough hex to be one, whole or shortened. */
const addressLike = /0x[0-9a-f]{2,}(?:…[0-9a-f]{2,})?/gi;
const latinLetter = /[A-Za-z]/;
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedNames = new RegExp(`(?<![A-Za-z])(?:${latinNames.map(escaped).join('|')})(?![A-Za-z])`, 'g');

/**
 * Typed text set into a translated sentence (a staff label, an approver's note) travels as a
 * first-strong isolate, FSI … PDI (packages/console/src/lib/inSentence.ts); catalogue text never
 * holds one.
 */
const typedInSentence = /\u2068[^\u2069]*\u2069/g;

/** Latin words left once typed values, addresses, hashes, numbers and the allowed names are taken out. */
export function englishIn(text: string): string | null {
  const rest = text.replace(typedInSentence, ' ').replace(hexValue, ' ').replace(allowedNames, ' ');
  if (!latinLetter.test(rest)) return null;
  return rest.replace(/[^A-Za-z]+/g, ' ').trim();
}

/** The addresses in a text that no Unicode isolate (LRI or FSI … PDI) of its own keeps apart. */
export function unisolatedAddresses(text: string): string[] {
  return [...text.matchAll(addressLike)].filter((m) => !isolatedInText(text, m.index)).map((m) => m[0]);
}

function isolatedInText(text: string, index: number): boolean {
  let depth = 0;
  for (const char of text.slice(0, index)) {
    if (char === '\u2066' || char === '\u2067' || char === '\u2068') depth += 1;
    else if (char === '\u2069') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}
