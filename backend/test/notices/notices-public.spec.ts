import { bearer, TestApp } from '../support/app';
import {
  createDraftToday,
  createNoticeType,
  day,
  noticeBody,
  setDateSettings,
  type TypeIds,
} from '../support/notice-fixtures';

describe('public notices', () => {
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

  it('is 404 until a date is published, then public fields only, by notice and by date', async () => {
    await setDateSettings(t, false, true);
    const notice = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(
          noticeBody(t, type, pub, {
            free: true,
            publicationDates: [{ date: day(t, 0) }, { date: day(t, 5) }],
          }),
        )
    ).body;
    await t.http.get(`/api/v1/notices/${notice.id}`).expect(404);
    await t.http.get(`/api/v1/notices/date/${notice.publicationDates[0].id}`).expect(404);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const res = await t.http.get(`/api/v1/notices/${notice.id}`);
    expect(res.status).toBe(200);
    expect(res.body.notice).toMatchObject({
      id: notice.id,
      title: notice.title,
      status: 'P',
      attachments: [],
    });
    for (const hidden of ['free', 'submissionType', 'permissions', 'files'])
      expect(res.body.notice).not.toHaveProperty(hidden);
    const byDate = await t.http.get(`/api/v1/notices/date/${notice.publicationDates[1].id}`);
    expect(byDate.body.notice.id).toBe(notice.id);
    await setDateSettings(t, false, false);
  });

  it('a notice canceled before any publication never becomes public', async () => {
    const notice = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub))
    ).body;
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin).expect(200);
    await t.http.get(`/api/v1/notices/${notice.id}`).expect(404);
    await t.http.get(`/api/v1/notices/${notice.id}/1`).expect(404);
  });

  it('an archived version that was published stays public (old links keep proving what ran)', async () => {
    const notice = await createDraftToday(t, admin, type, pub);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const v2 = await t.http
      .put(`/api/v1/admin/notices/${notice.id}`)
      .set(admin)
      .send(noticeBody(t, type, pub, { createNewVersion: true, publicationDates: [{ date: day(t, 3) }] }));
    expect(v2.status).toBe(200);
    const old = await t.http.get(`/api/v1/notices/${notice.id}`);
    // Version 2 is a draft: the public answer does not reveal it (no link, no date, not "replaced").
    expect(old.body.notice).toMatchObject({ hasNextVersions: false, nextVersions: [], replacedBy: null });
    expect(old.body.notice.publicationDates.map((d: { noticeId: number }) => d.noticeId)).toEqual([
      notice.id,
    ]);
    await t.http.get(`/api/v1/notices/${v2.body.id}`).expect(404);
    await setDateSettings(t, false, false);
  });

  it('a published correction: the old version names the newest published version and the day it ran', async () => {
    const notice = await createDraftToday(t, admin, type, pub);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const current = await t.http.get(`/api/v1/notices/${notice.id}`);
    expect(current.body.notice.replacedBy).toBeNull();
    const v2 = await t.http
      .put(`/api/v1/admin/notices/${notice.id}`)
      .set(admin)
      .send(
        noticeBody(t, type, pub, {
          title: 'Corrected',
          createNewVersion: true,
          publishNewVersion: true,
          publicationDates: [{ date: day(t, 0) }],
        }),
      );
    expect([v2.status, v2.body.status]).toEqual([200, 'P']);
    const old = await t.http.get(`/api/v1/notices/${notice.id}`);
    expect(old.body.notice).toMatchObject({
      hasNextVersions: true,
      nextVersions: [{ id: v2.body.id, title: 'Corrected' }],
      replacedBy: { id: v2.body.id, date: day(t, 0) },
    });
    const newest = await t.http.get(`/api/v1/notices/${v2.body.id}`);
    expect(newest.body.notice).toMatchObject({ replacedBy: null, previousVersion: { id: notice.id } });
    // A draft version 3 changes nothing on either page: version 2 stays the current one.
    const v3 = await t.http
      .put(`/api/v1/admin/notices/${v2.body.id}`)
      .set(admin)
      .send(noticeBody(t, type, pub, { createNewVersion: true, publicationDates: [{ date: day(t, 3) }] }));
    expect(v3.status).toBe(200);
    const again = await t.http.get(`/api/v1/notices/${notice.id}`);
    expect(again.body.notice.replacedBy).toEqual({ id: v2.body.id, date: day(t, 0) });
    expect(again.body.notice.nextVersions.map((v: { id: number }) => v.id)).toEqual([v2.body.id]);
    expect((await t.http.get(`/api/v1/notices/${v2.body.id}`)).body.notice.replacedBy).toBeNull();
    await setDateSettings(t, false, false);
  });
});
