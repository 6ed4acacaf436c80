import {
  type ApiClient,
  ApiError,
  type BatchResult,
  type DecisionKind,
  type DecisionSubject,
  type ListData,
  type Withdrawal,
} from '@nsa/api';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withdrawalOverviewQueryOptions } from './deskReads.ts';

export const useWithdrawalOverview = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...withdrawalOverviewQueryOptions(), enabled: options.enabled ?? true });

/** Who asked, their history and look-alike recipients: what a super weighs beside a decision. */
export const withdrawalContextQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['withdrawalContext', id] as const,
    queryFn: ({ signal }) => api.withdrawalContext({ id }, { signal }),
    staleTime: 60_000,
  });

export const useWithdrawalContext = (id: string | undefined) =>
  useQuery({ ...withdrawalContextQueryOptions(id ?? ''), enabled: id !== undefined });

/** A decision as sent: always signed by the session's wallet (Governance). */
type Signed = { issuedAt: string; signature: `0x${string}` };
export type Decision =
  | ({ kind: 'approve'; id: string; note?: string } & Signed)
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
      ? await client.approveWithdrawal({
          id: decision.id,
          ...(decision.note ? { reason: decision.note } : {}),
          issuedAt,
          signature,
        })
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

/**
 * After any decision, here or anywhere (a live event): the queue's counts, every withdrawals list
 * and the audit trail are read again, so a detail page's history shows the decision at once.
 */
export function refreshDesk(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['withdrawalOverview'] });
  void client.invalidateQueries({ queryKey: ['list', 'withdrawals'] });
  void client.invalidateQueries({ queryKey: ['list', 'audit'] });
}

/** The oldest pending withdrawal after `current` that `me` may still approve: where "decide and next" goes. */
export async function nextPending(
  current: string,
  me: string | undefined,
  client: Pick<ApiClient, 'withdrawals'> = api,
): Promise<Withdrawal | null> {
  const page = await client.withdrawals({ status: 'pending', sort: 'createdAt', order: 'asc', pageSize: 50 });
  const mine = me?.toLowerCase();
  return (
    page.list.find((w) => w.id !== current && !w.approvals.some((a) => a.address.toLowerCase() === mine)) ??
    null
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
    onSettled: () => refreshDesk(client),
  });
}

/** A batch as sent: the ids in the order signed, their signed items, one signature. */
export type BatchDecision = {
  decision: DecisionKind;
  rows: readonly DecisionSubject[];
  reason: string;
} & Signed;

export function sendBatch(
  batch: BatchDecision,
  client: Pick<ApiClient, 'decideBatch'> = api,
): Promise<BatchResult> {
  return client.decideBatch({
    decision: batch.decision,
    ids: batch.rows.map((w) => w.id),
    reason: batch.reason,
    items: batch.rows.map((w) => ({
      withdrawalId: w.id,
      recipient: w.address,
      chainId: w.chainId,
      token: w.tokenSymbol,
      amount: w.amount,
    })),
    issuedAt: batch.issuedAt,
    signature: batch.signature,
  });
}

export function useDecideBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: BatchDecision) => sendBatch(batch),
    onSuccess: (result) => {
      for (const r of result.results) if (r.withdrawal) putRow(client, r.withdrawal);
    },
    onSettled: () => refreshDesk(client),
  });
}
