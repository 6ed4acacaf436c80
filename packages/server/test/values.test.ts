import { describe, expect, it } from 'vitest';
import { toIso } from '../src/core/db/values.ts';

describe('toIso', () => {
  it('reads timestamps as both drivers send them, cut to milliseconds like Date', () => {
    expect(toIso('2026-11-22 23:20:38.477+00')).toBe('2026-11-22T23:20:38.477Z');
    expect(toIso('2026-11-22 23:20:38.477912+00')).toBe('2026-11-22T23:20:38.477Z');
    expect(toIso('2026-11-22 23:20:38.4+00')).toBe('2026-11-22T23:20:38.400Z');
    expect(toIso('2026-11-22 23:20:38+00')).toBe('2026-11-22T23:20:38.000Z');
    expect(toIso(new Date('2026-11-22T23:20:38.477Z'))).toBe('2026-11-22T23:20:38.477Z');
  });

  it('converts other zones to UTC', () => {
    expect(toIso('2026-11-22 23:20:38.477+05')).toBe('2026-11-22T18:20:38.477Z');
    expect(toIso('2026-11-22 23:20:38+05:30')).toBe('2026-11-22T17:50:38.000Z');
    expect(toIso('2026-01-01 01:00:00-02')).toBe('2026-01-01T03:00:00.000Z');
  });
});
