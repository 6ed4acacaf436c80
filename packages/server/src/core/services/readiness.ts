import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database.ts';
import { databaseUnavailable } from '../db/outage.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';

/** The contract's bound: ready only when the database answers within this. */
const READY_WITHIN_MS = 1_000;

/**
 * `/api/ready`: what a load balancer routes on. Ready means the database answered `select 1`
 * within 1 s and this process is not draining for a stop; anything else (an error, a hang, a
 * draining server) is 503, so traffic moves to a replica that can serve.
 */
export async function readiness(deps: Deps): Promise<{ ok: true }> {
  if (deps.lifecycle.draining) {
    throw new HttpError('503', 'server draining: it is stopping; retry on another replica', {
      'Retry-After': '1',
    });
  }
  const ping = queryRows(deps.database.db, sql`select 1 as ready`);
  // A ping that fails after the bound was already answered must not become an unhandled rejection.
  ping.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), READY_WITHIN_MS);
  });
  try {
    await Promise.race([ping, late]);
    return { ok: true };
  } catch {
    throw databaseUnavailable();
  } finally {
    clearTimeout(timer);
  }
}
