import { ApiError } from '@nsa/api';
import { QueryClient } from '@tanstack/react-query';

const isOutage = (error: unknown): error is ApiError => error instanceof ApiError && error.code === '503';

/** Reads retried through a database outage: three times, doubling from 150 ms, never before Retry-After. */
const OUTAGE_RETRIES = 3;
const FIRST_DELAY_MS = 150;
const MAX_DELAY_MS = 30_000;

/**
 * Refusals and bad input will not change on retry; a network blip or a 500 may, so one quick
 * retry. Not three with back-off: the admin would watch skeletons for 8 s before learning the
 * list failed, and the error state offers Retry anyway. A 503 is an outage the server says will
 * pass (the banner says so meanwhile): reads try again on its schedule. Writes never retry by
 * themselves (`mutations.retry: 0`): only the user sends a write again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isOutage(error)) return failureCount < OUTAGE_RETRIES;
  if (error instanceof ApiError && /^4\d\d$/.test(error.code)) return false;
  return failureCount < 1;
}

/** The wait before retry number `failureCount + 1`. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (!isOutage(error)) return 500;
  const backoff = FIRST_DELAY_MS * 2 ** failureCount;
  return Math.min(Math.max(backoff, (error.retryAfter ?? 0) * 1000), MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
