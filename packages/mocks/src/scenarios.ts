import { type EndpointName, endpointNames, endpoints, fail, successEnvelope } from '@nsa/api';
import { databaseUnavailable } from '@nsa/server/core';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { MockApi } from './mockApi.ts';

type Names = EndpointName | EndpointName[] | undefined;

const pick = (names: Names): EndpointName[] =>
  names === undefined ? endpointNames : Array.isArray(names) ? names : [names];

/** Requests a loading scene holds now: they are never answered, so a story's picture waits for the others only. */
let holding = 0;

/** How many requests loading scenes hold unanswered since the last `forgetHeldRequests()`. */
export function requestsHeld(): number {
  return holding;
}

/** A new story: the requests the last one's scene held are gone with it. */
export function forgetHeldRequests(): void {
  holding = 0;
}

/** Overrides the API's answer on the named endpoints; an answer of `undefined` passes the request on. */
function override(names: Names, answer: (name: EndpointName) => Promise<Response | undefined>) {
  return pick(names).map((name) => {
    const method = endpoints[name].method === 'GET' ? http.get : http.post;
    return method(`*${endpoints[name].path}`, () => answer(name));
  });
}

/** A forced answer still has the endpoint's shape: a scene that drifted from the contract fails loudly. */
function forced(name: EndpointName, data: unknown): Response {
  const body = { code: '200', success: true, message: 'ok', data };
  const checked = successEnvelope(endpoints[name].data).safeParse(body);
  if (!checked.success) throw new Error(`scene for ${name} outside its schema: ${checked.error.message}`);
  return HttpResponse.json(body);
}

/**
 * Scenes a story stages on top of the API (per story: `msw.use(...)` or `parameters.msw.handlers`):
 * latency, answers that never come, failures the server would only give in an outage, and empty
 * lists. Everything else is the server's own answer over the demo world.
 */
export function createScenarios(api: () => Promise<MockApi>) {
  return {
    /** Lists answer an empty page, the withdrawal overview zeros, other endpoints pass on. */
    empty(names?: Names): HttpHandler[] {
      return override(names, async (name) => {
        if ('list' in endpoints[name]) {
          return forced(name, { list: [], total: 0, page: 1, pageSize: 20, nextCursor: null });
        }
        if (name === 'withdrawalOverview') {
          return forced(name, {
            pending: { count: 0, amounts: [] },
            approvedToday: { count: 0 },
            rejectedToday: { count: 0 },
            awaitingYou: { count: 0 },
            awaitingSecond: { count: 0 },
          });
        }
        return undefined;
      });
    },
    /** The server failing (a bug): `500`. */
    error(code: '500', names?: Names): HttpHandler[] {
      return override(names, async () => HttpResponse.json(fail(code, 'internal error'), { status: 500 }));
    },
    /**
     * The database unreachable: the server's own outage answer (503, Retry-After, "database
     * unavailable"); with `times`, only the first that many calls, then the API serves again.
     * `retryAfter` (seconds) stages a server that asks for a shorter wait than its own 2 s, so a
     * story of the client's whole retry schedule does not idle through it.
     */
    unavailable(
      names?: Names,
      { times = Number.POSITIVE_INFINITY, retryAfter }: { times?: number; retryAfter?: number } = {},
    ): HttpHandler[] {
      let refused = 0;
      return override(names, async () => {
        if (refused >= times) return undefined;
        refused += 1;
        const outage = databaseUnavailable();
        const headers = {
          ...outage.headers,
          ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
        };
        return HttpResponse.json(fail(outage.code, outage.message), { status: 503, headers });
      });
    },
    /** Waits, then the API answers. */
    slow(ms: number, names?: Names): HttpHandler[] {
      return override(names, async () => {
        await delay(ms);
        return undefined;
      });
    },
    /** Never answers: for loading-state stories. */
    loading(names?: Names): HttpHandler[] {
      return override(names, async () => {
        holding += 1;
        await delay('infinite');
        return undefined;
      });
    },
    /** Every session ends (as a sign-out elsewhere would end it): the API answers its own 401. */
    sessionExpired(): HttpHandler[] {
      const names = endpointNames.filter((name) => endpoints[name].access !== null);
      return override(names, async () => {
        const mock = await api();
        await mock.query('update sessions set revoked_at = $1 where revoked_at is null', [
          mock.now().toISOString(),
        ]);
        return undefined;
      });
    },
  };
}

export type Scenarios = ReturnType<typeof createScenarios>;
