import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointNames, endpoints } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.ts';
import { account, call, expectedDbKind, startTestServer, type TestServer } from './helpers.ts';

const consoleDir = mkdtempSync(join(tmpdir(), 'nsa-console-'));
mkdirSync(join(consoleDir, 'assets'));
/** As the build writes it: an inline script (the signed-in preload) before the entry. */
const inlineScript = 'window.early = 1;';
writeFileSync(
  join(consoleDir, 'index.html'),
  `<!doctype html><title>console</title><script>${inlineScript}</script><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>`,
);
writeFileSync(join(consoleDir, 'assets', 'index-abc123.js'), 'console.log(1)');

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    consoleDir,
    origin: 'http://console.example:8080',
    log: createLogger('info', (line) => lines.push(line)),
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('hardening', () => {
  it('answers health without a token', async () => {
    const reply = await call(server.url, 'GET', '/api/health');
    expect(reply.body).toEqual({
      code: '200',
      success: true,
      message: 'ok',
      data: { ok: true, db: expectedDbKind() },
    });
  });

  it('keeps an idle connection longer than a load balancer does (65 s), so the balancer closes it first', async () => {
    const { request } = await import('node:http');
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${server.url}/api/health`, { headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive'] as string | undefined);
      });
      req.on('error', reject);
      req.end();
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('sends security headers on every response: the console CSP with its page, a closed one with the rest', async () => {
    for (const path of ['/api/health', '/', '/withdraw', '/assets/index-abc123.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('x-request-id')).toBeTruthy();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      // The older framing guard and the opener policy go with pages and API answers; a hashed
      // script is no document, its CSP already forbids framing, and its headers stay small.
      const asset = path.startsWith('/assets/');
      expect(response.headers.get('x-frame-options'), path).toBe(asset ? null : 'DENY');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe(
        asset ? null : 'same-origin-allow-popups',
      );
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        // The page's own inline script by its hash, and no other inline script.
        const hash = createHash('sha256').update(inlineScript).digest('base64');
        expect(csp, path).toContain(`script-src 'self' 'sha256-${hash}';`);
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      } else {
        // A script or a JSON answer is no page: nothing may load from it, and its headers stay small.
        expect(csp, path).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    }
  });

  it('allows the inline scripts of the page it serves, as the page is now (a build while it runs)', async () => {
    const cspOf = async () =>
      (await fetch(`${server.url}/home`)).headers.get('content-security-policy') ?? '';
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const before = await cspOf();
    expect(before).toContain(hashOf(inlineScript));
    const index = join(consoleDir, 'index.html');
    const page = readFileSync(index, 'utf8');
    try {
      // Two inline scripts (one with attributes); a script with `src` is the file's, allowed as 'self'.
      writeFileSync(
        index,
        page.replace(
          `<script>${inlineScript}</script>`,
          '<script>a()</script><script nonce="x">b()</script>',
        ),
      );
      const after = await cspOf();
      expect(after).toContain(`script-src 'self' ${hashOf('a()')} ${hashOf('b()')};`);
      expect(after).not.toContain(hashOf(inlineScript));
    } finally {
      writeFileSync(index, page);
    }
    expect(await cspOf()).toBe(before);
  });

  it('serves the console with history fallback, long-cached hashed assets and a no-cache index', async () => {
    for (const path of ['/', '/withdraw', '/user/42']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    // HEAD has the status and headers of GET, and no body.
    for (const path of ['/', '/withdraw']) {
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await head.text()).toBe('');
    }
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('last-modified')).toBeNull();
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it('allows CORS only for the configured origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/manage/users`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'token',
        },
      });
    const allowed = await preflight('http://console.example:8080');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://console.example:8080');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('token');
    const denied = await preflight('https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs structured JSON with a request id and never a token, signature or SIWE message', async () => {
    const signer = account('admin');
    const nonce = await call(server.url, 'GET', '/api/auth/nonce', { query: { address: signer.address } });
    const message: string = nonce.body.data.message;
    const signature = await signer.signMessage({ message });
    const login = await call(server.url, 'POST', '/api/auth/login', {
      body: { address: signer.address, message, signature },
    });
    const token: string = login.body.data.token;
    await call(server.url, 'GET', '/api/auth/user', { token });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.every((e) => typeof e.requestId === 'string' && typeof e.status === 'number')).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(signature);
    expect(all).not.toContain(nonce.body.data.nonce);
  });

  it('publishes an OpenAPI document generated from the endpoints table', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    // biome-ignore lint/suspicious/noExplicitAny: the document is walked field by field
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, any>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const name of endpointNames) {
      const e = endpoints[name];
      expect(doc.paths[e.path]?.[e.method.toLowerCase()], name).toBeDefined();
    }
    const users = doc.paths['/api/manage/users']?.get;
    expect(users.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'cursor', 'sort', 'order', 'q', 'role']),
    );
    expect(
      doc.paths['/api/manage/user']?.post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['address', 'role']));
  });
});
