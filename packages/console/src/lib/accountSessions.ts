import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/** Every sessions list in the cache (an account's, the caller's own): a revocation refreshes them all. */
export const sessionsKey = ['sessions'] as const;

/** The live sessions of `address`, or of the caller (`null`), newest first. */
export function getSessionsQueryOptions(address: `0x${string}` | null) {
  return queryOptions({
    queryKey: [...sessionsKey, address?.toLowerCase() ?? 'own'] as const,
    // Omitted for the caller's own: a kol or operator may name no address at all.
    queryFn: ({ signal }) => api.sessions(address ? { address } : {}, { signal }),
    select: (data) => data.list,
    // A session list is read to act on it: always as it is now.
    staleTime: 0,
  });
}

export const useSessions = (address: `0x${string}` | null) => useQuery(getSessionsQueryOptions(address));

/** Ends one session by id, or every session of an address; refreshes every sessions list after. */
export function useRevokeSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | { address: `0x${string}` }) => api.revokeSessions(target),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/**
 * Ends each of `ids` in turn (the caller's other sessions); how many ended. One that has ended on
 * its own meanwhile (404) counts as done.
 */
export function useRevokeEach() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      let revoked = 0;
      for (const id of ids) {
        try {
          revoked += (await api.revokeSessions({ id })).revoked;
        } catch (error) {
          if ((error as { code?: unknown }).code !== '404') throw error;
        }
      }
      return { revoked };
    },
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
