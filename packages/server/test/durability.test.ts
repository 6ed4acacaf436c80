import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@nsa/api';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signIn } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'nsa-durability-'));
const children: ChildProcess[] = [];

type Child = { process: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** `node --import tsx src/main.ts` as its own process (no tsx wrapper that a kill -9 would orphan). */
async function startChild(): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      SEED_SIZE: 'small',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { process: child, url, output: () => output, exited };
}

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
