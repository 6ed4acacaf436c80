import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, PUBLIC_TEST_ACCOUNTS } from '@nsa/api';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/cli.ts';
import { openDatabase, startServer } from '../src/index.ts';
import { DemoAccountsError, demoAccountsIn, refuseDemoAccounts } from '../src/production.ts';
import { startChildServer } from './childServer.ts';
import { startTestServer } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'nsa-prod-'));
const otherDir = mkdtempSync(join(tmpdir(), 'nsa-prod-other-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDir, { recursive: true, force: true });
});

/** `main.ts --prod` as `npm run start:prod` runs it; resolves with its exit code and output. */
function startProd(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('packages', 'server', 'src', 'main.ts'), '--prod'],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // Started after all: stop it, the test then sees that it listened.
    if (output.includes('"msg":"listening"')) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('production refuses the public test mnemonic demo accounts', { timeout: 180_000 }, () => {
  it('finds every demo account of a seeded database and says how to remove them', async () => {
    const server = await startTestServer();
    try {
      const found = await demoAccountsIn(server.database.db);
      expect(found.map((u) => u.address).sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());
      const refusal = await refuseDemoAccounts(server.database.db).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DemoAccountsError);
      const message = (refusal as Error).message;
      for (const address of Object.values(DEMO_ACCOUNTS)) {
        expect(message).toContain(`npm run admin -- remove-user ${address}`);
      }
      expect(message).toContain('ALLOW_DEMO_ACCOUNTS=1');
    } finally {
      await server.close();
    }
  });

  it('refuses any of the first 20 accounts, not only the demo ones: account 7 added as a super', async () => {
    const account7 = PUBLIC_TEST_ACCOUNTS[7];
    expect(Object.values(DEMO_ACCOUNTS)).not.toContain(account7);
    const database = await openDatabase({ dataDir: otherDir });
    try {
      const quiet = { out: () => {}, err: () => {} };
      expect(await runAdmin(['add-user', account7, 'super'], {}, quiet, database)).toBe(0);
      expect(await demoAccountsIn(database.db)).toEqual([{ address: account7, role: 'super' }]);
    } finally {
      await database.close();
    }
    const options = { port: 0, host: '127.0.0.1', dataDir: otherDir, log: false as const };
    const refusal = await startServer({ ...options, refuseDemoAccounts: true }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DemoAccountsError);
    expect((refusal as Error).message).toContain(`${account7} (super)`);
    expect((refusal as Error).message).toContain(`npm run admin -- remove-user ${account7}`);
  });

  it('starts on a database without them', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', log: false, refuseDemoAccounts: true });
    await server.close();
  });

  it('npm run start:prod exits 1 on a demo database unless ALLOW_DEMO_ACCOUNTS=1', async () => {
    // A development start seeds the directory, as `npm start` would have.
    const dev = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    dev.process.kill('SIGTERM');
    await dev.exited;
    const options = { port: 0, host: '127.0.0.1', dataDir, log: false as const };
    await expect(startServer({ ...options, refuseDemoAccounts: true })).rejects.toThrow(DemoAccountsError);
    // The refusal closed the database: the directory is free for the next process.
    const refused = await startProd({ DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('refusing to start in production');
    expect(refused.output).toContain(`npm run admin -- remove-user ${DEMO_ACCOUNTS.super}`);
    expect(refused.output).not.toContain('"msg":"listening"');
    const allowed = await startProd({ DATA_DIR: dataDir, ALLOW_DEMO_ACCOUNTS: '1' });
    expect(allowed.output).toContain('"msg":"listening"');
    expect(allowed.code).toBe(0);
  });
});
