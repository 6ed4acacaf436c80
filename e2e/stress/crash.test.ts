import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressFor, type ChildServer, call, signIn, startChild } from './helpers.ts';

const WRITES = 1_000;
const CONCURRENCY = 16;
/** kill -9 once this many writes are acknowledged: the rest are still queued or in flight. */
const KILL_AFTER = 400;

const dataDir = mkdtempSync(join(tmpdir(), 'nsa-crash-'));
const children: ChildServer[] = [];

afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during a stream of writes', () => {
  it(`keeps every acknowledged write of ${WRITES} after a restart on the same data directory`, async () => {
    const first = await startChild({ DATA_DIR: dataDir });
    children.push(first);
    const token = await signIn(first.url, 'admin');

    const acknowledged: string[] = [];
    const failed: string[] = [];
    let inFlightAtKill = -1;
    let inFlight = 0;
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < WRITES) {
        const address = addressFor(next++);
        inFlight++;
        try {
          const res = await call(first.url, 'POST', '/api/manage/user', {
            token,
            body: { address, role: 'user', remark: 'crash test' },
          });
          if (res.status === 200) {
            expect(res.body.data.address.toLowerCase()).toBe(address);
            acknowledged.push(address);
          } else failed.push(`${address}: ${res.status}`);
        } catch {
          // The connection died with the server: not acknowledged.
          failed.push(`${address}: connection lost`);
        } finally {
          inFlight--;
        }
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          inFlightAtKill = inFlight;
          first.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await first.exited;

    expect(killed).toBe(true);
    // Writes were still in flight when the server died, and some never got an answer.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(WRITES);
    expect(acknowledged.length + failed.length).toBe(WRITES);
    // Before the kill no write was refused; afterwards every one failed to connect.
    expect(failed.filter((f) => !f.endsWith('connection lost'))).toEqual([]);

    const second = await startChild({ DATA_DIR: dataDir });
    children.push(second);
    const stored = new Set<string>();
    let cursor: string | null = null;
    const fresh = await signIn(second.url, 'admin');
    do {
      const res = await call(second.url, 'GET', '/api/manage/users', {
        token: fresh,
        query: { role: 'user', pageSize: '100', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      for (const user of res.body.data.list) stored.add(user.address.toLowerCase());
      cursor = res.body.data.nextCursor;
    } while (cursor);
    const missing = acknowledged.filter((a) => !stored.has(a));
    expect(missing, `${missing.length} acknowledged writes lost`).toEqual([]);
    // Each acknowledged user also left its audit entry (same transaction).
    const audit = await call(second.url, 'GET', '/api/manage/audit', {
      token: await signIn(second.url, 'super'),
      query: { action: 'user.create', pageSize: '1' },
    });
    expect(audit.body.data.total).toBeGreaterThanOrEqual(acknowledged.length);

    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
