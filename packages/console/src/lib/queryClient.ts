import { ApiError } from '@nsa/api';
import { QueryClient } from '@tanstack/react-query';

/** Refusals and bad input will not change on retry; network and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && /^4\d\d$/.test(error.code)) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
