import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

/**
 * A PGlite client as the services' Database: the server's embedded database, or the mocks' copy
 * of the demo world in the browser. Timestamps are read and written in UTC, as on PostgreSQL.
 */
export async function pgliteDatabase(
  client: PGlite,
  close: () => Promise<void> = () => client.close(),
): Promise<Database> {
  await client.waitReady;
  await client.exec(`SET TIME ZONE 'UTC'`);
  // PGlite is one process with one connection: there is no one to hold the start-up lock against.
  return {
    db: drizzle({ client, schema }),
    kind: 'pglite',
    close,
    exclusive: (work) => work(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
  };
}
