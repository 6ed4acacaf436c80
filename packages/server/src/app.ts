import { getConnInfo } from '@hono/node-server/conninfo';
import {
  type Access,
  accessFor,
  type EndpointName,
  endpoints,
  fail,
  findEndpoint,
  MAX_BODY_BYTES,
  ok,
  parseInput,
  parseJsonBody,
  queryToObject,
  type SessionUser,
  unsupportedBody,
} from '@nsa/api';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { compressResponses, sendJson } from './compression.ts';
import type { Deps } from './context.ts';
import { HttpError } from './errors.ts';
import { errorFields } from './log.ts';
import { openApiDocument } from './openapi.ts';
import { handlers } from './routes/index.ts';
import type { Handler, RequestInfo } from './routes/types.ts';
import {
  contentSecurityPolicy,
  cspFor,
  isApiPath,
  requestIdFor,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from './security.ts';
import { sessionUser } from './services/auth.ts';
import { serveConsole } from './static.ts';

export const BODY_LIMIT = MAX_BODY_BYTES;

type Env = { Variables: { requestId: string; actor?: string } };

const refuse = (c: Context, error: HttpError) => {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return sendJson(c, fail(error.code, error.message), Number(error.code) as ContentfulStatusCode);
};

function peerIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The TCP peer, or with `hops` trusted proxies the `hops`-th X-Forwarded-For entry from the right. */
export function clientIp(c: Context, hops: number): string {
  if (hops <= 0) return peerIp(c);
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the chain is not what it should be, so trust none of it.
  return entries[entries.length - hops] ?? peerIp(c);
}

/** PostgreSQL text cannot hold U+0000: the path of the first string containing it, else null. */
function pathWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathWithNul(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every /api call goes through here: the `endpoints` table names the endpoint, `accessFor`
 * decides 401/403 and the row scope, the endpoint's zod schema validates, then its handler runs.
 */
async function dispatch(c: Context<Env>, deps: Deps) {
  // HEAD answers wherever GET does (Hono drops the body).
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const name = findEndpoint(method, c.req.path);
  if (!name) throw new HttpError('404', `no such endpoint: ${c.req.method} ${c.req.path}`);
  const token = c.req.header('token') ?? null;
  const request: RequestInfo = { ip: clientIp(c, deps.trustProxy), token };
  // The handler table is keyed by endpoint name; the pair (name, handler) always matches.
  const handler = handlers[name] as unknown as Handler<EndpointName>;
  const succeeded = await handler.guard?.(deps, request);
  const reply = await handle(c, deps, name, handler, request);
  if (reply.status === 200) await succeeded?.();
  return reply;
}

async function handle(
  c: Context<Env>,
  deps: Deps,
  name: EndpointName,
  handler: Handler<EndpointName>,
  request: RequestInfo,
) {
  const endpoint = endpoints[name];
  const token = request.token;
  let user: SessionUser | null = null;
  let access: Access = 'all';
  if (endpoint.access !== null) {
    if (!token) throw new HttpError('401', 'token: missing; sign in first');
    user = await sessionUser(deps, token);
    if (!user) throw new HttpError('401', 'token: invalid, expired or revoked; sign in again');
    c.set('actor', user.address);
    const granted = accessFor(name, user.role);
    if (!granted)
      throw new HttpError('403', `role ${user.role} may not call ${endpoint.method} ${endpoint.path}`);
    access = granted;
  }
  let raw: unknown;
  if (endpoint.method === 'GET') {
    const query = queryToObject(new URL(c.req.url).searchParams);
    if (!query.ok) return sendJson(c, query.error, 400);
    raw = query.value;
  } else {
    const text = await c.req.text();
    const unsupported = unsupportedBody(c.req.header('content-type'), text);
    if (unsupported) throw new HttpError('415', unsupported.message);
    const body = parseJsonBody(text);
    if (!body.ok) return sendJson(c, body.error, 400);
    raw = body.value;
  }
  const parsed = parseInput(endpoint.input, raw);
  if (!parsed.ok) return sendJson(c, parsed.error, 400);
  const nul = pathWithNul(parsed.value, '');
  if (nul !== null) throw new HttpError('400', `${nul || 'body'}: must not contain NUL characters`);
  const data = await handler.run({ deps, input: parsed.value as never, user, access, request });
  return sendJson(c, ok(data));
}

export function createApp(deps: Deps, options: { consoleDir: string; extraConnectSrc: readonly string[] }) {
  const app = new Hono<Env>();
  const consoleCsp = contentSecurityPolicy(options.extraConnectSrc);
  const https = deps.auth.origin.startsWith('https:');

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('requestId', requestIdFor(c.req.header('x-request-id')));
    await next();
    // Straight onto the answer's headers: `c.header` after the answer is made copies the whole
    // Response each time (Hono), which cost more than the rest of a health check.
    const headers = c.res.headers;
    for (const [header, value] of Object.entries(securityHeaders)) headers.set(header, value);
    headers.set('Content-Security-Policy', cspFor(headers.get('Content-Type'), consoleCsp));
    headers.set('X-Request-Id', c.get('requestId'));
    if (https) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isApiPath(c.req.path)) headers.set('Cache-Control', 'no-store');
    // Path only: query strings and headers (token, signatures) stay out of the log.
    deps.log.info({
      msg: 'request',
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      actor: c.get('actor'),
    });
  });
  app.use(compressResponses());
  const allowOrigin = cors({
    origin: (origin) => (origin === deps.auth.origin ? origin : null),
    allowHeaders: ['content-type', 'token'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  // Only a request with an Origin is a CORS request; for the others Hono's cors would still make an
  // empty Response early and merge the real one into it, copying its body.
  app.use('/api/*', (c, next) => (c.req.header('origin') === undefined ? next() : allowOrigin(c, next)));
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: (c) => sendJson(c, fail('413', `body: larger than ${BODY_LIMIT} bytes`), 413),
  });
  // A GET or HEAD body is never read; looking for one makes the Node adapter build a full Request.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.get('/api/openapi.json', (c) => sendJson(c, openApiDocument(deps.auth.origin)));
  app.all('/api/*', (c) => dispatch(c, deps));
  app.all('/api', (c) => refuse(c, new HttpError('404', `no such endpoint: ${c.req.method} ${c.req.path}`)));
  serveConsole(app as unknown as Hono, options.consoleDir);

  app.onError((error, c) => {
    if (error instanceof HttpError) return refuse(c, error);
    deps.log.error({
      msg: 'unhandled error',
      requestId: c.get('requestId'),
      path: c.req.path,
      ...errorFields(error),
    });
    return sendJson(c, fail('500', 'internal error; the request id is in the X-Request-Id header'), 500);
  });
  app.notFound((c) => refuse(c, new HttpError('404', `not found: ${c.req.path}`)));
  return app;
}
