import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { dataDirOf, type Product } from './product';

/**
 * The URL of a product's embedded PostgreSQL (started by the product in `<workDir>/.data/postgres`, on
 * the port its postmaster.pid records; the user and password the backend gives it). For tests that must
 * reach past the API, as an intruder or an operator would.
 */
export function databaseUrlOf(product: Product): string {
  const pid = readFileSync(join(dataDirOf(product.workDir), 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  if (!port) throw new Error('no port in the embedded PostgreSQL postmaster.pid');
  return `postgres://postgres:postgres@127.0.0.1:${port}/notices`;
}

/** Runs one SQL statement on the product's database and answers its rows. */
export async function sql<T extends object>(product: Product, text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: databaseUrlOf(product) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Queues a pg-boss job the product's worker runs (a scheduled job, now instead of at its hour). */
export async function runJobNow(product: Product, name: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrlOf(product),
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await boss.send(name, {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
