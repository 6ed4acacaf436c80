import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const consoleDir = mkdtempSync(join(tmpdir(), 'nsa-console-'));
mkdirSync(join(consoleDir, 'assets'));
mkdirSync(join(consoleDir, '.git'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
writeFileSync(join(consoleDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(consoleDir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
writeFileSync(join(consoleDir, 'assets', '.hidden.js'), 'secret');
writeFileSync(join(consoleDir, '.build-settings'), 'settings-hash');
writeFileSync(join(consoleDir, '.env'), 'SECRET=1');
writeFileSync(join(consoleDir, '.git', 'config'), '[core]');
writeFileSync(join(consoleDir, 'manifest.json.map'), '{}');

const lines: string[] = [];
let server: TestServer;
let https: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    consoleDir,
    loginFailureLimit: 2,
    log: createLogger('info', (line) => lines.push(line)),
  });
  https = await startTestServer({ consoleDir, origin: 'https://admin.example', demo: false });
});
afterAll(async () => {
  await server?.close();
  await https?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('Cache-Control: no-store on every /api response', () => {
  it('holds for success, 400, 401, 404, 413, 429, a non-JSON body and the OpenAPI document', async () => {
    const replies: [string, Response][] = [];
    const send = async (label: string, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.url}${path}`, init);
      await response.arrayBuffer();
      replies.push([label, response]);
      return response;
    };
    await send('200', '/api/health');
    await send('openapi', '/api/openapi.json');
    await send('400', '/api/auth/nonce?address=nope');
    await send('401', '/api/manage/users');
    await send('404', '/api/nope');
    await send('404 bare', '/api');
    await send('413', '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(70_000) }),
    });
    await send('text/plain', '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    const bad = { address: DEMO_ACCOUNTS.kol, message: 'nope', signature: '0x00' };
    let limited: Response | undefined;
    for (let i = 0; i < 5 && limited?.status !== 429; i++) {
      limited = await send(`login ${i}`, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bad),
      });
    }
    expect(limited?.status).toBe(429);
    expect(replies.map(([, r]) => r.status)).toEqual(expect.arrayContaining([200, 400, 401, 404, 413, 429]));
    for (const [label, response] of replies) {
      expect(response.headers.get('cache-control'), label).toBe('no-store');
    }
    // The console's index stays revalidated, its hashed assets long-cached.
    expect((await fetch(`${server.url}/withdraw`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).headers.get('cache-control')).toContain(
      'immutable',
    );
  });
});

describe('Strict-Transport-Security', () => {
  it('is on every response when ORIGIN is https, and absent over http', async () => {
    for (const path of ['/', '/withdraw', '/api/health', '/api/nope', '/assets/index-abc123.js', '/.env']) {
      const secure = await fetch(`${https.url}${path}`);
      expect(secure.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await fetch(`${server.url}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('dotfiles and source maps are never served', () => {
  it.each([
    '/.build-settings',
    '/.env',
    '/.git/config',
    '/assets/.hidden.js',
    '/assets/index-abc123.js.map',
    '/manifest.json.map',
    '/%2Eenv',
    '/.well-known/anything',
    '/assets/missing.js.map',
  ])('%s is a 404, not the file and not index.html', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain('settings-hash');
    expect(body).not.toContain('SECRET');
    expect(body).not.toContain('sources');
    expect(body).not.toContain('<div id="root">');
  });
});

describe('request ids', () => {
  const idOf = async (given: string) => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': given } });
    await response.arrayBuffer();
    return response.headers.get('x-request-id');
  };
  const logged = (id: string | null) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).some((e) => e.requestId === id);

  it('echoes and logs a client id of at most 64 characters of [A-Za-z0-9._-]', async () => {
    for (const given of ['abc-123', 'A.b_C-9', 'x'.repeat(64)]) {
      const id = await idOf(given);
      expect(id).toBe(given);
      expect(logged(given)).toBe(true);
    }
  });

  it('makes its own for any other client id, and never logs the client one', async () => {
    for (const given of ['x'.repeat(65), 'has space', 'a=b', '{"level":"error"}', 'semi;colon', 'ünïcode']) {
      const id = await idOf(given);
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      expect(lines.join('\n')).not.toContain(given);
    }
  });
});

describe('database errors are logged by query name, without parameters', () => {
  it('a failing nonce insert logs the statement name and SQLSTATE, not its values', async () => {
    const db = server.database.db;
    await db.execute(sql`alter table login_nonces rename to login_nonces_away`);
    const from = lines.length;
    try {
      const reply = await call(server.url, 'GET', '/api/auth/nonce', {
        query: { address: DEMO_ACCOUNTS.operator },
      });
      expect(reply.status).toBe(500);
      expect(reply.headers.get('cache-control')).toBe('no-store');
    } finally {
      await db.execute(sql`alter table login_nonces_away rename to login_nonces`);
    }
    const logged = lines.slice(from).join('\n');
    const error = lines
      .slice(from)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.level === 'error');
    expect(error).toMatchObject({ msg: 'unhandled error', error: 'database error', code: '42P01' });
    expect(String(error?.query)).toMatch(/login_nonces/);
    expect(logged).not.toContain(DEMO_ACCOUNTS.operator);
    expect(logged.toLowerCase()).not.toContain(DEMO_ACCOUNTS.operator.toLowerCase());
    expect(logged).not.toMatch(/params|Failed query|\$1/);
  });
});
