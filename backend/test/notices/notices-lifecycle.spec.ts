import { bearer, TestApp } from '../support/app';
import {
  createNoticeType,
  day,
  noticeBody,
  setDateSettings,
  staff,
  type TypeIds,
} from '../support/notice-fixtures';

describe('notices lifecycle: D → S → P, cancel, C', () => {
  let t: TestApp;
  let type: TypeIds;
  let pub: number;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await TestApp.start();
    type = await createNoticeType(t);
    pub = (await t.createPublication()).id;
    admin = bearer((await t.admin()).token);
  });
  afterAll(() => t.close());

  const create = async (auth: Record<string, string>, overrides: Record<string, unknown> = {}) => {
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, pub, overrides));
    expect([res.status, res.body.message]).toEqual([201, undefined]);
    return res.body as { id: number; status: string; publicationDates: Array<{ id: number; date: string }> };
  };

  it('creates a draft, marks the publication and the type used, and audits it', async () => {
    const notice = await create(admin);
    expect(notice).toMatchObject({
      status: 'D',
      version: 1,
      submissionType: 'normal',
      free: false,
      hasNextVersions: false,
    });
    expect(notice.publicationDates.map((d) => d.date)).toEqual([day(t, 2), day(t, 9)]);
    const [p] = await t.db.query('SELECT notices_created FROM publications WHERE id = $1', [pub]);
    const [nt] = await t.db.query('SELECT notices_created FROM notice_types WHERE id = $1', [type.id]);
    expect([p.notices_created, nt.notices_created]).toEqual([true, true]);
    expect((await t.auditOf('notice', notice.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('publishes a draft: S, and nothing published before its day', async () => {
    const notice = await create(admin);
    const res = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('S');
    expect(res.body.publicationDates.every((d: { published: boolean }) => !d.published)).toBe(true);
    const again = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin);
    expect([again.status, again.body.message]).toEqual([422, 'notice_not_draft']);
  });

  it('publishes a date due today at once (currentDateEnabled) and the notice becomes P', async () => {
    await setDateSettings(t, false, true);
    const notice = await create(admin, { publicationDates: [{ date: day(t, 0) }, { date: day(t, 3) }] });
    const res = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin);
    expect(res.body.status).toBe('P');
    expect(res.body.publicationDates.map((d: { published: boolean }) => d.published)).toEqual([true, false]);
    const [{ count }] = await t.db.query(
      'SELECT count(*)::int AS count FROM date_publications dp JOIN publication_dates d ON d.id = dp.publication_date_id WHERE d.notice_id = $1',
      [notice.id],
    );
    expect(count).toBe(1);
    await setDateSettings(t, false, false);
  });

  it('refuses publishing without the publish permission (a PUBLICATION_USER saves drafts only)', async () => {
    const user = await staff(t, pub, 'PUBLICATION_USER', false);
    const notice = await create(user.auth);
    expect(notice.status).toBe('D');
    const res = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(user.auth);
    expect([res.status, res.body.message]).toEqual([403, 'no_publish_permission']);
    const trained = await staff(t, pub, 'PUBLICATION_USER', true);
    const ok = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(trained.auth);
    expect([ok.status, ok.body.status]).toEqual([200, 'S']);
  });

  it('refuses publishing with a date that became past (publication_dates_invalid)', async () => {
    const notice = await create(admin, { publicationDates: [{ date: day(t, 1) }] });
    t.clock.advance(3 * 24 * 3600 * 1000);
    const fresh = bearer((await t.admin()).token); // sessions last 12 hours
    const res = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(fresh);
    t.clock.reset();
    expect([res.status, res.body.message, res.body.errors]).toEqual([
      400,
      'publication_dates_invalid',
      { 'publicationDates.0.date': 'Cannot set past date' },
    ]);
  });

  it('cancels one date, then all; with nothing published the notice becomes C', async () => {
    const notice = await create(admin);
    const draftCancel = await t.http
      .delete(`/api/v1/admin/notices/${notice.id}/cancel/${notice.publicationDates[0].id}`)
      .set(admin);
    expect([draftCancel.status, draftCancel.body.message]).toEqual([422, 'date_cannot_be_canceled']);
    const draftAll = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin);
    expect([draftAll.status, draftAll.body.message]).toEqual([422, 'notice_is_draft']);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const one = await t.http
      .delete(`/api/v1/admin/notices/${notice.id}/cancel/${notice.publicationDates[0].id}`)
      .set(admin);
    expect(one.status).toBe(200);
    expect(one.body.status).toBe('S');
    expect(one.body.publicationDates.map((d: { canceled: boolean }) => d.canceled)).toEqual([true, false]);
    const twice = await t.http
      .delete(`/api/v1/admin/notices/${notice.id}/cancel/${notice.publicationDates[0].id}`)
      .set(admin);
    expect([twice.status, twice.body.message]).toEqual([422, 'date_cannot_be_canceled']);
    const all = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin);
    expect([all.status, all.body.status]).toEqual([200, 'C']);
    const nothing = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin);
    expect([nothing.status, nothing.body.message]).toEqual([422, 'nothing_to_cancel']);
    expect(all.body.permissions).toMatchObject({ cancel: false, publish: false, addDate: false });
  });

  it('cancel all keeps a notice with a published date P', async () => {
    await setDateSettings(t, true, true);
    const notice = await create(admin, { publicationDates: [{ date: day(t, -1) }, { date: day(t, 4) }] });
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const all = await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin);
    expect(all.body.status).toBe('P');
    expect(
      all.body.publicationDates.map((d: { published: boolean; canceled: boolean }) => [
        d.published,
        d.canceled,
      ]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    await setDateSettings(t, false, false);
  });

  it('refuses canceling a paid date', async () => {
    const notice = await create(admin);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    await t.db.query('UPDATE publication_dates SET paid = true WHERE id = $1', [
      notice.publicationDates[0].id,
    ]);
    const res = await t.http
      .delete(`/api/v1/admin/notices/${notice.id}/cancel/${notice.publicationDates[0].id}`)
      .set(admin);
    expect([res.status, res.body.message]).toEqual([422, 'date_cannot_be_canceled']);
  });

  it('adds a date: validated, published at once when due on a scheduled notice', async () => {
    const notice = await create(admin);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const same = await t.http
      .put(`/api/v1/admin/notices/${notice.id}/add_publication_date`)
      .set(admin)
      .send({ date: day(t, 2) });
    expect([same.status, same.body.message, same.body.errors]).toEqual([
      400,
      'publication_dates_invalid',
      { date: 'errors.publicationDatesCannotBeTheSame' },
    ]);
    const today = await t.http
      .put(`/api/v1/admin/notices/${notice.id}/add_publication_date`)
      .set(admin)
      .send({ date: day(t, 0) });
    expect([today.status, today.body.errors]).toEqual([400, { date: 'Cannot set current date' }]);
    await setDateSettings(t, false, true);
    const ok = await t.http
      .put(`/api/v1/admin/notices/${notice.id}/add_publication_date`)
      .set(admin)
      .send({ date: `${day(t, 0)}T12:00:00.000Z` });
    expect([ok.status, ok.body.status]).toEqual([200, 'P']);
    expect(ok.body.publicationDates.find((d: { date: string }) => d.date === day(t, 0)).published).toBe(true);
    await setDateSettings(t, false, false);
  });

  it('lets a PUBLICATION_MANAGER add or cancel dates only with the publish permission', async () => {
    const notice = await create(admin);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const untrained = await staff(t, pub, 'PUBLICATION_ADMIN', false);
    const add = await t.http
      .put(`/api/v1/admin/notices/${notice.id}/add_publication_date`)
      .set(untrained.auth)
      .send({ date: day(t, 20) });
    expect([add.status, add.body.message]).toEqual([403, 'no_publish_permission']);
    const cancel = await t.http
      .delete(`/api/v1/admin/notices/${notice.id}/cancel/${notice.publicationDates[0].id}`)
      .set(untrained.auth);
    expect([cancel.status, cancel.body.message]).toEqual([403, 'no_publish_permission']);
    const view = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(untrained.auth);
    expect(view.body.permissions).toEqual({
      edit: true,
      delete: true,
      publish: false,
      cancel: false,
      addDate: false,
    });
  });

  it('refuses an API_USER adding a date to a canceled notice', async () => {
    const api = await t.userWithSession({ roles: 'API_USER' });
    await t.grantApiPublication(api.user.id, pub);
    const auth = bearer(api.token);
    const notice = await create(auth);
    expect(notice).toMatchObject({ submissionType: 'api' });
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(auth).expect(200);
    await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(auth).expect(200);
    const res = await t.http
      .put(`/api/v1/admin/notices/${notice.id}/add_publication_date`)
      .set(auth)
      .send({ date: day(t, 20) });
    expect([res.status, res.body.message]).toEqual([422, 'add_date_not_allowed']);
  });
});
