import { type ClientInput, POINTS_MAX } from '@nsa/api';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getPointsQueryOptions = (address: `0x${string}`) =>
  queryOptions({
    queryKey: ['points', address] as const,
    queryFn: ({ signal }) => api.getPoints({ address }, { signal }),
  });

export const usePoints = (address: `0x${string}` | null) =>
  useQuery({ ...getPointsQueryOptions(address ?? '0x'), enabled: address !== null });

/** Every page of the ledger (any address, any paging) is stale once a balance changed. */
const refreshLedger = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ['list', 'pointsHistory'] });

/** The new value shown is the server's answer, never the typed one. */
export function useSetPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput<'setPoints'>) => api.setPoints(body),
    onSuccess: (answer) => {
      client.setQueryData(getPointsQueryOptions(answer.address).queryKey, answer);
      void refreshLedger(client);
    },
  });
}

/** A change by a signed whole number, with its reason, against the balance the operator saw. */
export function useAdjustPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput<'adjustPoints'>) => api.adjustPoints(body),
    onSuccess: (answer) => {
      client.setQueryData(getPointsQueryOptions(answer.address).queryKey, answer);
      void refreshLedger(client);
    },
  });
}

/** A batch (all or nothing); with `dryRun` the server only says what it would come to. */
export function useAdjustPointsBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput<'adjustPointsBatch'>) => api.adjustPointsBatch(body),
    onSuccess: (_answer, body) => {
      if (body.dryRun) return;
      // Any balance on screen may be one of the rows.
      void client.invalidateQueries({ queryKey: ['points'] });
      void refreshLedger(client);
    },
  });
}

/** After a `409`: the balance as the server holds it now, and the change that moved it. */
export function useRereadPoints() {
  const client = useQueryClient();
  return (address: `0x${string}`) =>
    Promise.all([
      client.refetchQueries({ queryKey: getPointsQueryOptions(address).queryKey }),
      refreshLedger(client),
    ]);
}

/** Whole number within the contract's bounds, from what the user typed (commas allowed). */
export function parsePoints(text: string): number | null {
  const clean = text.trim().replaceAll(',', '');
  if (!/^\d{1,13}$/.test(clean)) return null;
  const value = Number(clean);
  return value <= POINTS_MAX ? value : null;
}
