import {
  type Access,
  type EndpointName,
  type ErrorEnvelope,
  endpoints,
  eventsEndpoint,
  fail,
  findEndpoint,
  grantedAccess,
  type Issue,
  MAX_BODY_BYTES,
  ok,
  parseInput,
  parseJsonBody,
  queryToObject,
  type RoleAccess,
  type SessionUser,
  successEnvelope,
  unsupportedBody,
} from '@nsa/api';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { databaseUnavailable, isDatabaseOutage } from './db/outage.ts';
import type { Deps } from './deps.ts';
import { HttpError } from './errors.ts';
import { eventStream } from './events.ts';
import { errorFields } from './log.ts';
import { openApiDocument } from './openapi.ts';
import { type JsonEncoder, plainJson } from './respond.ts';
import { handlers } from './routes/index.ts';
import type { Handler, RequestInfo } from './routes/types.ts';
import { sessionUser } from './services/auth.ts';
import { loneSurrogate } from './services/lists.ts';

/** A batch's row number in an issue's message (`row 3 delta: …`); other issues sort first. */
const rowOf = (issue: Issue) => Number(/^row (\d+)\b/.exec(issue.message)?.[1] ?? 0);

/** The format check's issues and the data's, in row order, as one 400. */
function withMoreIssues(error: ErrorEnvelope, more: readonly Issue[]): ErrorEnvelope {
  const issues = [...(error.details ?? []), ...more].sort((a, b) => rowOf(a) - rowOf(b));
  return fail('400', issues.map((i) => i.message).join('; '), issues);
}

export type ApiEnv = { Variables: { requestId?: string; actor?: string } };

export type ApiOptions = {
  /** The TCP peer of a request: the server's socket, or a fixed name where there is none (the mocks). */
  peerAddress: (c: Context) => string;
  encodeJson?: JsonEncoder;
};

/** The TCP peer, or with `hops` trusted proxies the `hops`-th X-Forwarded-For entry from the right. */
export function clientIp(c: Context, hops: number, peer: string): string {
  if (hops <= 0) return peer;
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the chain is not what it should be, so trust none of it.
  return entries[entries.length - hops] ?? peer;
}

/**
 * Why a browser request from another site must not reach sign-in (rule 7), or null. A page the
 * admin merely opens can send `no-cors` fetches, `<img>` and forms without any CORS consent; they
 * carry a foreign `Origin`, or no `Origin` and `Sec-Fetch-Site` cross-site or same-site. Clients
 * outside a browser send neither header.
 */
export function crossSiteRefusal(c: Context, origin: string): string | null {
  const from = c.req.header('origin');
  if (from !== undefined) {
    return from === origin
      ? null
      : `origin: ${from.slice(0, 100)} is not this console's origin; sign in from ${origin}`;
  }
  const site = c.req.header('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site'
    ? `sec-fetch-site: a ${site} request may not sign in; open the console at ${origin}`
    : null;
}

/**
 * The path of the first string PostgreSQL could not store as given, and why; else null. Text
 * cannot hold U+0000, and a lone UTF-16 surrogate would be stored as U+FFFD: changed, not refused.
 */
function badString(value: unknown, path: string): { path: string; why: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, why: 'must not contain NUL characters' };
    return !loneSurrogate.test(value)
      ? null
      : { path, why: 'is not well-formed Unicode (a lone UTF-16 surrogate)' };
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = badString(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The API: every `/api` call, as the server and the mocks answer it. The `endpoints` table names
 * the endpoint, `accessFor` decides 401/403 and the row scope, the endpoint's zod schema
 * validates, then its handler runs; any refusal is the contract's envelope.
 */
export function createApi(deps: Deps, options: ApiOptions): Hono<ApiEnv> {
  const encode = options.encodeJson ?? plainJson;
  const send = (c: Context, payload: unknown, status: ContentfulStatusCode = 200) =>
    encode(c, JSON.stringify(payload), status);
  const refuse = (c: Context, error: HttpError) => {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return send(c, fail(error.code, error.message), Number(error.code) as ContentfulStatusCode);
  };

  /** 401 without a valid session, 403 for a role the endpoint does not admit; else who and how. */
  async function authenticate(
    c: Context<ApiEnv>,
    endpoint: { method: string; path: string; access: RoleAccess | null },
    token: string | null,
  ): Promise<{ user: SessionUser | null; access: Access }> {
    if (endpoint.access === null) return { user: null, access: 'all' };
    if (!token) throw new HttpError('401', 'token: missing; sign in first');
    const user = await sessionUser(deps, token);
    if (!user) throw new HttpError('401', 'token: invalid, expired or revoked; sign in again');
    c.set('actor', user.address);
    const access = grantedAccess(endpoint.access, user.role);
    if (!access)
      throw new HttpError('403', `role ${user.role} may not call ${endpoint.method} ${endpoint.path}`);
    return { user, access };
  }

  /** The live stream (Withdrawal desk): the same refusals as any call, then `text/event-stream`. */
  async function events(c: Context<ApiEnv>) {
    const token = c.req.header('token') ?? null;
    await authenticate(c, eventsEndpoint, token);
    const query = queryToObject(new URL(c.req.url).searchParams);
    if (!query.ok) return send(c, query.error, 400);
    const parsed = parseInput(eventsEndpoint.input, query.value);
    if (!parsed.ok) return send(c, parsed.error, 400);
    const body = await eventStream(deps.events, token as string, c.req.header('last-event-id'));
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies such as nginx must pass each event on as it comes.
        'x-accel-buffering': 'no',
      },
    });
  }

  async function dispatch(c: Context<ApiEnv>) {
    // HEAD answers wherever GET does (Hono drops the body).
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const name = findEndpoint(method, c.req.path);
    if (!name) throw new HttpError('404', `no such endpoint: ${c.req.method} ${c.req.path}`);
    // Cross-site requests count for nothing: refused before any counter, nonce or signature.
    if (c.req.path.startsWith('/api/auth/')) {
      const refusal = crossSiteRefusal(c, deps.auth.origin);
      if (refusal) throw new HttpError('403', refusal);
    }
    const token = c.req.header('token') ?? null;
    const request: RequestInfo = {
      ip: clientIp(c, deps.trustProxy, options.peerAddress(c)),
      token,
      userAgent: c.req.header('user-agent')?.slice(0, 300) || null,
      jsonBody: c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json',
    };
    const handler: Handler<EndpointName> = handlers[name];
    const succeeded = await handler.guard?.(deps, request);
    const reply = await handle(c, name, handler, request);
    if (reply.status === 200) await succeeded?.();
    return reply;
  }

  async function handle(
    c: Context<ApiEnv>,
    name: EndpointName,
    handler: Handler<EndpointName>,
    request: RequestInfo,
  ) {
    const endpoint = endpoints[name];
    const { user, access } = await authenticate(c, endpoint, request.token);
    let raw: unknown;
    if (endpoint.method === 'GET') {
      const query = queryToObject(new URL(c.req.url).searchParams);
      if (!query.ok) return send(c, query.error, 400);
      raw = query.value;
    } else {
      const text = await c.req.text();
      const unsupported = unsupportedBody(c.req.header('content-type'), text);
      if (unsupported) throw new HttpError('415', unsupported.message);
      const body = parseJsonBody(text);
      if (!body.ok) return send(c, body.error, 400);
      raw = body.value;
    }
    const parsed = parseInput(endpoint.input, raw, 'rows' in endpoint ? endpoint.rows : undefined);
    if (!parsed.ok) {
      const more = handler.alsoRefused ? await handler.alsoRefused(deps, raw) : [];
      return send(c, more.length > 0 ? withMoreIssues(parsed.error, more) : parsed.error, 400);
    }
    const bad = badString(parsed.value, '');
    if (bad !== null) throw new HttpError('400', `${bad.path || 'body'}: ${bad.why}`);
    const data = await handler.run({ deps, input: parsed.value, user, access, request });
    const answer = ok(data);
    if (deps.checkAnswers) {
      const checked = successEnvelope(endpoint.data).safeParse(answer);
      if (!checked.success) throw new Error(`${name} answered outside its schema: ${checked.error.message}`);
    }
    return send(c, answer);
  }

  const app = new Hono<ApiEnv>();
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => send(c, fail('413', `body: larger than ${maxSize} bytes`), 413),
    });
  const defaultLimit = limitBody(MAX_BODY_BYTES);
  // Endpoints that take more (a batch of rows), by path.
  const largerLimits = new Map(
    Object.values(endpoints).flatMap((e) =>
      'maxBodyBytes' in e ? [[e.path as string, limitBody(e.maxBodyBytes)] as const] : [],
    ),
  );
  // A GET or HEAD body is never read; looking for one makes the Node adapter build a full Request.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (largerLimits.get(c.req.path) ?? defaultLimit)(c, next),
  );
  app.get('/api/openapi.json', (c) => send(c, openApiDocument(deps.auth.origin)));
  app.get(eventsEndpoint.path, events);
  app.all('/api/*', dispatch);
  app.all('/api', (c) => refuse(c, new HttpError('404', `no such endpoint: ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return refuse(c, error);
    // An outage is not a bug: the client may retry, and a balancer's readiness check already sees it.
    if (isDatabaseOutage(error)) {
      deps.log.error({
        msg: 'database unavailable',
        requestId: c.get('requestId'),
        path: c.req.path,
        ...errorFields(error),
      });
      return refuse(c, databaseUnavailable());
    }
    deps.log.error({
      msg: 'unhandled error',
      requestId: c.get('requestId'),
      path: c.req.path,
      ...errorFields(error),
    });
    return send(c, fail('500', 'internal error; the request id is in the X-Request-Id header'), 500);
  });
  return app;
}
