import canonicalize from 'canonicalize';
import { NoticePublisher } from '../../src/notices/notice-publisher.service';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { TransparencyService } from '../../src/transparency';
import { bearer, TestApp } from '../support/app';
import { createNoticeType, day, noticeBody, setDateSettings, type TypeIds } from '../support/notice-fixtures';
import { seedDueDates } from '../support/scheduler-seed';
import { entriesOf, quietLog, sha256 } from '../support/transparency-fixtures';

type Dates = Array<{ id: number; date: string; noticeId: number; published: boolean; canceled: boolean }>;

describe('the transparency log: one entry per publication event, in the same transaction', () => {
  let t: TestApp;
  let type: TypeIds;
  let pub: number;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await TestApp.start({ transparency: quietLog() });
    type = await createNoticeType(t);
    pub = (await t.createPublication({ countyIds: [82, 33] })).id;
    admin = bearer((await t.admin()).token);
    await setDateSettings(t, false, true);
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, pub, overrides));
    expect([res.status, res.body.message]).toEqual([201, undefined]);
    return res.body as { id: number; publicationDates: Dates };
  };
  const publish = async (id: number) => {
    const res = await t.http.put(`/api/v1/admin/notices/${id}/publish`).set(admin);
    expect(res.status).toBe(200);
    return res.body as { id: number; status: string; publicationDates: Dates };
  };
  const events = async (rootId: number) =>
    (await entriesOf(t, rootId)).map((e) => [e.notice_id, e.event, JSON.parse(e.body).eventDate]);

  it('publishing a draft with a date due today appends `published` once: canonical bytes, leaf hash, the whole version', async () => {
    const notice = await create({
      publicationDates: [{ date: day(t, 0) }, { date: day(t, 3) }],
      fieldValues: [
        { noticeTypeCustomFieldId: type.text, text: 'Jane Roe' },
        { noticeTypeCustomFieldId: type.date, date: '2026-12-01' },
      ],
    });
    expect((await entriesOf(t, notice.id)).length).toBe(0);
    await publish(notice.id);
    const [entry, ...more] = await entriesOf(t, notice.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      event: 'published',
      leaf_index: null,
      notice_id: notice.id,
      root_id: notice.id,
    });
    expect(canonicalize(JSON.parse(entry.body))).toBe(entry.body);
    expect(entry.leaf_hash.equals(sha256(Buffer.from([0]), Buffer.from(entry.body, 'utf8')))).toBe(true);
    const [date] = await t.db.query(
      'SELECT id, published_at FROM publication_dates WHERE notice_id = $1 ORDER BY date',
      [notice.id],
    );
    expect(entry.publication_date_id).toBe(date.id);
    const body = JSON.parse(entry.body);
    expect(body).toEqual({
      schema: 'michigan-public-notices/log-entry/v1',
      event: 'published',
      eventDate: day(t, 0),
      loggedAt: date.published_at.toISOString(),
      notice: { id: notice.id, rootId: notice.id, version: 1, previousVersionId: null },
      publication: { id: pub, name: expect.any(String) },
      noticeType: { id: type.id, name: expect.any(String) },
      counties: [
        { id: 33, name: 'Ingham' },
        { id: 82, name: 'Wayne' },
      ],
      title: 'Notice of Mortgage Foreclosure Sale',
      content: 'line 1\nline 2',
      fields: [
        { id: type.text, name: 'Debtor', type: 'text', value: 'Jane Roe' },
        { id: type.date, name: 'Sale day', type: 'date', value: '2026-12-01' },
      ],
      publicationDates: [
        { date: day(t, 0), state: 'published' },
        { date: day(t, 3), state: 'pending' },
      ],
      attachments: [],
    });
  });

  it('the scheduler appends `published` for each version’s first date and `date_published` after, each showing the later ones pending', async () => {
    const ids = await seedDueDates(t.db, pub, type.id, 4, day(t, 0));
    const [{ notice_id: first }] = await t.db.query('SELECT notice_id FROM publication_dates WHERE id = $1', [
      ids[0],
    ]);
    await t.app.get(SchedulerService).run();
    const entries = await entriesOf(t, first);
    expect(entries.map((e) => [e.event, JSON.parse(e.body).eventDate])).toEqual([
      ['published', day(t, -1)],
      ['date_published', day(t, 0)],
    ]);
    expect(
      entries.map((e) => JSON.parse(e.body).publicationDates.map((d: { state: string }) => d.state)),
    ).toEqual([
      ['published', 'pending'],
      ['published', 'published'],
    ]);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM transparency_entries WHERE publication_date_id = ANY($1)`,
      [ids],
    );
    expect(count).toBe(4);
    await t.app.get(SchedulerService).run();
    expect((await entriesOf(t, first)).length).toBe(2);
  });

  it('a date coming due later is logged by the scheduler as `date_published`', async () => {
    const notice = await create({ publicationDates: [{ date: day(t, 0) }, { date: day(t, 3) }] });
    await publish(notice.id);
    t.clock.advance(3 * 24 * 3600 * 1000);
    await t.app.get(SchedulerService).run();
    expect(await events(notice.id)).toEqual([
      [notice.id, 'published', day(t, -3)],
      [notice.id, 'date_published', day(t, 0)],
    ]);
  });

  it('saving a scheduled notice in the editor publishes a date that came due, and logs it with the saved text', async () => {
    const notice = await create({ publicationDates: [{ date: day(t, 1) }, { date: day(t, 5) }] });
    const { publicationDates: dates } = await publish(notice.id);
    t.clock.advance(24 * 3600 * 1000);
    const saved = await t.http
      .put(`/api/v1/admin/notices/${notice.id}`)
      .set(bearer((await t.admin()).token)) // a day later: a new session
      .send(
        noticeBody(t, type, pub, {
          title: 'Saved in the editor',
          publicationDates: dates.map((d) => ({ id: d.id, date: d.date })),
        }),
      );
    expect([saved.status, saved.body.status]).toEqual([200, 'P']);
    const entries = await entriesOf(t, notice.id);
    expect(entries.map((e) => [e.event, JSON.parse(e.body).eventDate, JSON.parse(e.body).title])).toEqual([
      ['published', day(t, 0), 'Saved in the editor'],
    ]);
  });

  it('add_publication_date due today publishes and logs the version’s first date', async () => {
    const notice = await create({ publicationDates: [{ date: day(t, 5) }] });
    await publish(notice.id);
    expect(await events(notice.id)).toEqual([]);
    const res = await t.http
      .put(`/api/v1/admin/notices/${notice.id}/add_publication_date`)
      .set(admin)
      .send({ date: day(t, 0) });
    expect(res.status).toBe(200);
    expect(await events(notice.id)).toEqual([[notice.id, 'published', day(t, 0)]]);
  });

  it('a new version logs the old version’s canceled dates and, once published, `new_version`', async () => {
    const notice = await create({ publicationDates: [{ date: day(t, 0) }, { date: day(t, 6) }] });
    const { publicationDates: dates } = await publish(notice.id);
    const v2 = await t.http
      .put(`/api/v1/admin/notices/${notice.id}`)
      .set(admin)
      .send(
        noticeBody(t, type, pub, {
          createNewVersion: true,
          title: 'Corrected',
          publicationDates: dates.map((d) => ({ id: d.id, date: d.date })),
        }),
      );
    expect(v2.status).toBe(200);
    const v2Id = v2.body.id as number;
    expect(await events(notice.id)).toEqual([
      [notice.id, 'published', day(t, 0)],
      [notice.id, 'date_canceled', day(t, 6)],
    ]);
    await publish(v2Id);
    t.clock.advance(6 * 24 * 3600 * 1000);
    await t.app.get(SchedulerService).run();
    const entries = await entriesOf(t, notice.id);
    expect(entries.map((e) => [e.notice_id, e.event])).toEqual([
      [notice.id, 'published'],
      [notice.id, 'date_canceled'],
      [v2Id, 'new_version'],
    ]);
    expect(JSON.parse(entries[2].body)).toMatchObject({
      title: 'Corrected',
      notice: { id: v2Id, rootId: notice.id, version: 2, previousVersionId: notice.id },
    });
    expect(JSON.parse(entries[1].body).publicationDates).toEqual([
      { date: day(t, -6), state: 'published' },
      { date: day(t, 0), state: 'canceled' },
    ]);
  });

  it('canceling one date, then all, logs each canceled date of a public version', async () => {
    const notice = await create({
      publicationDates: [{ date: day(t, 0) }, { date: day(t, 4) }, { date: day(t, 5) }, { date: day(t, 6) }],
    });
    const { publicationDates: dates } = await publish(notice.id);
    const one = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel/${dates[1].id}`).set(admin);
    expect(one.status).toBe(200);
    const all = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin);
    expect(all.status).toBe(200);
    const entries = await entriesOf(t, notice.id);
    expect(entries.map((e) => [e.event, e.publication_date_id])).toEqual([
      ['published', dates[0].id],
      ['date_canceled', dates[1].id],
      ['date_canceled', dates[2].id],
      ['date_canceled', dates[3].id],
    ]);
    expect(JSON.parse(entries[2].body).publicationDates.map((d: { state: string }) => d.state)).toEqual([
      'published',
      'canceled',
      'canceled',
      'pending',
    ]);
  });

  it('never logs a notice that was never public: its canceled dates append nothing', async () => {
    const notice = await create({ publicationDates: [{ date: day(t, 4) }, { date: day(t, 5) }] });
    await publish(notice.id);
    const all = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin);
    expect(all.status).toBe(200);
    expect(await entriesOf(t, notice.id)).toEqual([]);
  });

  it('two transactions publishing dates of one version at once agree on its first: the second waits', async () => {
    // Public before the log existed: no status change serialises the two publications.
    const [{ id: noticeId }] = await t.db.query(
      `INSERT INTO notices (title, content, status, publication_id, notice_type_id)
       VALUES ('Published before the log', 'text', 'P', $1, $2) RETURNING id`,
      [pub, type.id],
    );
    await t.db.query('UPDATE notices SET root_id = id WHERE id = $1', [noticeId]);
    await t.db.query(`INSERT INTO publication_dates (notice_id, date) VALUES ($1, $2), ($1, $3)`, [
      noticeId,
      day(t, -1),
      day(t, 0),
    ]);
    const publisher = t.app.get(NoticePublisher);
    const [first, second] = [t.db.createQueryRunner(), t.db.createQueryRunner()];
    try {
      await first.startTransaction();
      await second.startTransaction();
      expect(await publisher.publishDue(first.manager, day(t, 0), null, { noticeId, limit: 1 })).toBe(1);
      const later = publisher.publishDue(second.manager, day(t, 0), null, { noticeId, limit: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.commitTransaction();
      expect(await later).toBe(1);
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    expect((await entriesOf(t, noticeId)).map((e) => e.event)).toEqual(['published', 'date_published']);
  });

  it('integrate gives every pending entry a contiguous index in append order', async () => {
    const log = t.app.get(TransparencyService);
    await log.integrate();
    const rows = await t.db.query<Array<{ id: string; leaf_index: string }>>(
      'SELECT id, leaf_index FROM transparency_entries ORDER BY id',
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => Number(r.leaf_index))).toEqual(rows.map((_, i) => i));
    expect(await log.integrate()).toBe(0);
    const checkpoint = await log.latestCheckpoint();
    expect(checkpoint.treeSize).toBe(rows.length);
  });
});
