import { describe, expect, it } from 'vitest';
import { asciiDigits, localDayBounds, parseDateInput } from './dateInput.ts';

describe('parseDateInput', () => {
  it('reads the tables’ format, with or without leading zeros', () => {
    expect(parseDateInput('2026-11-24')).toBe('2026-11-24');
    expect(parseDateInput(' 2026-1-5 ')).toBe('2026-01-05');
  });
  it('reads Arabic-Indic and Persian digits and the usual separators', () => {
    expect(parseDateInput('٢٠٢٦-١١-٢٤')).toBe('2026-11-24');
    expect(parseDateInput('۲۰۲۶/۱۱/۰۵')).toBe('2026-11-05');
    expect(parseDateInput('2026.11.24')).toBe('2026-11-24');
    expect(parseDateInput('٢٠٢٦٫١١٫٢٤')).toBe('2026-11-24');
  });
  it('gives empty for empty, and null for what is not a real day', () => {
    expect(parseDateInput('   ')).toBe('');
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '24/11/2026',
      '11/24/2026',
      '20261124',
      'today',
      '2026-11-24x',
    ])
      expect([bad, parseDateInput(bad)]).toEqual([bad, null]);
  });
});

describe('asciiDigits', () => {
  it('maps both Eastern digit sets and leaves the rest', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 0x1f')).toBe('0123456789 0123456789 0x1f');
  });
});

describe('localDayBounds', () => {
  it('spans the whole day in the local zone, to the millisecond', () => {
    const { start, end } = localDayBounds('2026-11-24');
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(24 * 3600_000 - 1);
    expect(new Date(start).getTime()).toBe(new Date(2026, 10, 24).getTime());
    expect(start).toMatch(/^2026-11-24T00:00:00\.000[+-]\d\d:\d\d$/);
    expect(end).toMatch(/^2026-11-24T23:59:59\.999[+-]\d\d:\d\d$/);
  });
});
