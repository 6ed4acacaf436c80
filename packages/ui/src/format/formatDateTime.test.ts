import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime.ts';

describe('formatDateTime', () => {
  it('formats an ISO date time in local time', () => {
    const iso = '2026-11-23T09:05:07.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
    expect(formatDateTime(iso)).toBe(expected);
    expect(formatDateTime(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('reads Date objects and epoch milliseconds', () => {
    const date = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(date)).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(date.getTime())).toBe('2026-01-02 03:04:05');
  });

  it('keeps the same instant whatever the offset it was written with', () => {
    expect(formatDateTime('2026-11-23T12:00:00+03:00')).toBe(formatDateTime('2026-11-23T09:00:00Z'));
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['not a date'],
    ['2026-13-45T99:00:00Z'],
    [Number.NaN],
    [new Date('x')],
  ])('shows %j as empty', (value) => {
    expect(formatDateTime(value as string | null | undefined)).toBe('');
  });

  it('agrees with dayjs on the pattern', () => {
    expect(formatDateTime('2026-02-03T04:05:06Z')).toBe(
      dayjs('2026-02-03T04:05:06Z').format('YYYY-MM-DD HH:mm:ss'),
    );
  });
});
