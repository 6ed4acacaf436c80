import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this a compressed body saves less than its headers and CPU cost. */
export const COMPRESS_THRESHOLD = 1024;
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

/**
 * Compresses JSON and HTML answers over COMPRESS_THRESHOLD bytes for clients that accept it
 * (static assets are precompressed at build time and served as they are). The bodies are small
 * and already in memory, so one synchronous zlib call beats a stream.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || !res.body) return;
    if (!compressible.test(res.headers.get('Content-Type') ?? '')) return;
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length < COMPRESS_THRESHOLD) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: 6 });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    c.res = new Response(compressed, { status: res.status, headers });
  };
}
