import type { ClientInput } from '@nsa/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clock } from '../../../lib/clock.ts';
import { DEFAULT_FIGURE_RANGE, rangeQuery } from '../figureRange.ts';

export const statsQueryOptions = (query: ClientInput<'stats'>) =>
  queryOptions({
    queryKey: ['stats', query] as const,
    queryFn: ({ signal }) => api.stats(query, { signal }),
    // Figures of a range move slowly: a minute fresh, and the last range shown while the next loads.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useStats = (query: ClientInput<'stats'>) => useQuery(statsQueryOptions(query));

/** What the figures ask first: the range they open on, ending today. */
export const openingStatsQueryOptions = () =>
  statsQueryOptions(rangeQuery(DEFAULT_FIGURE_RANGE, clock.now()));
