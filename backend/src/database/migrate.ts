import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { isDatabaseConnectionError } from './connection-errors';
import { dataSourceOptions } from './data-source-options';

/**
 * The advisory lock every process takes before migrating: the bytes of "NOTICES" as one 64-bit number.
 * Fixed, so every instance of the product, whatever its version, waits on the same lock.
 */
export const MIGRATION_LOCK_KEY = '22029615815763283';

const logger = new Logger('Migrations');

/** The first wait between tries, doubled after each up to the last. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5_000;

/**
 * Waits up to `seconds` for PostgreSQL to accept a connection: a database started together with the app
 * (compose, a reboot) refuses connections, or answers 57P03 "starting up", for a few seconds. Each try that
 * meets such an error is logged once, and tried again with backoff; any other error (a wrong password, a
 * missing database), or the same one past the deadline, is thrown as it is.
 */
export async function waitForDatabase(databaseUrl: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (let attempt = 1, wait = FIRST_WAIT_MS; ; attempt++, wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    const client = new Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const left = deadline - Date.now();
      if (!isDatabaseConnectionError(error) || left <= 0) throw error;
      const pause = Math.min(wait, left);
      logger.warn(
        `PostgreSQL is not accepting connections yet (${(error as Error).message || (error as { code?: string }).code}): ` +
          `try ${attempt + 1} in ${(pause / 1000).toFixed(1)} s, ${Math.ceil(left / 1000)} s left to wait`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * Brings the database up to the newest migration, then runs `boot` (the app's start-up writes: first
 * administrator, demo data), all while holding a PostgreSQL advisory lock on a connection of its own.
 * Instances starting together thus take turns: one migrates and seeds, the others wait, then find
 * nothing left to do. The lock goes with the connection: a process that dies mid-way frees it.
 */
export async function migrateThen<T>(
  databaseUrl: string,
  boot: () => Promise<T>,
  { waitSeconds = 0 }: { waitSeconds?: number } = {},
): Promise<T> {
  await waitForDatabase(databaseUrl, waitSeconds);
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
export function runMigrations(databaseUrl: string, options: { waitSeconds?: number } = {}): Promise<void> {
  return migrateThen(databaseUrl, async () => undefined, options);
}
