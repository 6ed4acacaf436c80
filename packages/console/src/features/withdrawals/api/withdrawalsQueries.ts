import { type ApiClient, ApiError, type ListData, type Withdrawal } from '@nsa/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const withdrawalOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawalOverview'] as const,
    queryFn: ({ signal }) => api.withdrawalOverview({}, { signal }),
  });

export const useWithdrawalOverview = () => useQuery(withdrawalOverviewQueryOptions());

/** A decision as sent: always signed by the session's wallet (Governance). */
type Signed = { issuedAt: string; signature: `0x${string}` };
export type Decision =
  | ({ kind: 'approve'; id: string } & Signed)
  | ({ kind: 'reject'; id: string; reason: string } & Signed);

/** A 409 carries the row as the server now has it (who decided, who approved) and the server's words. */
export class AlreadyDecidedError extends Error {
  readonly current: Withdrawal | null;
  constructor(current: Withdrawal | null, serverMessage = 'already decided') {
    super(serverMessage);
    this.current = current;
  }
}

type DecisionClient = Pick<ApiClient, 'approveWithdrawal' | 'rejectWithdrawal' | 'withdrawals'>;

async function currentWithdrawal(client: DecisionClient, id: string): Promise<Withdrawal | null> {
  const page = await client.withdrawals({ q: id, page: 1, pageSize: 1, sort: 'createdAt', order: 'desc' });
  return page.list.find((w) => w.id === id) ?? null;
}

/** Sends the decision; a 409 becomes AlreadyDecidedError carrying the row as the server now has it. */
export async function sendDecision(decision: Decision, client: DecisionClient = api): Promise<Withdrawal> {
  try {
    const { issuedAt, signature } = decision;
    return decision.kind === 'approve'
      ? await client.approveWithdrawal({ id: decision.id, issuedAt, signature })
      : await client.rejectWithdrawal({ id: decision.id, reason: decision.reason, issuedAt, signature });
  } catch (error) {
    if (error instanceof ApiError && error.code === '409') {
      const current = await currentWithdrawal(client, decision.id).catch(() => null);
      throw new AlreadyDecidedError(current, error.message);
    }
    throw error;
  }
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
    mutationFn: (decision: Decision) => sendDecision(decision),
    onSuccess: (row) => putRow(client, row),
    onError: (error) => {
      if (error instanceof AlreadyDecidedError && error.current) putRow(client, error.current);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['withdrawalOverview'] }),
  });
}
