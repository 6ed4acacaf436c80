import { formatAmount } from '@nsa/ui';
import { placesOf } from './components/Cells.tsx';

/**
 * Values set into translated sentences. Each is a Unicode isolate, so right-to-left text around it
 * cannot reorder its parts ("BNB 174.6") or pull its neighbours into it; an address, an amount and
 * a token are always left to right (LRI … PDI), a staff label takes its own direction (FSI … PDI).
 * Elements (`<bdi>`) do the same where a value is rendered as markup rather than inside a string.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** `174.6 BNB`: amount then token, as `<TokenAmount>` shows it in tables and summaries. */
export const amountInSentence = (value: string, symbol: string): string =>
  ltr(`${formatAmount(value, { decimals: placesOf(symbol) })} ${symbol}`);

/** What somebody typed (a label, a note), in its own direction (FSI … PDI), as they wrote it. */
export const typed = (text: string): string => `\u2068${text}\u2069`;

/** A staff member as a sentence names them: their label, if any, then the short address. */
export const staffInSentence = (label: string | null | undefined, shortAddress: string): string =>
  label ? `${typed(label)} ${ltr(shortAddress)}` : ltr(shortAddress);
