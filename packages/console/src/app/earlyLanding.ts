import { type ConsoleRole, isConsoleRole, LIST_DEFAULTS, LIST_RULES, screenOfPath } from '@nsa/api';
import { DEFAULT_FIGURE_RANGE, rangeQuery } from '../features/stats/figureRange.ts';
import { clock } from '../lib/clock.ts';
import { SESSION_CHECK_PATH, sendEarly } from '../lib/earlyRequests.ts';
import { guardRedirect } from '../lib/guards.ts';

/**
 * The landing screen's first reads as the entry sends them, once the session check has said whose
 * token it is: the same requests the landing prefetch (landingData.ts) makes after the shell has
 * loaded, which then finds them under way. Only for a screen's bare URL (no search); with filters
 * in the URL, the prefetch alone asks. Paths and parameters are written out here because the
 * contract would bring zod into the entry; the unit test holds them equal to the prefetch's
 * requests, for every role and landing screen.
 */
function listPath(path: string, list: keyof typeof LIST_RULES, extra: Record<string, string> = {}) {
  const { page, pageSize, order } = LIST_DEFAULTS;
  // In the order the contract's parsed query has them, as the client writes them.
  const query = { page, pageSize, sort: LIST_RULES[list].sorts[0], order, ...extra };
  return `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
}

const OVERVIEW = '/api/manage/withdraw/overview';

/** The paths the prefetch asks first on `pathname` for `role` (nothing for a page the guard turns away). */
export function landingPaths(pathname: string, role: ConsoleRole, now: number): string[] {
  if (guardRedirect(pathname, '', role) !== null) return [];
  switch (screenOfPath(pathname)) {
    case 'home': {
      const stats = new URLSearchParams(rangeQuery(DEFAULT_FIGURE_RANGE, now));
      return [
        listPath('/api/manage/users', 'users'),
        `/api/manage/stats?${stats}`,
        ...(role === 'super' ? [OVERVIEW] : []),
      ];
    }
    case 'withdraw':
      return [listPath('/api/manage/withdraw', 'withdrawals'), OVERVIEW];
    case 'withdrawal': {
      const id = decodeURIComponent(pathname.split('/')[2] ?? '');
      return [
        listPath('/api/manage/withdraw', 'withdrawals', { q: id }),
        listPath('/api/manage/audit', 'audit', { order: 'asc', target: id }),
      ];
    }
    default:
      return [];
  }
}

/**
 * Sends the session check now and, when it names a console role, the landing screen's first reads:
 * the role is read from the raw answer only to choose them (the client parses the answer itself).
 */
export function startEarly(baseUrl: string, token: string, location: { pathname: string; search: string }) {
  const check = sendEarly(baseUrl, SESSION_CHECK_PATH, token);
  if (location.search !== '') return;
  void check
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((answer: { data?: { role?: unknown } } | null) => {
      const role = answer?.data?.role;
      if (typeof role !== 'string' || !isConsoleRole(role)) return;
      for (const path of landingPaths(location.pathname, role, clock.now())) sendEarly(baseUrl, path, token);
    })
    .catch(() => undefined);
}
