import { describe, expect, it } from 'vitest';
import { formatWaiting, minutesWaited } from './waiting.ts';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('formatWaiting', () => {
  it('counts minutes under an hour, hours under two days, days after', () => {
    expect(formatWaiting('2026-11-24T11:15:00Z', now, 'en')).toBe('45 min');
    expect(formatWaiting('2026-11-24T07:00:00Z', now, 'en')).toBe('5 hr');
    expect(formatWaiting('2026-11-23T00:00:00Z', now, 'en')).toBe('36 hr');
    expect(formatWaiting('2026-11-12T12:00:00Z', now, 'en')).toBe('12 days');
  });
  it('speaks the console language', () => {
    expect(formatWaiting('2026-11-12T12:00:00Z', now, 'ar')).not.toBe('12 days');
    expect(formatWaiting('2026-11-12T12:00:00Z', now, 'he')).toMatch(/12/);
  });
  it('never counts back from a clock that is behind', () => {
    expect(formatWaiting('2026-11-24T12:05:00Z', now, 'en')).toBe('0 min');
    expect(minutesWaited('2026-11-24T12:05:00Z', now)).toBe(0);
    expect(minutesWaited('2026-11-24T10:00:00Z', now)).toBe(120);
  });
});
