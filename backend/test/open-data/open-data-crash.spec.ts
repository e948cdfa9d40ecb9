import { detroitDay } from '@notices/common';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../src/config/config';
import { OpenDataExporter } from '../../src/open-data/open-data-export.service';
import { bearer, TestApp } from '../support/app';
import { MAIN, startChildApp, type ChildApp } from '../support/child-app-fixtures';
import { createNoticeType } from '../support/notice-fixtures';
import { download } from './open-data-fixtures';
import { quietLog } from '../support/transparency-fixtures';

const NOTICES = 8000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built server (`npm test` builds it first; run `node scripts/build.mjs` before this file alone)
 * exporting a few thousand long notices: SIGKILL once its files are being written; no dump is listed, and
 * the next export over the same storage succeeds.
 */
describe('open-data export crash safety (real process)', () => {
  let t: TestApp;
  let child: ChildApp | null = null;
  const dataDir = join(mkdtempSync(join(tmpdir(), 'notices-open-data-crash-')), '.data');

  beforeAll(async () => {
    // The setup writes 8,000 long notices in one statement (search index included): on two busy test
    // workers that outlasts the app's default statement limit, which is not what this file tests.
    t = await TestApp.start({
      dataDir,
      transparency: quietLog(),
      databaseTimeouts: { ...DEFAULT_DATABASE_TIMEOUTS, statementMs: 0 },
    });
  });
  afterAll(async () => {
    await child?.stop('SIGKILL');
    await t?.close();
  });

  const startServer = () =>
    startChildApp(t, { RUN_JOBS: 'false', DATA_DIR: dataDir, TRANSPARENCY_INTERVAL_MS: '0' });

  it('leaves no dump listed after a SIGKILL mid-export, and the next run succeeds', async () => {
    expect(existsSync(MAIN)).toBe(true);
    const type = await createNoticeType(t);
    const pub = (await t.createPublication()).id;
    await t.db.query(
      `INSERT INTO notices (title, content, status, publication_id, notice_type_id)
       SELECT 'Notice ' || g, repeat('Notice of sale number ' || g || '. ', 300), 'P', $1, $2
       FROM generate_series(1, $3) g`,
      [pub, type.id, NOTICES],
    );
    await t.db.query('UPDATE notices SET root_id = id WHERE root_id IS NULL');
    await t.db.query(
      `INSERT INTO publication_dates (notice_id, date, published) SELECT id, '2026-11-20', true FROM notices`,
    );

    const started = await startServer();
    child = started;
    const admin = bearer(await t.sessionFor((await t.admin()).user));
    const today = detroitDay();
    const partial = join(dataDir, 'uploads', 'open-data', today, 'partial-notices.jsonl.gz');
    const res = await started.fetch('/api/v1/admin/open-data/export', {
      method: 'POST',
      headers: admin,
    });
    expect(res.status).toBe(202);
    for (let i = 0; i < 600 && !(existsSync(partial) && statSync(partial).size > 0); i++) await sleep(20);
    await child.stop('SIGKILL');
    child = null;

    expect(statSync(partial).size).toBeGreaterThan(0); // killed while writing
    expect((await t.http.get('/api/v1/open-data').expect(200)).body.dumps).toEqual([]);
    await t.http.get(`/api/v1/open-data/${today}/manifest.json`).expect(404);

    // The next run (here in the test's app, over the same files) writes the dump whole.
    await t.app.get(OpenDataExporter).exportToday();
    const [dump] = (await t.http.get('/api/v1/open-data').expect(200)).body.dumps;
    expect(dump).toMatchObject({ date: today, notices: NOTICES });
    const lines = (await download(t, dump.files[0].url)).text.trimEnd().split('\n');
    expect(lines).toHaveLength(NOTICES);
    expect(existsSync(partial)).toBe(false);
  }, 240_000);
});
