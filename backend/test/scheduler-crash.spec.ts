import { detroitDay } from '@notices/common';
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, TestApp } from './app';
import { createNoticeType } from './notice-fixtures';
import { seedDueDates } from './scheduler-seed';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const DUE = 4000;
/** A fresh clone compiles common and the backend first (about 100 s of tsc on two busy cores). */
const BUILD_TIMEOUT = 600_000;

/** One signing key for both runs (each starts on a fresh DATA_DIR, which would otherwise make its own). */
const SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server this test runs is the built one: common and backend are built when missing or stale. */
async function buildServer(): Promise<void> {
  const build = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'common', 'backend'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`building common and the backend failed (exit code ${code})`);
}

/**
 * The real server (built dist, pg-boss jobs on) publishing thousands of due dates one or two per
 * transaction: SIGKILL in the middle of the run, start again, and every due date ends published exactly once,
 * with exactly one transparency log entry, indexed contiguously.
 */
describe('scheduler crash safety (real process)', () => {
  let t: TestApp;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    await buildServer();
    t = await TestApp.start();
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t?.close();
  });

  async function startServer(): Promise<ChildProcess> {
    const port = await freePort();
    const proc = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl!,
        RUN_JOBS: 'true',
        SCHEDULER_BATCH_SIZE: '2',
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'notices-crash-')),
        DEMO_DATA: 'false',
        JWT_SECRET: t.config.jwtSecret,
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: '',
        TRANSPARENCY_SIGNING_KEY: SIGNING_KEY,
        TRANSPARENCY_INTERVAL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return proc;
  }

  const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query(sql, params))[0].n);

  async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await sleep(10);
    }
  }

  it('survives a SIGKILL mid-run: each due date published exactly once, the cut run marked failed', async () => {
    expect(existsSync(MAIN)).toBe(true);
    const type = await createNoticeType(t);
    const pub = (await t.createPublication()).id;
    const ids = await seedDueDates(t.db, pub, type.id, DUE, detroitDay());

    child = await startServer();
    await until(
      async () => (await count('SELECT count(*) AS n FROM date_publications')) > 50,
      60_000,
      'publishing to start',
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const publishedAtKill = await count('SELECT count(*) AS n FROM date_publications');
    expect(publishedAtKill).toBeLessThan(DUE); // killed in the middle, not after
    expect(await count(`SELECT count(*) AS n FROM scheduler_runs WHERE status = 'running'`)).toBe(1);

    child = await startServer();
    await until(
      async () =>
        (await count('SELECT count(*) AS n FROM publication_dates WHERE NOT published AND id = ANY($1)', [
          ids,
        ])) === 0,
      120_000,
      'every due date to be published',
    );
    await until(
      async () => (await count(`SELECT count(*) AS n FROM scheduler_runs WHERE status = 'finished'`)) > 0,
      30_000,
      'the run to finish',
    );
    await until(
      async () =>
        (await count('SELECT count(*) AS n FROM transparency_entries WHERE leaf_index IS NULL')) === 0,
      30_000,
      'every log entry to be integrated',
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;

    const [row] = await t.db.query(
      `SELECT count(*)::int AS dates, count(dp.publication_date_id)::int AS logged, count(*) FILTER (WHERE d.published)::int AS published
         FROM publication_dates d LEFT JOIN date_publications dp ON dp.publication_date_id = d.id WHERE d.id = ANY($1)`,
      [ids],
    );
    expect(row).toEqual({ dates: DUE, logged: DUE, published: DUE });
    const runs = await t.db.query(`SELECT status, published_count, error FROM scheduler_runs ORDER BY id`);
    expect(runs[0]).toMatchObject({ status: 'failed', error: 'interrupted (process stopped)' });
    // The counts on the runs add up to what was published: batches commit with their count.
    expect(runs.reduce((sum: number, r: { published_count: number }) => sum + r.published_count, 0)).toBe(
      DUE,
    );

    // The log: one publication entry per published date, none without its date, indexes 0..n-1.
    const [log] = await t.db.query(
      `SELECT
         (SELECT count(*)::int FROM publication_dates d WHERE d.id = ANY($1) AND d.published AND
            (SELECT count(*) FROM transparency_entries e WHERE e.publication_date_id = d.id) = 1) AS dates_logged_once,
         (SELECT count(*)::int FROM transparency_entries e LEFT JOIN publication_dates d ON d.id = e.publication_date_id
            WHERE d.id IS NULL OR NOT d.published) AS entries_without_date,
         (SELECT count(*)::int FROM transparency_entries WHERE event = 'published') AS first_dates,
         (SELECT count(*)::int FROM transparency_entries WHERE event = 'date_published') AS later_dates,
         (SELECT count(*)::int FROM transparency_entries) AS entries,
         (SELECT count(DISTINCT leaf_index)::int FROM transparency_entries) AS indexes,
         (SELECT min(leaf_index)::int FROM transparency_entries) AS first_index,
         (SELECT max(leaf_index)::int FROM transparency_entries) AS last_index,
         (SELECT max(tree_size)::int FROM transparency_checkpoints) AS signed_size`,
      [ids],
    );
    expect(log).toEqual({
      dates_logged_once: DUE,
      entries_without_date: 0,
      first_dates: DUE / 2,
      later_dates: DUE / 2,
      entries: DUE,
      indexes: DUE,
      first_index: 0,
      last_index: DUE - 1,
      signed_size: DUE,
    });
  }, 240_000);
});
