// Our server as production runs it (no answer checking, no request log), on the small demo world,
// in its own process for bench/limit.ts; prints its URL once it listens.
import { startServer } from '@nsa/server';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL as string,
  demo: true,
  seedSize: 'small',
  log: false,
  checkAnswers: false,
  nonceLimitPerMinute: 0,
});
console.log(`listening ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
