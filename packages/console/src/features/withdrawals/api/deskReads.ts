import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listQueryFromSearch } from '../../../lib/listParams.ts';
import { listQueryOptions, listTableQueryOptions } from '../../../lib/queries.ts';

// What the desk's screens read first, apart from their decisions: small, so the signed-in shell
// can start them (app/landingData.ts) before a screen's own chunk has arrived.

export const withdrawalOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawalOverview'] as const,
    queryFn: ({ signal }) => api.withdrawalOverview({}, { signal }),
  });

/** `/withdraw` at this URL: its page of the queue (the table's own query) and the overview cards. */
export const queueQueries = (search: URLSearchParams) =>
  [listTableQueryOptions('withdrawals', search), withdrawalOverviewQueryOptions()] as const;

/**
 * `/withdraw/:id`: the withdrawal (the contract has no single-record read: the list's `q` matches
 * an id exactly) and its audit trail, oldest first.
 */
export const withdrawalDetailQueries = (id: string) =>
  [
    listQueryOptions('withdrawals', listQueryFromSearch('withdrawals', new URLSearchParams({ q: id }))),
    listQueryOptions(
      'audit',
      listQueryFromSearch('audit', new URLSearchParams({ target: id, order: 'asc' })),
    ),
  ] as const;
