import { ApiError, type ListData, type Withdrawal } from '@nsa/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const withdrawalOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawalOverview'] as const,
    queryFn: ({ signal }) => api.withdrawalOverview({}, { signal }),
  });

export const useWithdrawalOverview = () => useQuery(withdrawalOverviewQueryOptions());

export type Decision = { kind: 'approve'; id: string } | { kind: 'reject'; id: string; reason: string };

/** A 409 carries who decided first, read back from the server. */
export class AlreadyDecidedError extends Error {
  readonly current: Withdrawal | null;
  constructor(current: Withdrawal | null) {
    super('already decided');
    this.current = current;
  }
}

async function currentWithdrawal(id: string): Promise<Withdrawal | null> {
  const page = await api.withdrawals({ q: id, page: 1, pageSize: 1, sort: 'createdAt', order: 'desc' });
  return page.list.find((w) => w.id === id) ?? null;
}

/** Writes the server's row into every cached withdrawals page: no optimistic guess. */
function putRow(client: ReturnType<typeof useQueryClient>, row: Withdrawal): void {
  client.setQueriesData<ListData<Withdrawal>>({ queryKey: ['list', 'withdrawals'] }, (old) =>
    old ? { ...old, list: old.list.map((w) => (w.id === row.id ? row : w)) } : old,
  );
}

export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision): Promise<Withdrawal> => {
      try {
        return decision.kind === 'approve'
          ? await api.approveWithdrawal({ id: decision.id })
          : await api.rejectWithdrawal({ id: decision.id, reason: decision.reason });
      } catch (error) {
        if (error instanceof ApiError && error.code === '409') {
          throw new AlreadyDecidedError(await currentWithdrawal(decision.id).catch(() => null));
        }
        throw error;
      }
    },
    onSuccess: (row) => putRow(client, row),
    onError: (error) => {
      if (error instanceof AlreadyDecidedError && error.current) putRow(client, error.current);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['withdrawalOverview'] }),
  });
}
