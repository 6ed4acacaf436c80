import {
  type Access,
  accessFor,
  type EndpointName,
  type EndpointParsedInput,
  type ErrorEnvelope,
  endpointNames,
  endpoints,
  fail,
  MAX_BODY_BYTES,
  parseInput,
  parseJsonBody,
  queryToObject,
  type User,
  unsupportedBody,
} from '@nsa/api';
import { type HttpHandler, http } from 'msw';
import { guardRequest, sessionUser } from './auth.ts';
import type { MockDb } from './db.ts';
import { resolvers } from './resolvers.ts';
import { errorResponse, successResponse, urlPattern } from './respond.ts';

export { MAX_BODY_BYTES };

export type Context<K extends EndpointName> = {
  db: MockDb;
  input: EndpointParsedInput<K>;
  actor: User | null;
  access: Access;
  token: string | null;
  origin: string;
};
export type Outcome = { data: unknown } | ErrorEnvelope;
export type Resolvers = { [K in EndpointName]: (ctx: Context<K>) => Outcome | Promise<Outcome> };

async function readInput(name: EndpointName, request: Request): Promise<{ value: unknown } | ErrorEnvelope> {
  if (endpoints[name].method === 'GET') {
    const query = queryToObject(new URL(request.url).searchParams);
    return query.ok ? { value: query.value } : query.error;
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  const tooLarge = fail('413', `body: larger than ${MAX_BODY_BYTES} bytes`);
  if (declared > MAX_BODY_BYTES) return tooLarge;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return tooLarge;
  const text = new TextDecoder().decode(bytes);
  const unsupported = unsupportedBody(request.headers.get('content-type'), text);
  if (unsupported) return unsupported;
  const body = parseJsonBody(text);
  return body.ok ? { value: body.value } : body.error;
}

function handlerFor<K extends EndpointName>(name: K, db: MockDb, origin: string | undefined): HttpHandler {
  const endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : http.post;
  const answer = async (request: Request) => {
    const token = request.headers.get('token');
    let actor: User | null = null;
    let access: Access = 'all';
    if (endpoint.access !== null) {
      actor = sessionUser(db, token);
      if (!actor) return errorResponse(fail('401', 'token: missing, invalid, expired or revoked'));
      const granted = accessFor(name, actor.role);
      if (!granted) return errorResponse(fail('403', `role ${actor.role} may not call ${endpoint.path}`));
      access = granted;
    }
    const raw = await readInput(name, request);
    if ('code' in raw) return errorResponse(raw);
    const parsed = parseInput(endpoint.input, raw.value);
    if (!parsed.ok) return errorResponse(parsed.error);
    const resolve = resolvers[name] as (ctx: Context<K>) => Outcome | Promise<Outcome>;
    const outcome = await resolve({
      db,
      input: parsed.value as EndpointParsedInput<K>,
      actor,
      access,
      token,
      origin: origin ?? new URL(request.url).origin,
    });
    return 'data' in outcome && !('code' in outcome)
      ? successResponse(name, outcome.data)
      : errorResponse(outcome as ErrorEnvelope);
  };
  return method(urlPattern(name), async ({ request }) => {
    const guard = guardRequest(db, name);
    if (guard && 'refused' in guard) {
      return errorResponse(guard.refused, { 'Retry-After': String(guard.retryAfter) });
    }
    const response = await answer(request);
    if (response.status === 200) guard?.succeeded();
    return response;
  });
}

/** msw handlers for every endpoint of the contract, over `db`. */
export function createHandlers(db: MockDb, options: { origin?: string } = {}): HttpHandler[] {
  return endpointNames.map((name) => handlerFor(name, db, options.origin));
}
