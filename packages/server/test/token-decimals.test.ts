import { TOKEN_DECIMALS, tokenSymbols } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/core/db/database.ts';
import { type Database, openDatabase } from '../src/db/connection.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database?.close());

describe('amounts and their token decimals in the database', () => {
  it('knows the same decimals per token as the code', async () => {
    for (const symbol of tokenSymbols) {
      const [row] = await queryRows<{ d: number }>(database.db, sql`select token_decimals(${symbol}) as d`);
      expect(Number(row?.d), symbol).toBe(TOKEN_DECIMALS[symbol]);
    }
  });

  it('refuses a withdrawal amount or fee with more places than its token, and takes one that fits', async () => {
    // Drizzle wraps the driver's error; the constraint's name is on its cause.
    const insert = (token: string, amount: string, fee: string) =>
      database.db
        .execute(
          sql`insert into withdrawals (address, chain_id, token_symbol, amount, fee)
              values ('0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', 1, ${token}, ${amount}::numeric, ${fee}::numeric)`,
        )
        .catch((error: { cause?: Error }) => {
          throw error.cause ?? error;
        });
    await expect(insert('USDT', '10000.001', '0')).rejects.toThrow(/withdrawals_amount_decimals/);
    await expect(insert('ETH', '1', '0.0000001')).rejects.toThrow(/withdrawals_fee_decimals/);
    // Trailing zeros are no extra places: the value fits.
    await expect(insert('USDT', '10000.0100', '0.50')).resolves.toBeDefined();
    await expect(insert('ETH', '1.123456', '0.000001')).resolves.toBeDefined();
  });
});
