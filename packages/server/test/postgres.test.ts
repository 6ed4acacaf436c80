import { DEMO_ACCOUNTS, type Withdrawal } from '@nsa/api';
import { openEvents, signDecisions } from '@nsa/api/testing';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../src/core/services/auditCheck.ts';
import { type Database, type Db, openDatabase, startServer } from '../src/index.ts';
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
  await import('./sales-rollups.test.ts');
  await import('./list-statements.test.ts');

  // patches/postgres+3.4.9.patch: a BEGIN that filled its connection's pipeline (or met a full socket)
  // went out without reserving the connection, and the decision failed with UNSAFE_TRANSACTION, a 500
  // (seen once in the database-faults stress test). max_pipeline 0 makes every BEGIN fill it.
  describe('the PostgreSQL driver', () => {
    it('reserves a transaction’s connection even when its BEGIN fills the pipeline', async () => {
      // postgres.js reads max_pipeline but leaves it out of its option types.
      const options: postgres.Options<Record<string, never>> & { max_pipeline: number } = {
        max: 2,
        max_pipeline: 0,
        onnotice: () => {},
      };
      const client = postgres(adminUrl, options);
      try {
        const inside = await Promise.all(
          [1, 2, 3].map((n) => client.begin((tx) => tx`select ${n}::int as n`)),
        );
        expect(inside.map(([row]) => row?.n)).toEqual([1, 2, 3]);
      } finally {
        await client.end({ timeout: 5 });
      }
    });
  });

  // Every statement drizzle sends with parameters is a named prepared statement: one round trip,
  // parsed once per connection. Inside transactions and savepoints too (db/connection.ts).
  describe('prepared statements', () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshPostgresDatabase(adminUrl);
      drop = fresh.drop;
      database = await openDatabase({ databaseUrl: fresh.url });
    });
    afterAll(async () => {
      await database?.close();
      await drop?.();
    });
    /** The statements prepared on the connection `db` runs on. */
    const preparedOn = async (db: Db) => {
      const rows = (await db.execute(sql`select statement from pg_prepared_statements`)) as unknown;
      return (rows as { statement: string }[]).map((row) => row.statement);
    };
    const userCount = async () => {
      const rows = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown;
      return (rows as { n: number }[])[0]?.n;
    };
    // With a parameter: postgres.js sends a statement without one by the simple protocol, unprepared.
    const named = (name: string) => sql`select ${1}::int as ${sql.identifier(name)}`;

    it('prepares a statement sent inside a transaction, and inside its savepoint', async () => {
      const [inTransaction, inSavepoint] = await database.db.transaction(async (tx) => {
        await tx.execute(named('in_a_transaction'));
        const afterTransaction = await preparedOn(tx);
        const afterSavepoint = await tx.transaction(async (inner) => {
          await inner.execute(named('in_a_savepoint'));
          return preparedOn(inner);
        });
        return [afterTransaction, afterSavepoint];
      });
      expect(inTransaction).toContain('select $1::int as "in_a_transaction"');
      expect(inSavepoint).toContain('select $1::int as "in_a_savepoint"');
    });

    it('rolls back a transaction whose prepared statement failed, and its connection serves again', async () => {
      const before = await userCount();
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into users (address, role) values (${'0x00000000000000000000000000000000000000aa'}, 'user')`,
          );
          await tx.execute(sql`select ${1}::int / 0`);
        }),
      ).rejects.toMatchObject({ cause: { code: '22012' } });
      expect(await userCount()).toBe(before);
    });
  });

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

    const pendingOn = async (token: string, required: 1 | 2) =>
      (
        await call(a.url, 'GET', '/api/manage/withdraw', {
          token,
          query: { status: 'pending', pageSize: 100 },
        })
      ).body.data.list.filter(
        (w: Withdrawal) => w.requiredApprovals === required && w.approvals.length === 0,
      ) as Withdrawal[];

    it('decides each withdrawal once when batches and single decisions race over both processes', async () => {
      const first = (await login(a.url, account('super'))).body.data.token as string;
      const second = (await login(b.url, account('secondSuper'))).body.data.token as string;
      const rows = (await pendingOn(first, 1)).slice(0, 6);
      expect(rows).toHaveLength(6);
      const ids = rows.map((w) => w.id);
      const batch = async (
        server: typeof a,
        token: string,
        who: 'super' | 'secondSuper',
        decision: 'approve' | 'reject',
      ) => {
        const reason = decision === 'reject' ? 'race' : '';
        const signed = await signDecisions(a.origin, who, rows, decision, { reason });
        return call(server.url, 'POST', '/api/manage/withdraw/decide-batch', {
          token,
          body: { decision, ids, reason, ...signed },
        });
      };
      const singles = rows.map(async (w, i) =>
        call(i % 2 ? a.url : b.url, 'POST', '/api/manage/withdraw/approve', {
          token: second,
          body: { id: w.id, ...(await signDecision(a.origin, 'secondSuper', w, 'approve')) },
        }),
      );
      const replies = await Promise.all([
        batch(a, first, 'super', 'approve'),
        batch(b, second, 'secondSuper', 'reject'),
        ...singles,
      ]);
      const [x, y] = replies as [(typeof replies)[0], (typeof replies)[0]];
      expect(x.status).toBe(200);
      expect(y.status).toBe(200);
      const applied = [...x.body.data.results, ...y.body.data.results].filter(
        (r: { outcome: string }) => r.outcome !== 'conflict',
      ).length;
      const singleWins = replies.slice(2).filter((r) => r.status === 200).length;
      expect(applied + singleWins).toBe(rows.length);
      const audit = await a.database.db.execute(
        sql`select target, count(*)::int as n from audit_log where target = any(${`{${ids.join(',')}}`}::text[])
            and action like 'withdraw.%' group by target`,
      );
      const counts = (Array.isArray(audit) ? audit : (audit as { rows: unknown[] }).rows) as { n: number }[];
      expect(counts.map((c) => c.n)).toEqual(rows.map(() => 1));
    });

    it('carries an event from one process, or any writer of the table, to a stream on the other within 1 s', async () => {
      const token = (await login(b.url, account('super'))).body.data.token as string;
      const stream = await openEvents(b.url, token);
      try {
        const [row] = await pendingOn(token, 2);
        if (!row) throw new Error('no large pending withdrawal');
        const started = Date.now();
        const reply = await call(a.url, 'POST', '/api/manage/withdraw/approve', {
          token: (await login(a.url, account('secondSuper'))).body.data.token,
          body: { id: row.id, ...(await signDecision(a.origin, 'secondSuper', row, 'approve')) },
        });
        expect(reply.status).toBe(200);
        await stream.next(row.id, (e) => e.approvals === 1, 1000);
        expect(Date.now() - started).toBeLessThan(2000);
        // A row another program inserts: the trigger raises the event, not the API.
        const inserted = await a.database.db.execute(
          sql`insert into withdrawals (address, chain_id, token_symbol, amount, fee)
              values (${DEMO_ACCOUNTS.user}, 1, 'USDT', '12.5', '0.1') returning id::text as id`,
        );
        const [{ id }] = (Array.isArray(inserted) ? inserted : (inserted as { rows: unknown[] }).rows) as [
          { id: string },
        ];
        expect((await stream.next(id, (e) => e.status === 'pending', 1000)).data).toEqual({
          id,
          status: 'pending',
          approvals: 0,
          requiredApprovals: 1,
        });
      } finally {
        await stream.close();
      }
    });

    it('keeps one unforked audit chain when both processes write at once', async () => {
      const token = (await login(a.url, account('super'))).body.data.token as string;
      const users = await call(a.url, 'GET', '/api/manage/users', {
        token,
        query: { role: 'user', pageSize: 40 },
      });
      const addresses = (users.body.data.list as { address: string }[]).map((u) => u.address);
      const replies = await Promise.all(
        addresses.map((address, i) =>
          call(i % 2 ? a.url : b.url, 'POST', '/api/operation/set-points', {
            token,
            body: { address, points: 700 + i },
          }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(addresses.map(() => 200));
      const forks = await a.database.db.execute(
        sql`select prev_hash from audit_log group by prev_hash having count(*) > 1`,
      );
      expect(Array.isArray(forks) ? forks : (forks as { rows: unknown[] }).rows).toEqual([]);
      expect(await verifyAuditLog(b.database.db)).toMatchObject({ problems: [], withdrawals: [] });
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
