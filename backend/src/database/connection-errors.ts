import type { Logger } from '@nestjs/common';

/** Socket errors of a database that is down, restarting or unreachable for a moment. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, shutting down or in recovery).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** What node-postgres and its pool say when the socket goes away or a connection cannot be had. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  // The client's read timeout (query_timeout): the server did not answer even its own statement_timeout.
  /^Query read timeout/,
];

/**
 * True when `reason` says the database connection was lost or could not be made (pg's errors, a socket
 * error, or either wrapped by TypeORM or in an AggregateError), as opposed to a failed statement or a bug.
 */
export function isDatabaseConnectionError(reason: unknown, depth = 0): boolean {
  if (typeof reason !== 'object' || reason === null || depth > 3) return false;
  const error = reason as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof error.code === 'string' && (SOCKET_CODES.has(error.code) || SQLSTATE.test(error.code)))
    return true;
  if (
    typeof error.message === 'string' &&
    PG_MESSAGES.some((pattern) => pattern.test(error.message as string))
  )
    return true;
  const inner = [error.driverError, error.cause, ...(reason instanceof AggregateError ? reason.errors : [])];
  return inner.some((item) => isDatabaseConnectionError(item, depth + 1));
}

/** 57014 query_canceled: the statement ran out of its `statement_timeout` (or was cancelled by an operator). */
const STATEMENT_TIMEOUT = '57014';

/**
 * True when the database could not serve a request in time: a connection lost or not had within the
 * acquire timeout, or a statement over its timeout. The request may succeed when retried (a 503).
 */
export function isDatabaseUnavailable(reason: unknown): boolean {
  if (isDatabaseConnectionError(reason)) return true;
  const error = reason as { code?: unknown; driverError?: { code?: unknown } } | null;
  return error?.code === STATEMENT_TIMEOUT || error?.driverError?.code === STATEMENT_TIMEOUT;
}

/**
 * pg-boss 10 does not await its `complete()` and `fail()` after a job (manager.js, onFetch): a connection
 * lost at that moment rejects with nobody listening, which ends a Node process. Such a rejection is only a
 * warning here: the job stays active, expires and runs again (every handler is idempotent). Any other
 * unhandled rejection still ends the process as Node does by default (thrown as an uncaught exception, exit
 * code 1), for a supervisor to restart it.
 */
export function tolerateLostDatabaseConnections(logger: Pick<Logger, 'warn'>): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseConnectionError(reason)) {
      logger.warn(
        `database connection lost outside a request (left for retry): ${(reason as Error).message}`,
      );
      return;
    }
    throw reason instanceof Error ? reason : new Error(`Unhandled promise rejection: ${String(reason)}`);
  });
}
