// `npm run migrate`: apply the migrations to DATABASE_URL (else DATA_DIR's PGlite) and exit. On
// PostgreSQL they run under an advisory lock, so replicas or a deploy step started together
// migrate once while the others wait (openDatabase holds that lock).
import { openDatabase } from './db/connection.ts';

const env = process.env;
const started = Date.now();
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? './.data/pglite' },
);
await database.close();
process.stdout.write(
  `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'migrated', db: database.kind, ms: Date.now() - started })}\n`,
);
