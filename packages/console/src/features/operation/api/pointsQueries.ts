import { type ClientInput, POINTS_MAX } from '@nsa/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getPointsQueryOptions = (address: `0x${string}`) =>
  queryOptions({
    queryKey: ['points', address] as const,
    queryFn: ({ signal }) => api.getPoints({ address }, { signal }),
  });

export const usePoints = (address: `0x${string}` | null) =>
  useQuery({ ...getPointsQueryOptions(address ?? '0x'), enabled: address !== null });

/** The new value shown is the server's answer, never the typed one. */
export function useSetPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput<'setPoints'>) => api.setPoints(body),
    onSuccess: (answer) => client.setQueryData(getPointsQueryOptions(answer.address).queryKey, answer),
  });
}

/** Whole number within the contract's bounds, from what the user typed (commas allowed). */
export function parsePoints(text: string): number | null {
  const clean = text.trim().replaceAll(',', '');
  if (!/^\d{1,13}$/.test(clean)) return null;
  const value = Number(clean);
  return value <= POINTS_MAX ? value : null;
}
