import type { TreePeriod } from '@nsa/api';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

type Address = `0x${string}`;

/**
 * One node of the referral tree and its direct invitees over a period. Switching the period keeps
 * the node's figures in view until the new ones come; another node never shows this one's.
 */
export function getUserTreeQueryOptions(address: Address, period: TreePeriod) {
  return queryOptions({
    queryKey: ['userTree', address, period] as const,
    queryFn: ({ signal }) => api.userTree({ address, period }, { signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === address ? previous : undefined,
  });
}

export const useUserTree = (address: Address, period: TreePeriod) =>
  useQuery(getUserTreeQueryOptions(address, period));

/** The children of every open node: one request per node opened, none for the closed ones. */
export function useOpenNodes(addresses: readonly Address[], period: TreePeriod) {
  return useQueries({
    queries: addresses.map((address) => getUserTreeQueryOptions(address, period)),
  });
}
