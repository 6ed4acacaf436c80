import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Node Sales Admin</title></head>
<body><h1>Node Sales Admin</h1><p>The console has not been built yet. Run <code>npm start</code> again once
<code>packages/console</code> builds (or <code>npm run build</code>); the API is available under <code>/api</code>.</p>
</body></html>`;

/**
 * Dotfiles (build settings, `.env`) and source maps stay on the server: a path with a segment
 * starting with `.` or ending in `.map`, as sent or once decoded.
 */
export function isPrivatePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return [path, decoded].some((p) =>
    p.split(/[/\\]/).some((segment) => segment.startsWith('.') || segment.endsWith('.map')),
  );
}

/**
 * Serves the built console: hashed assets cached for a year, every other path falls back to index.html,
 * sent with the CSP `pageCsp` makes for its text (which allows the page's inline scripts).
 */
export function serveConsole<E extends Env>(app: Hono<E>, dir: string, pageCsp: (html: string) => string) {
  // The console may be built after the server starts, so the middlewares are made on first use.
  let assets: MiddlewareHandler | null = null;
  let files: MiddlewareHandler | null = null;
  // A missing hashed asset is a 404, never index.html (a module script must not get HTML).
  const missing = (c: Context) => c.text('not found', 404);
  app.use('*', async (c, next) => (isPrivatePath(c.req.path) ? missing(c) : next()));
  app.use('/assets/*', async (c) => {
    if (!existsSync(dir)) return missing(c);
    assets ??= serveStatic({
      root: dir,
      // The build wrote .br and .gz beside each text asset: send the best one the client accepts.
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
    const found = await assets(c, async () => {});
    // A hashed file never changes under its name: nothing to revalidate, so no date to send.
    found?.headers.delete('Last-Modified');
    return found ?? missing(c);
  });
  app.use('*', async (c, next) => {
    // index.html itself is answered by the fallback below, with no-cache.
    if (c.req.path === '/' || c.req.path === '/index.html' || !existsSync(dir)) return next();
    files ??= serveStatic({ root: dir, precompressed: true });
    return files(c, next);
  });
  app.get('*', (c) => {
    const index = join(dir, 'index.html');
    c.header('Cache-Control', 'no-cache');
    const html = existsSync(index) ? readFileSync(index, 'utf8') : notBuiltPage;
    c.header('Content-Security-Policy', pageCsp(html));
    return c.html(html);
  });
}
