/**
 * The zone the console shows times in (the browser's), as `Europe/Berlin (UTC+01:00)`, or `UTC`:
 * every list says it, since `2026-11-23 09:05:07` alone does not.
 */
export function localTimeZone(now: Date = new Date(), zone = browserZone()) {
  const minutes = -now.getTimezoneOffset();
  if (minutes === 0 && (zone === 'UTC' || zone === 'Etc/UTC' || !zone)) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${zone ? `${zone} ` : ''}(UTC${sign}${hours}:${rest})`;
}

let zoneName: string | undefined;

/** Asked once: building a DateTimeFormat costs a phone milliseconds, and a list renders often. */
function browserZone(): string {
  zoneName ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zoneName;
}
