import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { signIn } from '@nsa/api/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../src/core/deps.ts';
import { readiness } from '../src/core/services/readiness.ts';
import { type RunningServer, startServer } from '../src/index.ts';
import { call, freshPostgresDatabase, type Reply } from './helpers.ts';

/** The contract's outage answer: 503, a Retry-After, "database unavailable". */
function expectUnavailable(reply: Reply, what: string) {
  expect(reply.status, what).toBe(503);
  expect(reply.body, what).toEqual({
    code: '503',
    success: false,
    message: 'database unavailable',
    data: null,
  });
  expect(Number(reply.headers.get('retry-after')), what).toBeGreaterThanOrEqual(1);
}

const newAddress = () => `0x${randomBytes(20).toString('hex')}`;

describe('an embedded database that has gone away', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', demo: true, seedSize: 'small', log: false });
    token = await signIn(server.url, 'admin');
  });
  afterAll(async () => {
    await server?.close().catch(() => {});
  });

  it('readiness is 503 as soon as the server starts draining for a stop, though the database answers', async () => {
    const deps = createDeps(server.database, {});
    await expect(readiness(deps)).resolves.toEqual({ ok: true });
    deps.lifecycle.draining = true;
    await expect(readiness(deps)).rejects.toMatchObject({
      code: '503',
      message: expect.stringContaining('draining'),
    });
  });

  it('answers 503 with Retry-After on every call but liveness, never 500', async () => {
    expect((await call(server.url, 'GET', '/api/ready')).status).toBe(200);
    await server.database.close();
    expectUnavailable(await call(server.url, 'GET', '/api/manage/users', { token }), 'a list');
    expectUnavailable(
      await call(server.url, 'POST', '/api/manage/user', {
        token,
        body: { address: newAddress(), role: 'user' },
      }),
      'a write',
    );
    expectUnavailable(await call(server.url, 'GET', '/api/ready'), 'readiness');
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual({ ok: true, db: 'pglite' });
  });
});

/**
 * A TCP relay between the server and PostgreSQL that the test can cut and restore: an outage as
 * the server meets it (connections reset, new ones refused) without stopping the PostgreSQL the
 * other suites share.
 */
async function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let listener: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      if (listener) return resolve();
      const relay = createServer((client) => {
        const server = connect(target.port, target.host);
        for (const socket of [client, server]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(server).pipe(client);
      });
      listener = relay;
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    /** New connections are refused and every open one is reset. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (listener) listener.close(() => resolve());
        else resolve();
        listener = null;
      }),
    restore: open,
  };
}

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL going away and coming back, and a statement that runs too long', () => {
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    const database = await freshPostgresDatabase(adminUrl as string);
    drop = database.drop;
    databaseUrl = database.url;
    const url = new URL(databaseUrl);
    relay = await relayTo({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: url.toString(),
      demo: true,
      seedSize: 'small',
      log: false,
      statementTimeoutMs: 500,
    });
    token = await signIn(server.url, 'admin');
  });
  afterAll(async () => {
    await relay?.restore();
    await server?.close();
    await drop?.();
  });

  it('503 with Retry-After during the outage, nothing half written, and serving again within 5 s', async () => {
    expect((await call(server.url, 'GET', '/api/manage/users', { token })).status).toBe(200);
    await relay.cut();
    const address = newAddress();
    const started = Date.now();
    expectUnavailable(
      await call(server.url, 'POST', '/api/manage/user', { token, body: { address, role: 'user' } }),
      'a write',
    );
    expectUnavailable(await call(server.url, 'GET', '/api/manage/users', { token }), 'a list');
    expectUnavailable(await call(server.url, 'GET', '/api/ready'), 'readiness');
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    // Each refusal is prompt: no request waits out a driver's connect timeout.
    expect(Date.now() - started).toBeLessThan(5_000);

    await relay.restore();
    const back = Date.now();
    let reply = await call(server.url, 'GET', '/api/manage/users', { token });
    while (reply.status !== 200 && Date.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reply = await call(server.url, 'GET', '/api/manage/users', { token });
    }
    const recoveryMs = Date.now() - back;
    console.log(`outage: serving again ${recoveryMs} ms after the database came back`);
    expect(reply.status).toBe(200);
    expect(recoveryMs).toBeLessThan(5_000);
    expect((await call(server.url, 'GET', '/api/ready')).status).toBe(200);
    // The write refused during the outage left nothing behind.
    const found = await call(server.url, 'GET', '/api/manage/users', { token, query: { q: address } });
    expect(found.body.data.list).toEqual([]);
  });

  it('a statement held past STATEMENT_TIMEOUT_MS answers 503 within the bound, and the pool recovers', async () => {
    const locker = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const held = await locker.reserve();
    try {
      await held`begin`;
      await held`lock table users in access exclusive mode`;
      const started = Date.now();
      const reply = await call(server.url, 'GET', '/api/manage/users', { token });
      const tookMs = Date.now() - started;
      console.log(`slow statement: 503 after ${tookMs} ms (STATEMENT_TIMEOUT_MS=500)`);
      expectUnavailable(reply, 'a list behind a lock');
      expect(tookMs).toBeLessThan(2_500);
      // Readiness does not read `users`: the database itself still answers.
      expect((await call(server.url, 'GET', '/api/ready')).status).toBe(200);
    } finally {
      await held`rollback`;
      held.release();
      await locker.end();
    }
    expect((await call(server.url, 'GET', '/api/manage/users', { token })).status).toBe(200);
  });
});
