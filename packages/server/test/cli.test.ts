import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import { call, login, stranger } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'nsa-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

// Each call starts a process and opens the database: seconds apiece on a busy 2-core machine.
describe('admin CLI', { timeout: 180_000 }, () => {
  const wallet = stranger();

  it('creates the first super in an empty production database, who can then sign in', async () => {
    const added = admin('add-user', wallet.address.toLowerCase(), 'super');
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
      const busy = admin('list-users');
      expect(busy.code).toBe(1);
      expect(busy.err).toContain('in use by process');
    } finally {
      await server.close();
    }
  });

  it('refuses bad input with a clear message and exit code 1', () => {
    const badAddress = admin('add-user', '0xabc', 'kol');
    expect(badAddress.code).toBe(1);
    expect(badAddress.err).toContain('Valid Address');
    const badRole = admin('add-user', '0x1111111111111111111111111111111111111111', 'root');
    expect(badRole.code).toBe(1);
    expect(badRole.err).toContain('role');
    const duplicate = admin('add-user', wallet.address, 'kol');
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toContain('already a user');
    expect(admin('frobnicate').code).toBe(1);
  });

  it('sets roles, lists and removes users', () => {
    expect(
      admin('add-user', '0x1111111111111111111111111111111111111111', 'user', '--inviter', wallet.address)
        .code,
    ).toBe(0);
    expect(admin('set-role', wallet.address, 'admin').out).toContain('is now admin');
    const listed = admin('list-users');
    expect(listed.out).toContain(`${wallet.address}  admin`);
    expect(listed.out).not.toContain('0x1111111111111111111111111111111111111111');
    expect(admin('list-users', '--all').out).toContain('0x1111111111111111111111111111111111111111');
    const inner = admin('remove-user', wallet.address);
    expect(inner.code).toBe(1);
    expect(inner.err).toContain('invited 1 users');
    expect(admin('remove-user', '0x1111111111111111111111111111111111111111').code).toBe(0);
    expect(admin('remove-user', wallet.address).code).toBe(0);
    expect(admin('list-users', '--all').out.trim()).toBe('(none)');
  });
});
