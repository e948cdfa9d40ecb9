import { startOfDetroitDay } from '@notices/common';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { bearer, TestApp } from '../support/app';
import { createNoticeType, noticeBody, type TypeIds } from '../support/notice-fixtures';

const HOUR = 3600_000;

describe('publication dates are Detroit calendar days (daylight saving included)', () => {
  let t: TestApp;
  let type: TypeIds;
  let pub: number;
  beforeAll(async () => {
    t = await TestApp.start();
    type = await createNoticeType(t);
    pub = (await t.createPublication()).id;
  });
  afterAll(() => t.close());

  /** Moves the app's clock to an instant (sessions are made after each move: they last 12 hours). */
  const at = async (instant: Date) => {
    t.clock.reset();
    t.clock.advance(instant.getTime() - Date.now());
    return bearer((await t.admin()).token);
  };
  const dates = async (id: number) =>
    (await t.db.query(
      'SELECT date::text AS date, published FROM publication_dates WHERE notice_id = $1 ORDER BY date',
      [id],
    )) as Array<{ date: string; published: boolean }>;

  it('judges "today" by the Detroit day, not UTC: 11 pm Detroit is already the next day in UTC', async () => {
    // 2027-01-10 23:30 in Detroit (EST) is 2027-01-11 04:30 UTC.
    const admin = await at(new Date(startOfDetroitDay('2027-01-11').getTime() - 30 * 60_000));
    const ok = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, pub, { publicationDates: [{ date: '2027-01-11' }] }));
    expect(ok.status).toBe(201);
    const today = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, pub, { publicationDates: [{ date: '2027-01-10' }] }));
    expect([today.status, today.body.errors]).toEqual([
      400,
      { 'publicationDates.0.date': 'Cannot set current date' },
    ]);
    // An ISO instant is read as its Detroit day: 2027-01-12T03:00Z is still the 11th in Detroit.
    const iso = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, pub, { publicationDates: [{ date: '2027-01-12T03:00:00.000Z' }] }));
    expect(iso.body.publicationDates[0].date).toBe('2027-01-11');
    t.clock.reset();
  });

  it('publishes each day at Detroit midnight through the week daylight saving starts (2027-03-14)', async () => {
    let admin = await at(new Date('2027-03-12T17:00:00Z'));
    const days = ['2027-03-13', '2027-03-14', '2027-03-15', '2027-03-16'];
    const notice = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub, { publicationDates: days.map((date) => ({ date })) }))
    ).body;
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const scheduler = t.app.get(SchedulerService);
    for (const [i, day] of days.entries()) {
      const midnight = startOfDetroitDay(day); // 05:00Z before the change, 04:00Z after it
      admin = await at(new Date(midnight.getTime() - 60_000));
      await scheduler.run();
      expect((await dates(notice.id)).filter((d) => d.published)).toHaveLength(i);
      admin = await at(new Date(midnight.getTime() + 60_000));
      await scheduler.run();
      expect((await dates(notice.id)).filter((d) => d.published).map((d) => d.date)).toEqual(
        days.slice(0, i + 1),
      );
    }
    expect(startOfDetroitDay('2027-03-14').getTime() - startOfDetroitDay('2027-03-13').getTime()).toBe(
      24 * HOUR,
    );
    expect(startOfDetroitDay('2027-03-15').getTime() - startOfDetroitDay('2027-03-14').getTime()).toBe(
      23 * HOUR,
    );
    const view = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect(view.body.status).toBe('P');
    t.clock.reset();
  });
});
