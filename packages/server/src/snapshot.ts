import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './core/db/database.ts';
import { FULL_SEED, seedDemo } from './core/seed.ts';
import { openPglite } from './db/connection.ts';

/**
 * The demo world `npm start` seeds, dated before `now`, migrated and dumped as a gzipped PGlite data
 * directory: what the mocks load instead of migrating and seeding on every start. `prepare` runs
 * last, before the dump (the mocks add what staging scenes needs).
 */
export async function dumpDemoWorld(options: {
  now: Date;
  prepare?: (client: PGlite, database: Database) => Promise<void>;
}): Promise<Uint8Array> {
  const { client, database } = await openPglite();
  try {
    await seedDemo(database.db, FULL_SEED, { now: options.now });
    await options.prepare?.(client, database);
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}
