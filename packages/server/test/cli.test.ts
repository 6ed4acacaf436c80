import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Withdrawal } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/cli.ts';
import type { Database } from '../src/db/connection.ts';
import { openDatabase, startServer } from '../src/index.ts';
import { approve, call, login, signIn, stranger } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'nsa-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Opened once, after the shell test has used the directory: opening PGlite takes seconds.
let shared: Database | undefined;
afterAll(() => shared?.close());

/** A command run in this process, as `npm run admin -- …` runs it. */
async function admin(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  shared ??= await openDatabase({ dataDir });
  const code = await runAdmin(
    args,
    { DATA_DIR: dataDir },
    { out: (t) => out.push(`${t}\n`), err: (t) => err.push(`${t}\n`) },
    shared,
  );
  return { code, out: out.join(''), err: err.join('') };
}

/** The same command in its own process: the shell entry point, exit codes and the data-directory lock. */
function adminProcess(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('admin CLI', { timeout: 180_000 }, () => {
  const wallet = stranger();

  it('creates the first super in an empty production database from the shell, who can then sign in', async () => {
    const added = adminProcess('add-user', wallet.address.toLowerCase(), 'super');
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain(`added ${wallet.address} as super`);
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: false });
    try {
      const reply = await login(server.url, wallet);
      expect(reply.status).toBe(200);
      expect(reply.body.data.user.role).toBe('super');
      expect(
        (await call(server.url, 'GET', '/api/manage/audit', { token: reply.body.data.token })).body.data
          .total,
      ).toBe(1);
      // The running server holds the PGlite directory: the CLI refuses instead of corrupting it.
      const busy = adminProcess('list-users');
      expect(busy.code).toBe(1);
      expect(busy.err).toContain('in use by process');
    } finally {
      await server.close();
    }
  });

  it('refuses bad input with a clear message and exit code 1', async () => {
    const badAddress = await admin('add-user', '0xabc', 'kol');
    expect(badAddress.code).toBe(1);
    expect(badAddress.err).toContain('Valid Address');
    const badRole = await admin('add-user', '0x1111111111111111111111111111111111111111', 'root');
    expect(badRole.code).toBe(1);
    expect(badRole.err).toContain('role');
    const duplicate = await admin('add-user', wallet.address, 'kol');
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toContain('already a user');
    expect((await admin('frobnicate')).code).toBe(1);
  });

  it('sets roles, lists and removes users', async () => {
    expect(
      (
        await admin(
          'add-user',
          '0x1111111111111111111111111111111111111111',
          'user',
          '--inviter',
          wallet.address,
        )
      ).code,
    ).toBe(0);
    expect((await admin('set-role', wallet.address, 'admin')).out).toContain('is now admin');
    const listed = await admin('list-users');
    expect(listed.out).toContain(`${wallet.address}  admin`);
    expect(listed.out).not.toContain('0x1111111111111111111111111111111111111111');
    expect((await admin('list-users', '--all')).out).toContain('0x1111111111111111111111111111111111111111');
    const inner = await admin('remove-user', wallet.address);
    expect(inner.code).toBe(1);
    expect(inner.err).toContain('invited 1 users');
    expect((await admin('remove-user', '0x1111111111111111111111111111111111111111')).code).toBe(0);
    expect((await admin('remove-user', wallet.address)).code).toBe(0);
    expect((await admin('list-users', '--all')).out.trim()).toBe('(none)');
  });
});

describe('admin verify-audit', { timeout: 240_000 }, () => {
  const demoDir = mkdtempSync(join(tmpdir(), 'nsa-cli-audit-'));
  afterAll(() => rmSync(demoDir, { recursive: true, force: true }));
  const verify = async () => {
    const out: string[] = [];
    const code = await runAdmin(
      ['verify-audit'],
      { DATA_DIR: demoDir },
      { out: (t) => out.push(`${t}\n`), err: (t) => out.push(`${t}\n`) },
    );
    return { code, out: out.join(''), err: '' };
  };

  it('passes with a one-line summary, then names a tampered entry and exits 1', async () => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: demoDir,
      demo: true,
      seedSize: 'small',
      log: false,
    });
    let entryId = '';
    try {
      const token = await signIn(server.url, 'super');
      const list = await call(server.url, 'GET', '/api/manage/withdraw', {
        token,
        query: { status: 'pending', pageSize: 100 },
      });
      const row = (list.body.data.list as Withdrawal[]).find((w) => w.requiredApprovals === 1) as Withdrawal;
      expect((await approve(server, token, 'super', row)).status).toBe(200);
      const audit = await call(server.url, 'GET', '/api/manage/audit', { token, query: { target: row.id } });
      entryId = audit.body.data.list[0].id;
    } finally {
      await server.close();
    }
    const clean = await verify();
    expect(clean.code, clean.err).toBe(0);
    expect(clean.out.trim()).toMatch(
      /^verify-audit: all 1 signed entries verify \(\d+ unsigned entries carry no signature\)$/,
    );

    const database = await openDatabase({ dataDir: demoDir });
    try {
      await database.db.execute(
        sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', '"1000000"') where id = ${entryId}::bigint`,
      );
    } finally {
      await database.close();
    }
    const tampered = await verify();
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain(`audit entry ${entryId}: signature does not verify`);
    expect(tampered.out).toContain('verify-audit: 1 of 1 signed entries do not verify');
  });
});

describe('start-up settings', { timeout: 120_000 }, () => {
  it.each([
    ['APPROVAL_THRESHOLDS', 'ETH=lots', 'APPROVAL_THRESHOLDS: "ETH=lots" is not SYMBOL=amount'],
    ['SIGNED_DECISIONS', 'yes', 'SIGNED_DECISIONS: expected 1 (default) or 0, got "yes"'],
  ])('refuses to start on a malformed %s, naming it', (name, value, message) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        [name]: value,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
