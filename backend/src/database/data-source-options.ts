import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseTimeouts } from '../config/database-config';
import { DatabaseLogger } from './database-logger';
import { PostgresNamingStrategy } from './naming-strategy';

/** node-postgres defaults to 10 connections; the search benchmark runs 16 clients at once. */
export const POOL_OPTIONS = { max: 20 };
/**
 * Many short queries on few cores: parallel workers and JIT compilation only add start-up time
 * (SEARCH-NOTES.md; a search page took 26 ms to start two workers for 3 ms of work).
 */
export const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/**
 * How long the app keeps an idle pooled connection (node-postgres closes them after 10 s). A new
 * connection's backend maps each shared buffer it touches for the first time, a page fault each (~10 µs
 * on a small virtual machine): one search took 147 ms in a new connection and 17 ms in the next, with
 * every block already in the pool. Scripts and migrations keep the default, so they exit promptly.
 */
export const APP_IDLE_CONNECTION_MS = 10 * 60_000;

/** How much longer than `statement_timeout` the client waits before it takes the server for stalled. */
export const STALL_MARGIN_MS = 1_000;
/** The longest timer Node keeps: a client-side read timeout that never fires in practice. */
export const NO_READ_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * node-postgres options that bound every wait on PostgreSQL: `connectionTimeoutMillis` for a pooled
 * connection (or a new one's handshake), the server's `statement_timeout`, and a client-side
 * `query_timeout` a little longer, which fires only when the server cannot answer at all (stopped, or a
 * network that drops packets): a live server cancels the statement first.
 */
export function poolTimeouts(timeouts: DatabaseTimeouts): {
  connectionTimeoutMillis: number;
  statement_timeout?: number;
  query_timeout?: number;
} {
  return {
    connectionTimeoutMillis: timeouts.acquireMs,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + STALL_MARGIN_MS }
      : {}),
  };
}

/**
 * One set of TypeORM options for the app, the CLI and the tests. `synchronize` is never on, and neither is
 * `migrationsRun`: migrations run once per boot under an advisory lock (migrate.ts).
 * `timeouts` bound the app's waits; null (the CLI, migrations) leaves a long migration or the wait for
 * the migration lock unbounded.
 */
export function dataSourceOptions(url: string, timeouts: DatabaseTimeouts | null = null): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new PostgresNamingStrategy(),
    logging: ['error'],
    logger: new DatabaseLogger(),
    extra: {
      ...POOL_OPTIONS,
      options: SESSION_OPTIONS,
      ...(timeouts ? { ...poolTimeouts(timeouts), idleTimeoutMillis: APP_IDLE_CONNECTION_MS } : {}),
    },
  };
}
