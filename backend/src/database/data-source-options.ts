import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
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
 * One set of TypeORM options for the app, the CLI and the tests. `synchronize` is never on, and neither is
 * `migrationsRun`: migrations run once per boot under an advisory lock (migrate.ts).
 */
export function dataSourceOptions(url: string): DataSourceOptions {
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
    extra: { ...POOL_OPTIONS, options: SESSION_OPTIONS },
  };
}
