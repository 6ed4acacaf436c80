import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, signIn, startChild } from './helpers.ts';

let server: ChildServer | null = null;
const dataDir = mkdtempSync(join(tmpdir(), 'nsa-shutdown-'));
afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM during a request (a rolling restart)', () => {
  it('finishes the request it is reading, refuses new connections, and exits 0', async () => {
    server = await startChild({ DATA_DIR: dataDir });
    const child = server;
    const token = await signIn(child.url, 'super');
    const body = JSON.stringify({ address: DEMO_ACCOUNTS.user, points: 4242 });
    // A write whose body arrives in two halves: the server is mid-request when the signal lands.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${child.url}/api/operation/set-points`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.flushHeaders();
      req.write(body.slice(0, 10));
      void pause(300).then(async () => {
        child.process.kill('SIGTERM');
        await pause(300);
        req.end(body.slice(10));
      });
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).data).toEqual({ address: DEMO_ACCOUNTS.user, points: 4242 });
    expect(await child.exited).toBe(0);
    const after = await fetch(`${child.url}/api/health`).catch(
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(after).toBe('ECONNREFUSED');
  });
});
