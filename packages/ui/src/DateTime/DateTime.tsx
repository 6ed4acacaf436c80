import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../format/formatDateTime.ts';

export type DateTimeProps = {
  /** ISO 8601 text as the API sends it, epoch milliseconds or a Date. */
  value: string | number | Date | null | undefined;
  /** Shown instead of a missing or unreadable value, e.g. "—". */
  fallback?: ReactNode;
};

/** `2026-11-23 09:05:07` in local time inside `<time dateTime>`, left to right in every locale. */
export function DateTime({ value, fallback = null }: DateTimeProps) {
  const text = formatDateTime(value);
  if (!text) return <>{fallback}</>;
  return (
    // The hover says the zone, as the list around it does.
    <Time dateTime={dayjs(value).toISOString()} dir="ltr" title={`${text} UTC${dayjs(value).format('Z')}`}>
      {text}
    </Time>
  );
}

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
