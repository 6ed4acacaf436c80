import { accessFor, type ConsoleRole, type Screen, screenOfPath, screenTable } from '@nsa/api';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { openingStatsQueryOptions } from '../features/stats/api/statsQueries.ts';
import {
  queueQueries,
  withdrawalDetailQueries,
  withdrawalOverviewQueryOptions,
} from '../features/withdrawals/api/deskReads.ts';
import { guardRedirect } from '../lib/guards.ts';
import { listTableQueryOptions } from '../lib/queries.ts';

type Landing = (
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  role: ConsoleRole,
) => readonly { queryKey: readonly unknown[] }[];

/**
 * What each screen asks for first, as the screen asks it (the same options, so the same cache
 * entries). Screens left out fetch when they render, as before.
 */
const landings: Partial<Record<Screen, Landing>> = {
  // The users table, the figures (a kol's of its downline) and, for a super, the queue's lead.
  home: (_, search, role) => [
    listTableQueryOptions('users', search),
    ...(accessFor('stats', role) ? [openingStatsQueryOptions()] : []),
    ...(role === 'super' ? [withdrawalOverviewQueryOptions()] : []),
  ],
  withdraw: (_, search) => queueQueries(search),
  withdrawal: ({ id }) => (id ? withdrawalDetailQueries(id) : []),
};

/**
 * Starts the first requests of the screen a signed-in page opens on, once the session is known:
 * without it the chain was session check → layout and screen render → requests. The screen finds
 * them under way (or answered) in the cache. Nothing for a page the guard turns away.
 */
export function prefetchLanding(
  client: QueryClient,
  location: { pathname: string; search: string },
  role: ConsoleRole,
) {
  const { pathname, search } = location;
  if (guardRedirect(pathname, search, role) !== null) return;
  const screen = screenOfPath(pathname);
  const landing = screen ? landings[screen] : undefined;
  const entry = screenTable.find((s) => s.id === screen);
  if (!landing || !entry) return;
  const params = matchPath(entry.path, pathname)?.params ?? {};
  for (const options of landing(params, new URLSearchParams(search), role))
    void client.prefetchQuery(options);
}
