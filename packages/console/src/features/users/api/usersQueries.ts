import { ApiError, type ClientInput, type EndpointParsedInput } from '@nsa/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionsKey } from '../../../lib/accountSessions.ts';
import { api } from '../../../lib/api.ts';
import { listQueryOptions } from '../../../lib/queries.ts';
import { staffLabelsKey } from '../../../lib/staffLabels.ts';

export const getUsersQueryOptions = (query: EndpointParsedInput<'users'>) => listQueryOptions('users', query);

/** The profile row of one user: the users list filtered by exact address. */
export function getUserQueryOptions(address: `0x${string}`) {
  return queryOptions({
    queryKey: ['user', address] as const,
    queryFn: async ({ signal }) => {
      const page = await api.users(
        { address, page: 1, pageSize: 1, sort: 'createdAt', order: 'desc' },
        { signal },
      );
      const user = page.list[0];
      if (!user) throw new ApiError('404', `No user ${address}`, 404);
      return user;
    },
  });
}

/** Asks nothing while the page's address is not an address. */
export const useUser = (address: `0x${string}` | null) =>
  useQuery({ ...getUserQueryOptions(address ?? '0x'), enabled: address !== null });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput<'createUser'>) => api.createUser(body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['list', 'users'] }),
  });
}

/**
 * Changes an account's role, label or disabled state. The profile takes the answer as it is; the
 * lists, the staff labels shown beside addresses, and the account's sessions (disabling ends them
 * all) are read again.
 */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInput<'updateUser'>) => api.updateUser(body),
    onSuccess: async (user) => {
      client.setQueryData(getUserQueryOptions(user.address).queryKey, user);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', 'users'] }),
        client.invalidateQueries({ queryKey: staffLabelsKey }),
        client.invalidateQueries({ queryKey: sessionsKey }),
      ]);
    },
  });
}
