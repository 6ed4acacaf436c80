import { type ConsoleRole, consoleRoles } from '@nsa/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { api } from './api.ts';
import { session } from './session.ts';

/** Staff addresses (lower case) to their labels. */
export type StaffLabels = ReadonlyMap<string, string>;

const NONE: StaffLabels = new Map();

/** Roles that read the users list in full, and so every staff account's label. */
const readsAllStaff = (role: ConsoleRole) => role === 'super' || role === 'admin';

/**
 * Every staff account's label: the users list filtered by each console role, one page of 100 each
 * (an operations team is far smaller). Changing a label invalidates `staffLabelsKey`.
 */
export const staffLabelsKey = ['staffLabels'] as const;
export function getStaffLabelsQueryOptions() {
  return queryOptions({
    queryKey: staffLabelsKey,
    queryFn: async ({ signal }): Promise<StaffLabels> => {
      const pages = await Promise.all(
        consoleRoles.map((role) =>
          api.users({ role, page: 1, pageSize: 100, sort: 'createdAt', order: 'desc' }, { signal }),
        ),
      );
      const labels = new Map<string, string>();
      for (const user of pages.flatMap((page) => page.list)) {
        if (user.label) labels.set(user.address.toLowerCase(), user.label);
      }
      return labels;
    },
    // Labels change rarely, and a change here refreshes them at once.
    staleTime: 5 * 60_000,
  });
}

/**
 * Labels of staff addresses, for showing beside them (actor, approvals, decided by). A super or
 * admin reads all of them; a kol or operator, who may not list staff, knows only its own.
 */
export function useStaffLabels(): StaffLabels {
  const { userInfo } = useSnapshot(session);
  const all = userInfo !== null && readsAllStaff(userInfo.role);
  const { data } = useQuery({ ...getStaffLabelsQueryOptions(), enabled: all });
  if (all) return data ?? NONE;
  return userInfo?.label ? new Map([[userInfo.address.toLowerCase(), userInfo.label]]) : NONE;
}

/** The label of one address, or null. */
export function labelOf(labels: StaffLabels, address: string | null | undefined): string | null {
  return address ? (labels.get(address.toLowerCase()) ?? null) : null;
}
