import { readSettings, type ServerSettings, SettingError } from './settings.ts';

// Environment → startServer; SIGTERM/SIGINT close the HTTP server and the database cleanly.
const production = process.argv.includes('--prod') || process.env.NODE_ENV === 'production';

/** A refusal to start is an operator's message, not a crash: print it and exit 1. */
function refuseToStart(error: unknown): never {
  if (error instanceof SettingError) process.stderr.write(`error: ${error.message}\n`);
  else if (error instanceof Error && error.name === 'DemoAccountsError')
    process.stderr.write(`${error.message}\n`);
  else throw error;
  process.exit(1);
}

let settings: ServerSettings;
try {
  // Every setting is read and checked here, once, before the database opens.
  settings = readSettings(process.env, { production });
} catch (error) {
  refuseToStart(error);
}
// The server's modules (the database drivers, viem, the API) load only once the settings hold: a
// refused setting is told in a fraction of a second instead of after ~2 s of imports.
const { startServer } = await import('./server.ts');
const running = await startServer(settings).catch(refuseToStart);
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'stopped', signal })}\n`,
  );
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
// Announced only once the handlers are in place: a supervisor may stop us as soon as it reads this.
process.stdout.write(
  `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: running.url, origin: running.origin, db: running.database.kind })}\n`,
);
