import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** One set of TypeORM options for the app, the CLI and the tests. `synchronize` is never on. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    // node-postgres defaults to 10 connections; the search benchmark runs 16 clients at once.
    extra: { max: 20 },
  };
}
