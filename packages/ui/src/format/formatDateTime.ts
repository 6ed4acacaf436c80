import dayjs from 'dayjs';

/** `2026-11-23 09:05:07` in local time; a missing or unreadable value shows as `''`. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : '';
}
