import { type EndpointName, type ErrorCode, endpointNames, endpoints, fail } from '@nsa/api';
import { delay, type HttpHandler, http } from 'msw';
import { errorResponse, successResponse, urlPattern } from './respond.ts';

type Names = EndpointName | EndpointName[] | undefined;
type ScenarioCode = Exclude<ErrorCode, '413' | '415'>;

const pick = (names: Names): EndpointName[] =>
  names === undefined ? endpointNames : Array.isArray(names) ? names : [names];

function override(names: Names, answer: (name: EndpointName) => Promise<Response | undefined>) {
  return pick(names).map((name) => {
    const method = endpoints[name].method === 'GET' ? http.get : http.post;
    return method(urlPattern(name), () => answer(name));
  });
}

const messages: Record<ScenarioCode, string> = {
  '400': 'request: rejected as bad input',
  '401': 'token: missing, invalid, expired or revoked',
  '403': 'role: not allowed to call this endpoint',
  '404': 'record: not found',
  '409': 'record: changed by someone else first',
  '429': 'too many requests: try again later',
  '500': 'internal error',
};

/** Per story or test: `server.use(...scenarios.empty('users'))` overrides the fixture db's answers. */
export const scenarios = {
  /** Lists answer empty, records 404, the withdrawal overview zeros. */
  empty(names?: Names): HttpHandler[] {
    return override(names, async (name) => {
      if ('list' in endpoints[name]) {
        return successResponse(name, { list: [], total: 0, page: 1, pageSize: 20, nextCursor: null });
      }
      if (name === 'withdrawalOverview') {
        return successResponse(name, {
          pending: { count: 0, amounts: [] },
          approvedToday: { count: 0 },
          rejectedToday: { count: 0 },
        });
      }
      return errorResponse(fail('404', `${endpoints[name].path}: not found`));
    });
  },
  error(code: ScenarioCode, names?: Names): HttpHandler[] {
    const headers = code === '429' ? { 'Retry-After': '30' } : undefined;
    return override(names, async () => errorResponse(fail(code, messages[code]), headers));
  },
  /** Waits, then falls through to the fixture db's handlers. */
  slow(ms: number, names?: Names): HttpHandler[] {
    return override(names, async () => {
      await delay(ms);
      return undefined;
    });
  },
  /** Never answers: for loading-state stories. */
  loading(names?: Names): HttpHandler[] {
    return override(names, async () => {
      await delay('infinite');
      return undefined;
    });
  },
  /** Every authenticated endpoint answers the contract's 401. */
  sessionExpired(): HttpHandler[] {
    return override(
      endpointNames.filter((name) => endpoints[name].access !== null),
      async () => errorResponse(fail('401', 'token: session expired, sign in again')),
    );
  },
};
