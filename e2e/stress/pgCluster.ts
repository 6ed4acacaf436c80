import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/**
 * Throwaway PostgreSQL instances built with the Debian server tools (initdb, pg_ctl,
 * pg_basebackup): a primary, a streaming standby, and the faults a deployment meets (a crash, a
 * promotion). `scripts/ci-postgres.sh` installs the same package in CI.
 */

/** The newest installed server's bin directory (`PG_BIN` overrides), or null without one. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

// initdb refuses to run as root: the clusters then belong to the postgres user.
const asRoot = process.getuid?.() === 0;
const ownerUid = (): number => Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
const ownerGid = (): number => Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());

function run(bin: string, tool: string, args: string[]): string {
  const command = [join(bin, tool), ...args];
  const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  return execFileSync(file as string, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Instance = {
  port: number;
  /** A postgres:// URL to `database` on this instance alone. */
  url: (database?: string) => string;
  start: () => void;
  /** `pg_ctl stop -m immediate`: every process quits at once, no checkpoint: a crash. */
  crash: () => void;
  /** A standby becomes a primary that takes writes. */
  promote: () => void;
};

/** A scratch directory the postgres user may write into. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) chownSync(dir, ownerUid(), ownerGid());
  return dir;
}

export const removeScratch = (dir: string) => rmSync(dir, { recursive: true, force: true });

function instance(bin: string, dataDir: string, port: number, settings: string[]): Instance {
  const socketDir = `${dataDir}-socket`;
  mkdirSync(socketDir, { recursive: true });
  if (asRoot) chownSync(socketDir, ownerUid(), ownerGid());
  const options = ['-c listen_addresses=127.0.0.1', `-p ${port}`, `-k ${socketDir}`, ...settings].join(' ');
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      void run(bin, 'pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-w', '-o', options, 'start']),
    crash: () => void run(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    promote: () => void run(bin, 'pg_ctl', ['-D', dataDir, '-w', 'promote']),
  };
}

/**
 * A primary ready for streaming replication. fsync stays off for speed: a crash here is of
 * PostgreSQL's processes, not of the machine, so the operating system still holds every write.
 */
export function createPrimary(bin: string, base: string): Promise<Instance> {
  const dataDir = join(base, 'primary');
  run(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  return freePort().then((port) => {
    const primary = instance(bin, dataDir, port, [
      '-c fsync=off',
      '-c wal_level=replica',
      '-c max_wal_senders=4',
      '-c max_connections=100',
    ]);
    primary.start();
    return primary;
  });
}

/** A hot standby of `primary`, streaming from it (pg_basebackup -R). */
export async function createStandby(bin: string, base: string, primary: Instance): Promise<Instance> {
  const dataDir = join(base, 'standby');
  run(bin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  const standby = instance(bin, dataDir, await freePort(), ['-c fsync=off', '-c hot_standby=on']);
  standby.start();
  return standby;
}

/**
 * From now on a commit on `primary` returns only once the standby has it: a failover then loses
 * no write the server acknowledged.
 */
export async function requireSynchronousStandby(primary: Instance): Promise<void> {
  const sql = postgres(primary.url(), { max: 1, onnotice: () => {} });
  try {
    await sql`alter system set synchronous_standby_names = '*'`;
    await sql`select pg_reload_conf()`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = await sql`select sync_state from pg_stat_replication`;
      if (rows.some((r) => r.sync_state === 'sync')) return;
      if (Date.now() > deadline) throw new Error('the standby never became synchronous');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await sql.end();
  }
}

export async function createDatabase(on: Instance, name: string): Promise<void> {
  const sql = postgres(on.url(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database ${name}`);
  } finally {
    await sql.end();
  }
}
