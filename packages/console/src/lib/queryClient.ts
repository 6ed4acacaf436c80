import { ApiError } from '@nsa/api';
import { QueryClient } from '@tanstack/react-query';

/**
 * Refusals and bad input will not change on retry; a network blip or a 5xx may, so one quick
 * retry. Not three with back-off: the admin would watch skeletons for 8 s before learning the
 * list failed, and the error state offers Retry anyway.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && /^4\d\d$/.test(error.code)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 500,
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
