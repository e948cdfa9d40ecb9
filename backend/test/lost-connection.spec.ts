import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { clusterBase, Cluster } from './replica-fixtures';

const BACKEND = join(__dirname, '..');

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
