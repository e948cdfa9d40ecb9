import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneDatabase, freePort } from '../support/app';
import { BUILD_TIMEOUT, buildServer, MAIN } from '../support/child-app-fixtures';
import { clusterBase, Cluster } from './replica-fixtures';

const BACKEND = join(__dirname, '..', '..');

/**
 * A child process running a pg-boss worker, as the product's job workers do: the job is active when the
 * database stops; when the handler ends, pg-boss 10 completes the job without awaiting it, and the lost
 * connection rejects with nobody listening. `rule` installs tolerateLostDatabaseConnections (main.ts);
 * `reject` makes the child reject something else as well, afterwards.
 */
const CHILD = `
require('ts-node/register/transpile-only');
const PgBoss = require('pg-boss');
const { tolerateLostDatabaseConnections } = require('./src/database/connection-errors.ts');
if (process.env.RULE) tolerateLostDatabaseConnections({ warn: (m) => console.log('WARN ' + m) });
const boss = new PgBoss({ connectionString: process.env.URL, schema: 'pgboss', supervise: false });
boss.on('error', () => undefined);
const released = new Promise((resolve) => process.stdin.once('data', resolve));
(async () => {
  await boss.start();
  await boss.createQueue('q');
  await boss.send('q', {});
  await boss.work('q', { pollingIntervalSeconds: 0.5 }, async () => {
    console.log('ACTIVE');
    await released;
  });
  await released;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  if (process.env.REJECT) Promise.reject(new TypeError('a bug'));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log('ALIVE');
  process.exit(0);
})();
`;

interface Outcome {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the child until the job is active, stops the cluster, lets the handler end; answers how it ended. */
async function run(cluster: Cluster, env: Record<string, string>): Promise<Outcome> {
  cluster.start();
  const child = spawn(process.execPath, ['-e', CHILD], {
    cwd: BACKEND,
    env: { ...process.env, URL: cluster.url('postgres'), ...env },
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const active = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ACTIVE')) resolve();
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await Promise.race([active, exited]);
  cluster.stop('fast');
  child.stdin.write('go\n');
  const code = await exited;
  return { code, out, err };
}

describe('a database connection lost under pg-boss (real process)', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await Cluster.create(clusterBase());
  });
  afterAll(() => {
    try {
      cluster.stop('immediate');
    } catch {
      // stopped already
    }
  });

  it('ends a process without the rule (the unawaited complete() rejects)', async () => {
    const { code, out } = await run(cluster, {});
    expect(out).toContain('ACTIVE');
    expect(out).not.toContain('ALIVE');
    expect(code).toBe(1);
  });

  it('is a warning with the rule, and the process goes on', async () => {
    const { code, out, err } = await run(cluster, { RULE: '1' });
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatch(/WARN database connection lost outside a request \(left for retry\): \S+/);
    expect(out).toContain('ALIVE');
  });

  it('still ends the process on any other unhandled rejection', async () => {
    const { code, out, err } = await run(cluster, { RULE: '1', REJECT: '1' });
    expect(out).toContain('WARN database connection lost');
    expect(out).not.toContain('ALIVE');
    expect(err).toContain('TypeError: a bug');
    expect(code).toBe(1);
  });
});

/**
 * The built server (main.ts) with a preload that, once told on stdin, rejects a promise nobody handles:
 * REJECT=connection a lost connection as pg reports it, otherwise a bug.
 */
const PRELOAD = `data:text/javascript,${encodeURIComponent(`
  process.stdin.once('data', () => {
    Promise.reject(process.env.REJECT === 'connection'
      ? Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
      : new TypeError('a bug'));
  });`)}`;

describe('the rule in the built server (main.ts)', () => {
  let databaseUrl: string;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    await buildServer();
    databaseUrl = await cloneDatabase();
  }, BUILD_TIMEOUT);
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });

  /** Starts the server, waits until it answers, triggers the rejection; answers its output and exit code. */
  async function rejectIn(kind: 'connection' | 'bug') {
    const port = await freePort();
    const proc = spawn(process.execPath, ['--import', PRELOAD, MAIN], {
      env: {
        ...process.env,
        REJECT: kind,
        DATABASE_URL: databaseUrl,
        RUN_JOBS: 'false',
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'notices-rejection-')),
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: '',
      },
    });
    child = proc;
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exitCode: number | null | undefined;
    const exited = new Promise<void>((resolve) =>
      proc.once('exit', (code) => {
        exitCode = code;
        resolve();
      }),
    );
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (res) => res.status,
        () => 0,
      );
    const end = Date.now() + 60_000;
    while ((await health()) === 0) {
      if (Date.now() > end || exitCode !== undefined) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    proc.stdin.write('go\n');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    return { output, exitCode, health: exitCode === undefined ? await health() : 0 };
  }

  it('logs a lost database connection as a warning and keeps serving', async () => {
    const { output, exitCode, health } = await rejectIn('connection');
    expect(exitCode).toBeUndefined();
    expect(health).toBe(200);
    expect(output).toContain(
      'database connection lost outside a request (left for retry): terminating connection due to administrator command',
    );
  }, 90_000);

  it('ends on any other unhandled rejection, with its stack and exit code 1, as Node does', async () => {
    const { output, exitCode } = await rejectIn('bug');
    expect(exitCode).toBe(1);
    expect(output).toContain('TypeError: a bug');
  }, 90_000);
});
