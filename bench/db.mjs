// Connection to the product's database: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR
// (default /tmp/bench-data; line 4 of postmaster.pid is its port; user/password postgres, database notices).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const pg = require('pg');

// The session settings the product's own connections use (no parallel workers, no JIT).
const { options } = require('../backend/dist/database/data-source-options.js').dataSourceOptions('').extra;

export function connectionOptions() {
  if (process.env.DATABASE_URL) return { connectionString: process.env.DATABASE_URL, options };
  const dataDir = process.env.DATA_DIR ?? '/tmp/bench-data';
  const port = Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[3]);
  return { host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'notices', options };
}

export async function connect() {
  const client = new pg.Client(connectionOptions());
  await client.connect();
  return client;
}

/** The p-th percentile (0-100) of numbers sorted ascending. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);
