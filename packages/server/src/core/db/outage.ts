import { HttpError } from '../errors.ts';

/** How long a client should wait before retrying a call the database could not serve. */
export const OUTAGE_RETRY_AFTER_SECONDS = 2;

/**
 * Error codes that mean "the database cannot serve now", not "this request is wrong": the socket
 * errors Node raises, postgres.js's own connection codes, and PostgreSQL's SQLSTATEs for a cancelled
 * statement (statement_timeout), a server shutting down or starting, too many connections, and a
 * standby refusing a write during a failover. Class 08 (connection exception) is matched by prefix.
 */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby during a failover
]);

/** PGlite's own words once its client is closed (it has no error code). */
const PGLITE_CLOSED = /PGlite is closed/i;

/**
 * Whether an error (or anything it wraps: Drizzle's query error keeps the driver's as `cause`,
 * a refused connection to a host with several addresses is an AggregateError) is an outage.
 */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, cause, errors, message } = error as {
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && (OUTAGE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && PGLITE_CLOSED.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(cause, depth + 1);
}

/** The contract's answer while the database cannot serve: 503, when to retry, and nothing written. */
export function databaseUnavailable(): HttpError {
  return new HttpError('503', 'database unavailable', {
    'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
  });
}
