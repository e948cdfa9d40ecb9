import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * The advisory lock every process takes before migrating: the bytes of "NOTICES" as one 64-bit number.
 * Fixed, so every instance of the product, whatever its version, waits on the same lock.
 */
export const MIGRATION_LOCK_KEY = '22029615815763283';

const logger = new Logger('Migrations');

/**
 * Brings the database up to the newest migration, then runs `boot` (the app's start-up writes: first
 * administrator, demo data), all while holding a PostgreSQL advisory lock on a connection of its own.
 * Instances starting together thus take turns: one migrates and seeds, the others wait, then find
 * nothing left to do. The lock goes with the connection: a process that dies mid-way frees it.
 */
export async function migrateThen<T>(databaseUrl: string, boot: () => Promise<T>): Promise<T> {
  const dataSource = new DataSource({
    ...dataSourceOptions(databaseUrl),
    entities: [],
    migrationsRun: false,
  });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    const [{ locked }] = (await lock.query('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ])) as Array<{ locked: boolean }>;
    if (!locked) {
      logger.log('Another instance is starting on this database: waiting for it');
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of applied) logger.log(`Applied ${migration.name}`);
      return await boot();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}

/** Brings the database up to the newest migration, one instance at a time (see migrateThen). */
export function runMigrations(databaseUrl: string): Promise<void> {
  return migrateThen(databaseUrl, async () => undefined);
}
