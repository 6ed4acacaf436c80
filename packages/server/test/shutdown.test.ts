import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './childServer.ts';
import { account, login } from './helpers.ts';

let server: ChildServer | null = null;
const dataDir = mkdtempSync(join(tmpdir(), 'nsa-shutdown-'));
afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM during load (a rolling restart)', () => {
  it('finishes every request it accepted, refuses new connections, and exits 0', async () => {
    server = await startChildServer({ DATABASE_URL: '', DATA_DIR: dataDir });
    const { url } = server;
    const token = (await login(url, account('super'))).body.data.token as string;
    let signalledAt = Number.POSITIVE_INFINITY;
    // Heavy enough to queue up behind one another: withdrawal pages of 100 rows with their counts.
    const request = () =>
      fetch(`${url}/api/manage/withdraw?pageSize=100`, { headers: { token } }).then(
        async (r) => ({ ok: (await r.json()).code === '200', late: Date.now() > signalledAt }),
        (error: Error & { cause?: { code?: string } }) => ({ ok: false, code: error.cause?.code }),
      );
    const inFlight = Array.from({ length: 48 }, request);
    // Let the connections be accepted, then stop the server while most answers are still queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    // The drain was exercised: answers still arrived after the signal.
    expect(results.filter((r) => 'late' in r && r.late).length).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
    expect(await request()).toMatchObject({ ok: false, code: 'ECONNREFUSED' });
  });
});
