import type { StatsBucket } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { rangeQuery } from './figureRange.ts';
import { addDecimals, dayLabelFormat, ordersPerBucket, sumByToken, totals } from './figures.ts';

const bucket = (start: string, over: Partial<StatsBucket> = {}): StatsBucket => ({
  start,
  sales: [],
  newUsers: 0,
  commissions: [],
  ...over,
});

describe('figures', () => {
  it('adds decimal strings exactly, whatever their places', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('1999.99', '0.01')).toBe('2000');
    expect(addDecimals('0.000001', '5')).toBe('5.000001');
    expect(addDecimals('-1.5', '1')).toBe('-0.5');
  });

  it('asks for the last days up to today (UTC), in weeks beyond 90 days', () => {
    const now = Date.parse('2026-11-01T09:00:00Z');
    expect(rangeQuery(7, now)).toEqual({ from: '2026-10-26', to: '2026-11-01', bucket: 'day' });
    expect(rangeQuery(365, now)).toMatchObject({ from: '2025-11-02', bucket: 'week' });
  });

  it('totals the range per chain and token, and only counts withdrawals the figures carry', () => {
    const usdt = (amount: string, count = 1) => ({
      chainId: 1 as const,
      tokenSymbol: 'USDT' as const,
      amount,
      count,
    });
    const buckets = [
      bucket('2026-10-01T00:00:00.000Z', {
        sales: [usdt('10.5', 2)],
        newUsers: 3,
        withdrawals: { approved: 1, rejected: 0 },
      }),
      bucket('2026-10-02T00:00:00.000Z', {
        sales: [usdt('0.5')],
        newUsers: 1,
        withdrawals: { approved: 2, rejected: 1 },
      }),
    ];
    expect(totals(buckets)).toEqual({
      orders: 3,
      sales: [{ tokenSymbol: 'USDT', amount: '11' }],
      newUsers: 4,
      commissions: [],
      withdrawals: { approved: 3, rejected: 1 },
    });
    expect(ordersPerBucket(buckets)).toEqual([2, 1]);
    const kol = buckets.map(({ withdrawals: _, ...rest }) => rest);
    expect(totals(kol)).not.toHaveProperty('withdrawals');
    expect(
      sumByToken([
        [{ chainId: 56, tokenSymbol: 'BNB', amount: '1' }, usdt('2.5')],
        [{ ...usdt('2'), chainId: 56 }],
      ]),
    ).toEqual([
      { tokenSymbol: 'USDT', amount: '4.5' },
      { tokenSymbol: 'BNB', amount: '1' },
    ]);
  });

  it('labels the chart’s days in the reader’s language, and without words where the runtime lacks it', () => {
    const day = new Date('2026-11-28T00:00:00Z');
    expect(dayLabelFormat('en').format(day)).toBe('Nov 28');
    expect(dayLabelFormat('ar').format(day)).not.toMatch(/[A-Za-z]/);
    // A language this runtime has no dates for (as Chromium has no Sorani): month and day as numbers.
    expect(Intl.DateTimeFormat.supportedLocalesOf(['tlh'])).toEqual([]);
    expect(dayLabelFormat('tlh').format(day)).toBe('11/28');
  });
});
