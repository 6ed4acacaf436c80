import { describe, expect, it } from 'vitest';
import { localTimeZone } from './timeZone.ts';

/** A Date whose getTimezoneOffset answers `offset` (minutes behind UTC, as JavaScript counts). */
const at = (offset: number) => Object.assign(new Date(0), { getTimezoneOffset: () => offset });

describe('localTimeZone', () => {
  it('names the zone and its offset from UTC', () => {
    expect(localTimeZone(at(-60), 'Europe/Berlin')).toBe('Europe/Berlin (UTC+01:00)');
    expect(localTimeZone(at(-330), 'Asia/Kolkata')).toBe('Asia/Kolkata (UTC+05:30)');
    expect(localTimeZone(at(300), 'America/New_York')).toBe('America/New_York (UTC-05:00)');
  });

  it('says UTC alone for UTC', () => {
    expect(localTimeZone(at(0), 'UTC')).toBe('UTC');
    expect(localTimeZone(at(0), 'Etc/UTC')).toBe('UTC');
    expect(localTimeZone(at(0), 'Europe/London')).toBe('Europe/London (UTC+00:00)');
  });
});
