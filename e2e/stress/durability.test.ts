import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, call, signIn, startChild as startChildServer } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nsa-durability-'));
const children: ChildServer['process'][] = [];

const startChild = async () => {
  const child = await startChildServer({ DATA_DIR: dataDir });
  children.push(child.process);
  return child;
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps a write acknowledged before kill -9, and shuts down cleanly on SIGTERM', async () => {
    const first = await startChild();
    const token = await signIn(first.url, 'operator');
    const set = await call(first.url, 'POST', '/api/operation/set-points', {
      token,
      body: { address: DEMO_ACCOUNTS.user, points: 777_777 },
    });
    expect(set.status).toBe(200);
    first.process.kill('SIGKILL');
    await first.exited;

    const second = await startChild();
    const read = await call(second.url, 'GET', '/api/operation/get-points', {
      token,
      query: { address: DEMO_ACCOUNTS.user },
    });
    // The session lives in the database too: the old token still works on the new process.
    expect(read.status).toBe(200);
    expect(read.body.data.points).toBe(777_777);
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const third = await startChild();
    const again = await call(third.url, 'GET', '/api/operation/get-points', {
      token: await signIn(third.url, 'admin'),
      query: { address: DEMO_ACCOUNTS.user },
    });
    expect(again.body.data.points).toBe(777_777);
    third.process.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });
});
