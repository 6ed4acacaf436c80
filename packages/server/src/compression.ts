import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JsonEncoder } from './core/respond.ts';

/** Below this a compressed body saves less than its headers and CPU cost. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * An API answer under this is sent as it is. It fits in TCP's first flight (ten segments, about
 * 14 kB: RFC 6928) with its headers, so compressing it saves no round trip, only bytes, and costs
 * both ends CPU: a 20-row users page (4.9 kB) took the server 0.07 ms and a Node client 0.3 ms per
 * request to compress and decompress (bench/limit.ts, 2026-11-27). Longer pages are compressed.
 */
export const JSON_COMPRESS_THRESHOLD = 8 * 1024;
const compressible = /^(application\/json|text\/html)\b/;

/** The encoding to send: Brotli when accepted, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/** `body` as the client asked for it: Brotli or gzip from `threshold` bytes on, else as it is. */
function encode(
  body: Buffer<ArrayBuffer>,
  acceptEncoding: string | undefined,
  threshold = COMPRESS_THRESHOLD,
): { body: Buffer<ArrayBuffer>; encoding: 'br' | 'gzip' | null } {
  const encoding = body.length < threshold ? null : pickEncoding(acceptEncoding);
  if (encoding === null) return { body, encoding };
  // A window no bigger than the body: most answers are a few kB, and setting up zlib's default
  // state (a 32 kB window for gzip, 4 MB for Brotli) costs more than compressing them.
  const bits = Math.max(Math.ceil(Math.log2(body.length)), 10);
  if (encoding === 'br') {
    // Quality 2 compresses a page of rows as small as 4 or 5 do (measured on users pages of 20
    // and 100 rows) at half the CPU; the build's static assets keep the highest quality.
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 2,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(bits, 24),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: brotliCompressSync(body, { params }), encoding };
  }
  return { body: gzipSync(body, { level: 6, windowBits: Math.min(bits, 15) }), encoding };
}

/**
 * A JSON answer's text, compressed here from the string it is made of (the API's encoder). Going
 * through `c.json` and compressing afterwards would read the body back out of a Response object,
 * which costs the API more than the compression itself.
 */
export const encodeJson: JsonEncoder = (c, text, status) => {
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding', { append: true });
  // Most answers are sent as they are: the string goes out without a copy into a Buffer first.
  if (Buffer.byteLength(text) < JSON_COMPRESS_THRESHOLD) return c.body(text, status);
  const { body, encoding } = encode(
    Buffer.from(text),
    c.req.header('Accept-Encoding'),
    JSON_COMPRESS_THRESHOLD,
  );
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body, status);
};

/** A JSON answer of the edge's own (a 404 outside the API, a 500). */
export const sendJson = (c: Context, payload: unknown, status: ContentfulStatusCode = 200): Response =>
  encodeJson(c, JSON.stringify(payload), status);

/**
 * Compresses the other JSON and HTML answers over COMPRESS_THRESHOLD bytes for clients that accept
 * it (static assets are precompressed at build time and served as they are; `sendJson` answers
 * are already negotiated).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    if (!compressible.test(res.headers.get('Content-Type') ?? '')) return;
    if (/accept-encoding/i.test(res.headers.get('Vary') ?? '')) return;
    // Last: reading `body` turns the Node adapter's lightweight answer into a full Response, which
    // cost more than the rest of an API call here (the API's answers are negotiated already).
    if (!res.body) return;
    res.headers.append('Vary', 'Accept-Encoding');
    if (!pickEncoding(c.req.header('Accept-Encoding'))) return;
    const { body, encoding } = encode(Buffer.from(await res.arrayBuffer()), c.req.header('Accept-Encoding'));
    const headers = new Headers(res.headers);
    if (encoding) {
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
    }
    c.res = new Response(body, { status: res.status, headers });
  };
}
