import { integer, type Env } from './env';

/** How long a request may wait on PostgreSQL before it answers 503 database_unavailable. */
export interface DatabaseTimeouts {
  /** DATABASE_ACQUIRE_TIMEOUT_MS: waiting for a pooled connection, or for a new one's handshake. */
  acquireMs: number;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's `statement_timeout` of every session, a default a
   * transaction may raise (`SET LOCAL statement_timeout`); 0 turns it (and the client's backstop) off.
   */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { acquireMs: 5_000, statementMs: 15_000 };

export function databaseTimeouts(env: Env): DatabaseTimeouts {
  return {
    acquireMs: integer(env, 'DATABASE_ACQUIRE_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.acquireMs, 100, 600_000),
    statementMs: integer(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      DEFAULT_DATABASE_TIMEOUTS.statementMs,
      0,
      3_600_000,
    ),
  };
}
