import type { ClientInput } from '@nsa/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const statsQueryOptions = (query: ClientInput<'stats'>) =>
  queryOptions({
    queryKey: ['stats', query] as const,
    queryFn: ({ signal }) => api.stats(query, { signal }),
    // Figures of a range move slowly: a minute fresh, and the last range shown while the next loads.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useStats = (query: ClientInput<'stats'>) => useQuery(statsQueryOptions(query));
