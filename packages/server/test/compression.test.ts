import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJson, JSON_COMPRESS_THRESHOLD, pickEncoding } from '../src/compression.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/** A raw GET: the bytes as sent, not as fetch would decode them. */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const consoleDir = mkdtempSync(join(tmpdir(), 'nsa-console-'));
const script = `export const words = ${JSON.stringify('node sales admin '.repeat(400))};\n`;
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Node Sales Admin</title>');
  writeFileSync(join(consoleDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(consoleDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(consoleDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('serves the Brotli or gzip copy of an asset the client accepts, cached for a year', async () => {
    const asset = `${server.url}/assets/app-abc123.js`;
    const br = await raw(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses JSON answers from 8 kB on, and leaves smaller ones and index.html caching alone', async () => {
    const big = await raw(`${server.url}/api/openapi.json`, { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['cache-control']).toBe('no-store');
    expect(big.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(big.body).toString()).openapi).toMatch(/^3\./);
    const gz = await raw(`${server.url}/api/openapi.json`, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).openapi).toMatch(/^3\./);
    const plain = await raw(`${server.url}/api/openapi.json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body.toString()).openapi).toMatch(/^3\./);

    const small = await raw(`${server.url}/api/health`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.ok).toBe(true);
    // An answer of a few kB fits TCP's first flight as it is: sent uncompressed.
    const refusal = await raw(`${server.url}/api/${'x'.repeat(3000)}`, { 'accept-encoding': 'br' });
    expect(refusal.body.length).toBeGreaterThan(3000);
    expect(refusal.body.length).toBeLessThan(JSON_COMPRESS_THRESHOLD);
    expect(refusal.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refusal.body.toString()).code).toBe('404');

    const page = await raw(`${server.url}/withdraw`, { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('counts a JSON answer’s threshold in bytes, not characters', async () => {
    const app = new Hono();
    app.get('/answer/:text', (c) => encodeJson(c, JSON.stringify({ text: c.req.param('text') }), 200));
    const answer = (text: string) =>
      app.request(`/answer/${encodeURIComponent(text)}`, { headers: { 'accept-encoding': 'br' } });
    // Fewer characters than the threshold, more bytes: three bytes each in UTF-8.
    const euros = '€'.repeat(3000);
    const wide = await answer(euros);
    expect(wide.headers.get('content-encoding')).toBe('br');
    expect(wide.headers.get('vary')).toBe('Accept-Encoding');
    const text = brotliDecompressSync(Buffer.from(await wide.arrayBuffer())).toString();
    expect(JSON.parse(text).text).toBe(euros);
    // As many characters, one byte each: under the threshold, sent as it is.
    const narrow = await answer('e'.repeat(3000));
    expect(narrow.headers.get('content-encoding')).toBeNull();
    expect(narrow.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await narrow.text()).text).toBe('e'.repeat(3000));
  });

  it('reads Accept-Encoding as browsers and proxies send it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
