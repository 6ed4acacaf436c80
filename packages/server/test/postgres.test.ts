import { DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import { account, call, freshPostgresDatabase, login, nonceMessage, signDecision } from './helpers.ts';

const adminUrl = process.env.DATABASE_URL;

if (!adminUrl) {
  console.log(
    'postgres.test.ts skipped: DATABASE_URL is not set (scripts/ci-postgres.sh starts a local PostgreSQL)',
  );
  describe.skip('PostgreSQL (DATABASE_URL not set)', () => {
    it('runs the server suites against PostgreSQL', () => {});
  });
} else {
  // The server-only suites as on PGlite, each on its own fresh database of this server (the
  // behaviour suite, conformance/, runs on PostgreSQL through its own DATABASE_URL switch).
  process.env.NSA_TEST_POSTGRES = adminUrl;
  await import('./hardening.test.ts');
  await import('./openapi-fuzz.test.ts');
  await import('./verify-audit.test.ts');
  await import('./signin-edges.test.ts');
  await import('./exposure.test.ts');
  await import('./audit-order.test.ts');

  describe('two server processes on one PostgreSQL behave as one', () => {
    let a: Awaited<ReturnType<typeof startServer>>;
    let b: Awaited<ReturnType<typeof startServer>>;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const database = await freshPostgresDatabase(adminUrl);
      drop = database.drop;
      const common = {
        port: 0,
        host: '127.0.0.1',
        databaseUrl: database.url,
        log: false as const,
        origin: 'http://localhost:8080',
      };
      // Both start at once: the migration lock makes one migrate while the other waits.
      [a, b] = await Promise.all([
        startServer({ ...common, demo: true, seedSize: 'small' }),
        startServer({ ...common, loginFailureLimit: 4 }),
      ]);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
    });

    it('shares nonces and tokens: a nonce from A signs in on B, once, and the token works on A', async () => {
      const signer = account('super');
      const message = await nonceMessage(a.url, signer.address);
      const first = await login(b.url, signer, message);
      expect(first.status).toBe(200);
      expect((await login(a.url, signer, message)).status).toBe(401);
      const me = await call(a.url, 'GET', '/api/auth/user', { token: first.body.data.token });
      expect(me.body.data.address).toBe(DEMO_ACCOUNTS.super);
      await call(b.url, 'POST', '/api/auth/logout', { token: first.body.data.token });
      expect((await call(a.url, 'GET', '/api/auth/user', { token: first.body.data.token })).status).toBe(401);
    });

    it('lets exactly one of 50 approvals spread over both processes win', async () => {
      const token = (await login(a.url, account('super'))).body.data.token as string;
      const pending = await call(a.url, 'GET', '/api/manage/withdraw', {
        token,
        query: { status: 'pending', pageSize: 100 },
      });
      const row = (pending.body.data.list as Withdrawal[]).find(
        (w) => w.requiredApprovals === 1,
      ) as Withdrawal;
      const body = { id: row.id, ...(await signDecision(a.origin, 'super', row, 'approve')) };
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(i % 2 ? a.url : b.url, 'POST', '/api/manage/withdraw/approve', { token, body }),
        ),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(49);
    });

    it('counts failed sign-ins across processes', async () => {
      const bad = { address: DEMO_ACCOUNTS.kol, message: 'nope', signature: '0x00' };
      // The replay refused above was the first failure from this IP; three more make four.
      for (const server of [a, b, a]) {
        expect((await call(server.url, 'POST', '/api/auth/login', { body: bad })).status).toBe(401);
      }
      // B's limit is 4: the failures made through A count there too.
      expect((await login(b.url, account('kol'))).status).toBe(429);
    });
  });
}
