import { detroitDay } from '@notices/common';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { bearer, TestApp } from '../support/app';
import { createNoticeType, day, noticeBody } from '../support/notice-fixtures';
import { seedDueDates } from '../support/scheduler-seed';

describe('scheduled publishing (in process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ schedulerBatchSize: 50 });
  });
  afterAll(() => t.close());

  it('publishes every due date of scheduled notices once, in batches, and records the run', async () => {
    const type = await createNoticeType(t);
    const pub = (await t.createPublication()).id;
    const ids = await seedDueDates(t.db, pub, type.id, 1000, detroitDay(t.clock.now()));
    // Not due: a draft's date, a canceled date, a future date.
    const admin = bearer((await t.admin()).token);
    const draft = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub))
    ).body;
    await t.db.query(`UPDATE publication_dates SET date = $2 WHERE notice_id = $1`, [draft.id, day(t, -1)]);
    await t.db.query(`UPDATE publication_dates SET canceled = true WHERE id = $1`, [ids[0]]);
    const scheduler = t.app.get(SchedulerService);
    const run = await scheduler.run();
    expect(run).toMatchObject({ status: 'finished', due: 999, published: 999 });
    const [row] = await t.db.query(
      `SELECT count(*) FILTER (WHERE published)::int AS published, count(dp.*)::int AS logged,
              count(*) FILTER (WHERE dp.run_id = $2)::int AS byRun
         FROM publication_dates d LEFT JOIN date_publications dp ON dp.publication_date_id = d.id WHERE d.id = ANY($1)`,
      [ids, run.id],
    );
    expect(row).toEqual({ published: 999, logged: 999, byrun: 999 });
    const [{ statuses }] = await t.db.query(
      `SELECT array_agg(DISTINCT status) AS statuses FROM notices WHERE title LIKE 'Seeded %'`,
    );
    expect(statuses).toEqual(['P']);
    const again = await scheduler.run();
    expect(again).toMatchObject({ status: 'finished', due: 0, published: 0 });
    const draftView = await t.http.get(`/api/v1/admin/notices/${draft.id}`).set(admin);
    expect(draftView.body.publicationDates.some((d: { published: boolean }) => d.published)).toBe(false);
    const runs = await t.http.get('/api/v1/admin/scheduler/runs').set(admin);
    expect(runs.body.data.map((r: { id: number }) => r.id)).toEqual([again.id, run.id]);
  });
});
