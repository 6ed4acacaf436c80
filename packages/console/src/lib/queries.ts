import type { EndpointData, EndpointParsedInput } from '@nsa/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { type ListEndpoint, listQueryFromSearch } from './listParams.ts';

export type ListRow<K extends ListEndpoint> = EndpointData<K>['list'][number];

/** One cache entry per list and exact query; the previous page stays visible while the next loads. */
export function listQueryOptions<K extends ListEndpoint>(name: K, query: EndpointParsedInput<K>) {
  return queryOptions({
    queryKey: ['list', name, query] as const,
    queryFn: ({ signal }) =>
      (api[name] as (q: unknown, init: { signal: AbortSignal }) => Promise<EndpointData<K>>)(query, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a `ListTable` of `name` asks for at this URL: its query read from the search (under
 * `prefix`), with the screen's `fixed` parameters on top. The landing prefetch asks the same.
 */
export function listTableQueryOptions<K extends ListEndpoint>(
  name: K,
  search: URLSearchParams,
  prefix = '',
  fixed?: Partial<EndpointParsedInput<K>>,
) {
  return listQueryOptions(name, {
    ...listQueryFromSearch(name, search, prefix),
    ...fixed,
  } as EndpointParsedInput<K>);
}

/** Fetches one page of a list for CSV export, 100 rows at a time, by cursor. */
export function fetchListPage<K extends ListEndpoint>(
  name: K,
  filters: Record<string, unknown>,
  cursor?: string,
) {
  return (api[name] as (q: unknown) => Promise<EndpointData<K>>)({ ...filters, pageSize: 100, cursor });
}
