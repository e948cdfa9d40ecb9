import { detroitDay } from '@notices/common';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { TestApp } from '../support/app';
import {
  BUILD_TIMEOUT,
  buildServer,
  MAIN,
  startChildApp,
  until,
  type ChildApp,
} from '../support/child-app-fixtures';
import { createNoticeType } from '../support/notice-fixtures';
import { seedDueDates } from '../support/scheduler-seed';

const DUE = 4000;
/** One signing key for both runs (each starts on a fresh DATA_DIR, which would otherwise make its own). */
const SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/**
 * The real server (built dist, pg-boss jobs on) publishing thousands of due dates one or two per
 * transaction: SIGKILL in the middle of the run, start again, and every due date ends published exactly once,
 * with exactly one transparency log entry, indexed contiguously.
 */
describe('scheduler crash safety (real process)', () => {
  let t: TestApp;
  let child: ChildApp | null = null;
  beforeAll(async () => {
    await buildServer();
    t = await TestApp.start();
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await child?.stop('SIGKILL');
    await t?.close();
  });

  /** Publishes as soon as it runs: not waiting for its health check lets the test catch the run early. */
  const startServer = () =>
    startChildApp(
      t,
      {
        RUN_JOBS: 'true',
        SCHEDULER_BATCH_SIZE: '2',
        TRANSPARENCY_SIGNING_KEY: SIGNING_KEY,
        TRANSPARENCY_INTERVAL_MS: '200',
      },
      { healthy: false },
    );

  const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query(sql, params))[0].n);

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
      10, // asked often: the kill must land mid-run
    );
    await child.stop('SIGKILL');
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
    await child.stop('SIGTERM');
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
