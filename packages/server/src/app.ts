import { getConnInfo } from '@hono/node-server/conninfo';
import { fail } from '@nsa/api';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { compressResponses, encodeJson, sendJson } from './compression.ts';
import { type ApiEnv, createApi } from './core/api.ts';
import type { Deps } from './core/deps.ts';
import { errorFields } from './log.ts';
import {
  assetSecurityHeaders,
  contentSecurityPolicy,
  cspFor,
  inlineScriptsOf,
  isApiPath,
  isAssetPath,
  requestIdFor,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from './security.ts';
import { serveConsole } from './static.ts';

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The server's HTTP edge around the API the mocks run too: request ids and logs, security
 * headers, compression, CORS, and the built console with its history fallback.
 */
export function createApp(deps: Deps, options: { consoleDir: string; extraConnectSrc: readonly string[] }) {
  const app = new Hono<ApiEnv>();
  const consoleCsp = contentSecurityPolicy(options.extraConnectSrc);
  const https = deps.auth.origin.startsWith('https:');

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    // Straight onto the answer's headers: `c.header` after the answer is made copies the whole
    // Response each time (Hono), which cost more than the rest of a health check.
    const headers = c.res.headers;
    const guards = isAssetPath(c.req.path) ? assetSecurityHeaders : securityHeaders;
    for (const [header, value] of Object.entries(guards)) headers.set(header, value);
    // The console's page brings its own (serveConsole: its inline scripts' hashes added).
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', cspFor(headers.get('Content-Type'), consoleCsp));
    }
    headers.set('X-Request-Id', requestId);
    if (https) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isApiPath(c.req.path)) headers.set('Cache-Control', 'no-store');
    // Stopping: no connection stays open to be reused after this answer.
    if (deps.lifecycle.draining) headers.set('Connection', 'close');
    // Path only: query strings and headers (token, signatures) stay out of the log.
    deps.log.info({
      msg: 'request',
      requestId,
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
  app.route('/', createApi(deps, { peerAddress, encodeJson }));
  // The page is read on each request (the console may be built after the server starts): its CSP
  // is made again only when its text changed.
  let page = { html: '', csp: consoleCsp };
  serveConsole(app, options.consoleDir, (html) => {
    if (html !== page.html) {
      page = { html, csp: contentSecurityPolicy(options.extraConnectSrc, inlineScriptsOf(html)) };
    }
    return page.csp;
  });

  app.onError((error, c) => {
    deps.log.error({
      msg: 'unhandled error',
      requestId: c.get('requestId'),
      path: c.req.path,
      ...errorFields(error),
    });
    return sendJson(c, fail('500', 'internal error; the request id is in the X-Request-Id header'), 500);
  });
  app.notFound((c) => sendJson(c, fail('404', `not found: ${c.req.path}`), 404));
  return app;
}
