import { type StatsBucket, type TokenAmount, tokenSymbols } from '@nsa/api';

/** Exact sum of decimal strings (amounts never travel as floats). */
export function addDecimals(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const scaled = (text: string) => {
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    const value = BigInt(whole + fraction.padEnd(places, '0'));
    return text.startsWith('-') ? -value : value;
  };
  const sum = scaled(a) + scaled(b);
  const digits = (sum < 0n ? -sum : sum).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${sum < 0n ? '-' : ''}${whole}${fraction}`.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** A total of one token, over every chain it was paid on. */
export type TokenTotal = { tokenSymbol: string; amount: string };

/**
 * Amounts per token over every chain and bucket (a USDT is a USDT on any chain: a reader adds
 * them up anyway), in the order of the contract's tokens.
 */
export function sumByToken(lists: readonly (readonly TokenAmount[])[]): TokenTotal[] {
  const out = new Map<string, string>();
  for (const list of lists) {
    for (const { tokenSymbol, amount } of list) {
      const seen = out.get(tokenSymbol);
      out.set(tokenSymbol, seen ? addDecimals(seen, amount) : amount);
    }
  }
  return tokenSymbols
    .filter((s) => out.has(s))
    .map((tokenSymbol) => ({ tokenSymbol, amount: out.get(tokenSymbol) as string }));
}

export type FigureTotals = {
  orders: number;
  sales: TokenTotal[];
  newUsers: number;
  commissions: TokenTotal[];
  /** Absent for a kol, whose figures carry none. */
  withdrawals?: { approved: number; rejected: number };
};

/** What the range adds up to: the cards above the chart. */
export function totals(buckets: readonly StatsBucket[]): FigureTotals {
  const orders = buckets.reduce((n, b) => n + b.sales.reduce((m, s) => m + s.count, 0), 0);
  const withWithdrawals = buckets.filter((b) => b.withdrawals !== undefined);
  return {
    orders,
    sales: sumByToken(buckets.map((b) => b.sales)),
    newUsers: buckets.reduce((n, b) => n + b.newUsers, 0),
    commissions: sumByToken(buckets.map((b) => b.commissions)),
    ...(withWithdrawals.length > 0 || buckets.length === 0
      ? {
          withdrawals: {
            approved: withWithdrawals.reduce((n, b) => n + (b.withdrawals?.approved ?? 0), 0),
            rejected: withWithdrawals.reduce((n, b) => n + (b.withdrawals?.rejected ?? 0), 0),
          },
        }
      : {}),
  };
}

/** Paid orders per bucket: one count across chains and tokens (amounts of different tokens do not add). */
export const ordersPerBucket = (buckets: readonly StatsBucket[]) =>
  buckets.map((b) => b.sales.reduce((n, s) => n + s.count, 0));

/**
 * The chart's day labels: the short month name and the day in the reader's language. A browser
 * without that language's dates (Chromium has no Sorani, `ckb`) would fall back to English month
 * names; there the labels are numeric (month and day), which read the same in any language.
 */
export function dayLabelFormat(language: string): Intl.DateTimeFormat {
  const known = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
  return new Intl.DateTimeFormat(known ? language : 'en-US', {
    month: known ? 'short' : 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
