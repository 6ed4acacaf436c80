import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEMO_ACCOUNT_INDEX, DEMO_ACCOUNTS, DEMO_MNEMONIC } from '@nsa/api';
import postgres from 'postgres';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../../packages/server/test/childServer.ts';
import { addressFor, type ChildServer, call, type Row, signDecision, signIn } from './helpers.ts';

/**
 * The contract's promise for production: several server processes on one PostgreSQL behind a load
 * balancer behave as one. Two real replicas, a round-robin proxy of a few lines in front (it appends
 * the client's address to X-Forwarded-For, as a balancer does; the replicas trust one hop).
 */
const adminUrl = process.env.DATABASE_URL;
const root = join(import.meta.dirname, '..', '..');

async function freshDatabase(name: string): Promise<string> {
  const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run migrate` as its own process; resolves with its exit code. */
function migrate(databaseUrl: string): Promise<number | null> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('packages', 'server', 'src', 'migrate.ts')],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    },
  );
  return new Promise((resolve) => child.once('exit', resolve));
}

/** Round robin over the replicas; a replica that refuses connections is skipped, as a balancer's health check would. */
function startProxy(targets: () => string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // The test names the client it plays; a real balancer writes the socket's address here.
      const client = String(req.headers['x-test-client'] ?? req.socket.remoteAddress);
      const forward = (attempt: number) => {
        const live = targets();
        const target = new URL(live[next++ % live.length] as string);
        const { 'x-test-client': _played, ...sent } = req.headers;
        const headers = { ...sent, host: target.host, 'x-forwarded-for': client };
        const upstream = httpRequest(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
          (answer: IncomingMessage) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // Never sent: try the next replica. Sent and lost: the client gets no acknowledgement.
          if (error.code === 'ECONNREFUSED' && attempt < live.length) forward(attempt + 1);
          else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      forward(1);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/** A JSON call through the proxy as the client at `ip`. */
async function asClient(
  ip: string,
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      'x-test-client': ip,
      ...(options.token ? { token: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { code: string; data: Row },
  };
}

describe.skipIf(!adminUrl)('two replicas on one PostgreSQL behind a round-robin proxy', () => {
  const replicas: ChildServer[] = [];
  let proxy: { url: string; server: Server };
  let live: string[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    databaseUrl = await freshDatabase(`nsa_replicas_${process.pid}`);
    const env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '1',
      NONCE_LIMIT_PER_MINUTE: '20',
      ORIGIN: 'http://localhost:8080',
    };
    // Started together on an empty database: one migrates and seeds, the other waits, both serve.
    replicas.push(...(await Promise.all([startChildServer(env), startChildServer(env)])));
    live = replicas.map((r) => r.url);
    proxy = await startProxy(() => live);
  }, 180_000);

  afterAll(async () => {
    proxy?.server.close();
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists nsa_replicas_${process.pid} with (force)`);
    await admin.end();
  });

  it('migrates once when two `npm run migrate` run at the same moment', async () => {
    const url = await freshDatabase(`nsa_migrate_${process.pid}`);
    expect(await Promise.all([migrate(url), migrate(url)])).toEqual([0, 0]);
    const db = postgres(url, { max: 1, onnotice: () => {} });
    const [row] = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
    await db.end();
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists nsa_migrate_${process.pid} with (force)`);
    await admin.end();
    expect(row?.n).toBeGreaterThan(0);
  });

  it('seeded the demo data once, though both replicas started on the empty database', async () => {
    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [row] = await db`select count(*)::int as n from users where address = ${DEMO_ACCOUNTS.super}`;
    await db.end();
    expect(row?.n).toBe(1);
  });

  it('a token issued by one replica works on the other, and a logout on one revokes it on both', async () => {
    const [a, b] = replicas as [ChildServer, ChildServer];
    const token = await signIn(a.url, 'admin');
    expect((await call(b.url, 'GET', '/api/auth/user', { token })).body.data.address).toBe(
      DEMO_ACCOUNTS.admin,
    );
    expect((await call(b.url, 'POST', '/api/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/auth/user', { token })).status).toBe(401);
    expect((await call(b.url, 'GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('counts sign-in failures per client across replicas, and never locks out a clean client', async () => {
    const attacker = '203.0.113.7';
    const bad = { address: DEMO_ACCOUNTS.super, message: 'not a sign-in message', signature: '0x00' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await asClient(attacker, proxy.url, 'POST', '/api/auth/login', { body: bad })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The super signs in from its own (clean) address through either replica: the failures named it, but elsewhere.
    const superAccount = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: DEMO_ACCOUNT_INDEX.super });
    const nonce = await asClient(
      '198.51.100.4',
      proxy.url,
      'GET',
      `/api/auth/nonce?address=${superAccount.address}`,
    );
    const message = nonce.body.data.message as string;
    const login = await asClient('198.51.100.4', proxy.url, 'POST', '/api/auth/login', {
      body: {
        address: superAccount.address,
        message,
        signature: await superAccount.signMessage({ message }),
      },
    });
    expect(login.status).toBe(200);
  });

  it('limits nonce requests per client across replicas', async () => {
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push(
        (await asClient(client, proxy.url, 'GET', `/api/auth/nonce?address=${addressFor(i)}`)).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(
      (await asClient('203.0.113.10', proxy.url, 'GET', `/api/auth/nonce?address=${addressFor(99)}`)).status,
    ).toBe(200);
  });

  it('40 concurrent approvals of one withdrawal over both replicas: exactly one succeeds, one audit entry', async () => {
    const token = await signIn(proxy.url, 'super');
    const page = await call(proxy.url, 'GET', '/api/manage/withdraw', {
      token,
      query: { status: 'pending', pageSize: '100' },
    });
    const row = (page.body.data.list as Row[]).find((w) => w.requiredApprovals === 1) as Row;
    const signed = await signDecision('http://localhost:8080', 'super', row as never, 'approve');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(proxy.url, 'POST', '/api/manage/withdraw/approve', { token, body: { id: row.id, ...signed } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(39);
    const audit = await call(proxy.url, 'GET', '/api/manage/audit', {
      token,
      query: { target: String(row.id), action: 'withdraw.approve' },
    });
    expect(audit.body.data.total).toBe(1);
  });

  it('a replica killed with kill -9 mid-load loses no acknowledged write, and the other keeps serving', async () => {
    const token = await signIn(proxy.url, 'admin');
    const [doomed] = replicas as [ChildServer, ChildServer];
    const acknowledged: string[] = [];
    let next = 0;
    let killedAt = -1;
    const worker = async () => {
      while (next < 300) {
        const address = addressFor(next++, 0xdead);
        const res = await call(proxy.url, 'POST', '/api/manage/user', {
          token,
          body: { address, role: 'user', remark: 'replica test' },
        }).catch(() => null);
        if (res?.status === 200) acknowledged.push(address);
        if (killedAt < 0 && acknowledged.length >= 100) {
          killedAt = acknowledged.length;
          doomed.process.kill('SIGKILL');
          // The balancer's health check notices: traffic goes to the survivor only.
          void doomed.exited.then(() => {
            live = live.filter((url) => url !== doomed.url);
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(await doomed.exited).toBeNull();
    // The survivor kept taking writes after the kill.
    expect(acknowledged.length).toBeGreaterThan(killedAt + 50);
    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const rows = await db`select lower(address) as address from users where remark = 'replica test'`;
    await db.end();
    const stored = new Set(rows.map((r) => r.address as string));
    expect(acknowledged.filter((a) => !stored.has(a.toLowerCase()))).toEqual([]);
  });
});
