import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { type Database, openDatabase } from '../src/db/connection.ts';
import { freshPostgresDatabase } from './freshDatabase.ts';
import { expectedDbKind, testPostgresUrl } from './helpers.ts';

// The daily rollups of migration 0007 answer the figures and the tree's volumes, so they must equal
// a sum over `orders` after any write: inserts, status changes, moved days, deletes, truncates. The
// conformance suite checks the answers through the API; this checks the triggers' bookkeeping.
/** A fresh in-memory PGlite, or a fresh PostgreSQL database when postgres.test.ts runs this file. */
async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgUrl = testPostgresUrl();
  if (!pgUrl) return { database: await openDatabase({}), drop: async () => {} };
  const { url, drop } = await freshPostgresDatabase(pgUrl);
  return { database: await openDatabase({ databaseUrl: url }), drop };
}

type Sum = {
  day: string;
  address?: string;
  chain_id: string;
  token_symbol: string;
  amount: string;
  count: string;
};

describe(`sales rollups on ${expectedDbKind()}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await open());
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const select = (query: ReturnType<typeof sql>) => queryRows<Sum>(database.db, query);
  const normalized = (rows: Sum[]) =>
    rows.map((r) => ({
      ...r,
      day: String(r.day).slice(0, 10),
      amount: String(Number(r.amount)),
      count: String(r.count),
    }));
  /** Both rollups, groups at count 0 left out, against the same sums over the orders themselves. */
  async function expectInStep() {
    const byBuyer = await select(sql`select address, day::text as day, chain_id::text, token_symbol,
        amount::text, count::text from buyer_sales_daily where count <> 0 order by 1, 2, 3, 4`);
    const fromOrders = await select(sql`select address, ((created_at at time zone 'UTC')::date)::text as day,
        chain_id::text, token_symbol, sum(amount)::text as amount, count(*)::text as count
        from orders where status = 'paid' group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(normalized(byBuyer)).toEqual(normalized(fromOrders));
    const byDay = await select(sql`select day::text as day, chain_id::text, token_symbol, amount::text,
        count::text from sales_daily where count <> 0 order by 1, 2, 3`);
    const daysFromOrders = await select(sql`select ((created_at at time zone 'UTC')::date)::text as day,
        chain_id::text, token_symbol, sum(amount)::text as amount, count(*)::text as count
        from orders where status = 'paid' group by 1, 2, 3 order by 1, 2, 3`);
    expect(normalized(byDay)).toEqual(normalized(daysFromOrders));
    return byDay.length;
  }
  const buyers = ['0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'];

  it('follows inserts, including a day boundary in UTC and an order that is not paid', async () => {
    await database.db.execute(sql`
      insert into orders (order_no, address, chain_id, token_symbol, quantity, unit_price, amount, status, created_at)
      values ('R1', ${buyers[0]}, 1, 'USDT', 1, 100, 100, 'paid', '2026-03-01T23:59:59.999Z'),
             ('R2', ${buyers[0]}, 1, 'USDT', 2, 100, 200.5, 'paid', '2026-03-02T00:00:00.000Z'),
             ('R3', ${buyers[1]}, 1, 'USDT', 1, 100, 100, 'paid', '2026-03-02T10:00:00.000Z'),
             ('R4', ${buyers[1]}, 56, 'USDT', 1, 7, 7, 'pending', '2026-03-02T10:00:00.000Z'),
             ('R5', ${buyers[1]}, 42161, 'USDC', 1, 3.25, 3.25, 'paid', '2026-03-03T00:00:00.000Z')`);
    expect(await expectInStep()).toBe(3);
    const [day] = await select(
      sql`select amount::text, count::text from sales_daily where day = '2026-03-02'`,
    );
    expect(day).toMatchObject({ count: '2' });
    expect(Number(day?.amount)).toBe(300.5);
  });

  it('follows an order entering and leaving paid, a changed amount and a moved day', async () => {
    await database.db.execute(sql`update orders set status = 'paid' where order_no = 'R4'`);
    await expectInStep();
    await database.db.execute(sql`update orders set status = 'refunded' where order_no = 'R1'`);
    await expectInStep();
    await database.db.execute(sql`update orders set amount = 150, unit_price = 150 where order_no = 'R3'`);
    await database.db.execute(
      sql`update orders set created_at = '2026-04-01T12:00:00Z' where order_no = 'R5'`,
    );
    await database.db.execute(sql`update orders set tx_hash = null`);
    expect(await expectInStep()).toBe(3);
  });

  it('follows deletes, and a truncate empties both', async () => {
    await database.db.execute(sql`delete from orders where order_no in ('R2', 'R3')`);
    await expectInStep();
    await database.db.execute(sql`truncate orders`);
    expect(await expectInStep()).toBe(0);
    const left = await select(
      sql`select (select count(*) from sales_daily) + (select count(*) from buyer_sales_daily) as count`,
    );
    expect(Number(left[0]?.count)).toBe(0);
  });
});
