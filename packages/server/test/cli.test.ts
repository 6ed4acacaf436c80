import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Withdrawal } from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/cli.ts';
import { queryRows } from '../src/core/db/database.ts';
import type { Database } from '../src/db/connection.ts';
import { openDatabase, startServer } from '../src/index.ts';
import { approve, call, login, signIn, stranger } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const SHELL_ACTOR = '0x0000000000000000000000000000000000000000';
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

  it('disables, enables and labels any account, a super too, each with its audit entry and its sessions ended', async () => {
    const superAddress = '0x2222222222222222222222222222222222222222';
    expect((await admin('add-user', superAddress, 'super')).code).toBe(0);
    expect((await admin('set-label', superAddress, '  Vault keeper  ')).out).toContain(
      'labelled "Vault keeper"',
    );
    const db = (shared as Database).db;
    const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
    const row = async () =>
      (await rows(sql`select label, disabled from users where address = ${superAddress}`))[0];
    expect(await row()).toMatchObject({ label: 'Vault keeper', disabled: false });
    // A live session of the account, then the shell disables it.
    await db.execute(
      sql`insert into sessions (token_hash, user_id, last_seen_at, expires_at)
          select 'cli-test-session', id, now(), now() + interval '1 hour' from users where address = ${superAddress}`,
    );
    expect((await admin('disable', superAddress)).out).toContain('is disabled');
    expect(await row()).toMatchObject({ disabled: true });
    const [session] = await rows(sql`select revoked_at from sessions where token_hash = 'cli-test-session'`);
    expect(session?.revoked_at).not.toBeNull();
    expect((await admin('enable', superAddress)).code).toBe(0);
    expect((await admin('set-label', superAddress, '--clear')).code).toBe(0);
    expect(await row()).toMatchObject({ label: null, disabled: false });
    const entries = await rows(
      sql`select actor_address, after from audit_log where action = 'user.update' and target = ${superAddress} order by id`,
    );
    expect(entries.map((e) => (typeof e.after === 'string' ? JSON.parse(e.after) : e.after))).toEqual([
      { label: 'Vault keeper' },
      { disabled: true, sessionsRevoked: 1 },
      { disabled: false },
      { label: null },
    ]);
    expect(entries.every((e) => e.actor_address === SHELL_ACTOR)).toBe(true);
    const tooLong = await admin('set-label', superAddress, 'x'.repeat(61));
    expect(tooLong.code).toBe(1);
    expect(tooLong.err).toContain('label');
    const unknown = await admin('disable', '0x3333333333333333333333333333333333333333');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('is not a user');
    expect((await admin('remove-user', superAddress)).code).toBe(0);
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
  const verify = async (...args: string[]) => {
    const out: string[] = [];
    const code = await runAdmin(
      args.length ? args : ['verify-audit'],
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
    let flippedId = '';
    let last = { id: '', hash: '' };
    try {
      const token = await signIn(server.url, 'super');
      const list = await call(server.url, 'GET', '/api/manage/withdraw', {
        token,
        query: { status: 'pending', pageSize: 100 },
      });
      const small = (list.body.data.list as Withdrawal[]).filter((w) => w.requiredApprovals === 1);
      const row = small[0] as Withdrawal;
      flippedId = (small[1] as Withdrawal).id;
      expect((await approve(server, token, 'super', row)).status).toBe(200);
      const audit = await call(server.url, 'GET', '/api/manage/audit', { token, query: { target: row.id } });
      entryId = audit.body.data.list[0].id;
      const newest = await call(server.url, 'GET', '/api/manage/audit', { token, query: { pageSize: 1 } });
      last = newest.body.data.list[0];
    } finally {
      await server.close();
    }
    const clean = await verify();
    expect(clean.code, clean.err).toBe(0);
    expect(clean.out.trim()).toMatch(
      /^verify-audit: the hash chain of \d+ entries holds; all 1 signed entries verify \(\d+ unsigned entries carry no signature, \d+ of them decisions taken unsigned\)$/,
    );
    // The head an operator keeps elsewhere, and later proves nothing up to it changed.
    const head = await verify('audit-head');
    expect(head).toMatchObject({ code: 0, out: `${last.id} ${last.hash}\n` });
    expect(last.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify('verify-audit', '--head', last.id, last.hash)).code).toBe(0);
    const wrongHead = await verify('verify-audit', '--head', last.id, 'f'.repeat(64));
    expect(wrongHead.code).toBe(1);
    expect(wrongHead.out).toContain(`audit entry ${last.id}: hash is not the kept head's`);
    expect((await verify('verify-audit', '--head', last.id)).code).toBe(1);

    const database = await openDatabase({ dataDir: demoDir });
    try {
      await database.db.execute(
        sql`update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}', '"1000000"') where id = ${entryId}::bigint`,
      );
      // A pending withdrawal marked rejected behind the API: no audit entry decided it.
      await database.db.execute(
        sql`update withdrawals set status = 'rejected', reason = 'x', decided_by = ${SHELL_ACTOR}
            where id = ${flippedId}::bigint`,
      );
    } finally {
      await database.close();
    }
    const tampered = await verify();
    expect(tampered.code).toBe(1);
    expect(tampered.out).toMatch(
      new RegExp(
        `^audit entry ${entryId}: hash does not match its content.*; signature does not verify`,
        'm',
      ),
    );
    expect(tampered.out).toContain(
      `withdrawal ${flippedId}: rejected by ${SHELL_ACTOR} with no audit entry that decided it`,
    );
    expect(tampered.out).toContain('verify-audit: 1 audit entries and 1 withdrawals do not verify');
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
