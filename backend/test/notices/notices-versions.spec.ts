import { bearer, TestApp } from '../support/app';
import {
  createNoticeType,
  day,
  noticeBody,
  setDateSettings,
  staff,
  type TypeIds,
} from '../support/notice-fixtures';

type Dates = Array<{
  id: number;
  date: string;
  published: boolean;
  canceled: boolean;
  noticeId: number;
  fromCurrentVersion: boolean;
  version: number;
}>;

describe('notice versions and in-place edits', () => {
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

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, pub, overrides));
    expect(res.status).toBe(201);
    return res.body as { id: number; publicationDates: Dates };
  };
  const put = (id: number, body: Record<string, unknown>) =>
    t.http
      .put(`/api/v1/admin/notices/${id}`)
      .set(admin)
      .send(noticeBody(t, type, pub, body));

  it('edits a draft in place, keeping date rows sent with their id', async () => {
    const notice = await create();
    const res = await put(notice.id, {
      title: 'Changed',
      publicationDates: [{ id: notice.publicationDates[0].id, date: day(t, 3) }, { date: day(t, 5) }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: notice.id, title: 'Changed', version: 1, status: 'D' });
    expect(res.body.publicationDates.map((d: { id: number; date: string }) => d.date)).toEqual([
      day(t, 3),
      day(t, 5),
    ]);
    expect(res.body.publicationDates[0].id).toBe(notice.publicationDates[0].id);
  });

  it('edits a scheduled notice in place while its earliest date stays; otherwise asks for a new version', async () => {
    const notice = await create();
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const [first, second] = notice.publicationDates;
    const inPlace = await put(notice.id, {
      title: 'Same first day',
      publicationDates: [
        { id: first.id, date: first.date },
        { id: second.id, date: day(t, 12) },
      ],
    });
    expect([inPlace.status, inPlace.body.id, inPlace.body.status]).toEqual([200, notice.id, 'S']);
    const moved = await put(notice.id, {
      publicationDates: [
        { id: first.id, date: day(t, 4) },
        { id: second.id, date: day(t, 12) },
      ],
    });
    expect([moved.status, moved.body.message]).toEqual([422, 'new_version_required']);
    const confirmed = await put(notice.id, {
      createNewVersion: true,
      publicationDates: [
        { id: first.id, date: day(t, 4) },
        { id: second.id, date: day(t, 12) },
      ],
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      version: 2,
      status: 'D',
      hasPreviousVersions: true,
      previousVersion: { id: notice.id },
    });
    const dates = confirmed.body.publicationDates as Dates;
    const old = dates.filter((d) => d.noticeId === notice.id);
    expect(old.every((d) => d.canceled && !d.fromCurrentVersion && d.version === 1)).toBe(true);
    expect(dates.filter((d) => d.fromCurrentVersion).map((d) => d.date)).toEqual([day(t, 4), day(t, 12)]);
    const archived = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect(archived.body).toMatchObject({
      status: 'C',
      hasNextVersions: true,
      nextVersions: [{ id: confirmed.body.id }],
    });
    expect(archived.body.permissions.edit).toBe(false);
    const stale = await put(notice.id, { createNewVersion: true });
    expect([stale.status, stale.body.message]).toEqual([422, 'notice_has_next_version']);
  });

  it('editing a published notice says already_published, then makes version 2 linked both ways', async () => {
    await setDateSettings(t, false, true);
    const notice = await create({ publicationDates: [{ date: day(t, 0) }, { date: day(t, 6) }] });
    const published = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin);
    expect(published.body.status).toBe('P');
    const refused = await put(notice.id, {});
    expect([refused.status, refused.body.message]).toEqual([422, 'already_published']);
    const dates = published.body.publicationDates as Dates;
    const v2 = await put(notice.id, {
      createNewVersion: true,
      title: 'Corrected',
      publicationDates: [
        { id: dates[0].id, date: dates[0].date },
        { id: dates[1].id, date: dates[1].date },
      ],
    });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({
      version: 2,
      status: 'D',
      title: 'Corrected',
      files: { contentAttachment: null, publicAttachments: [] },
    });
    const v2Dates = v2.body.publicationDates as Dates;
    // The published day stays with version 1; the pending one moved to version 2.
    expect(v2Dates.map((d) => [d.date, d.version, d.published, d.canceled])).toEqual([
      [day(t, 0), 1, true, false],
      [day(t, 6), 1, false, true],
      [day(t, 6), 2, false, false],
    ]);
    const v1 = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect(v1.body).toMatchObject({
      status: 'P',
      hasNextVersions: true,
      nextVersions: [{ id: v2.body.id, title: 'Corrected' }],
    });
    const list = await t.http.get('/api/v1/admin/notices?per=100').set(admin);
    const ids = list.body.data.map((n: { id: number }) => n.id);
    expect(ids).toContain(v2.body.id);
    expect(ids).not.toContain(notice.id);
    const all = await t.http.get('/api/v1/admin/notices?per=100&filters[allVersions][$eq]=true').set(admin);
    expect(all.body.data.map((n: { id: number }) => n.id)).toContain(notice.id);
    const audit = await t.auditOf('notice', notice.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish', 'new_version']);
    await setDateSettings(t, false, false);
  });

  it('amending a running notice with publishNewVersion keeps the run: version 2 scheduled, one transaction', async () => {
    await setDateSettings(t, false, true);
    const notice = await create({
      publicationDates: [{ date: day(t, 0) }, { date: day(t, 7) }, { date: day(t, 14) }],
    });
    const published = await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin);
    const dates = (published.body.publicationDates as Dates).slice(1);
    const v2 = await put(notice.id, {
      createNewVersion: true,
      publishNewVersion: true,
      title: 'Typo fixed',
      publicationDates: dates.map((d) => ({ date: d.date })),
    });
    expect([v2.status, v2.body.version, v2.body.status]).toEqual([200, 2, 'S']);
    expect(
      (v2.body.publicationDates as Dates).map((d) => [d.date, d.version, d.published, d.canceled]),
    ).toEqual([
      [day(t, 0), 1, true, false],
      [day(t, 7), 1, false, true],
      [day(t, 7), 2, false, false],
      [day(t, 14), 1, false, true],
      [day(t, 14), 2, false, false],
    ]);
    // The story in order, once: version 1 archived, version 2 created, then published.
    expect((await t.auditOf('notice', notice.id)).map((a) => a.action)).toEqual([
      'create',
      'publish',
      'new_version',
    ]);
    expect((await t.auditOf('notice', v2.body.id)).map((a) => a.action)).toEqual(['create', 'publish']);
    await setDateSettings(t, false, false);
  });

  it('a date due today on the kept run is published at once; without publish permission nothing changes (403)', async () => {
    await setDateSettings(t, false, true);
    const notice = await create({ publicationDates: [{ date: day(t, 0) }, { date: day(t, 7) }] });
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const clerk = await staff(t, pub, 'PUBLICATION_USER', false);
    const refused = await t.http
      .put(`/api/v1/admin/notices/${notice.id}`)
      .set(clerk.auth)
      .send(
        noticeBody(t, type, pub, {
          createNewVersion: true,
          publishNewVersion: true,
          publicationDates: [{ date: day(t, 7) }],
        }),
      );
    expect([refused.status, refused.body.message]).toEqual([403, 'no_publish_permission']);
    const untouched = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect([untouched.body.hasNextVersions, untouched.body.publicationDates[1].canceled]).toEqual([
      false,
      false,
    ]);
    const v2 = await put(notice.id, {
      createNewVersion: true,
      publishNewVersion: true,
      publicationDates: [{ date: day(t, 0) }, { date: day(t, 7) }],
    });
    // Version 1 already ran today: the amended version's today date runs too, as the scheduler would.
    expect([v2.status, v2.body.status]).toEqual([200, 'P']);
    expect(
      (v2.body.publicationDates as Dates).filter((d) => d.version === 2).map((d) => d.published),
    ).toEqual([true, false]);
    await setDateSettings(t, false, false);
  });

  it('a canceled notice needs a new version too (new_version_required)', async () => {
    const notice = await create();
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    await t.http.delete(`/api/v1/admin/notices/${notice.id}/cancel`).set(admin).expect(200);
    const res = await put(notice.id, {});
    expect([res.status, res.body.message]).toEqual([422, 'new_version_required']);
    const v2 = await put(notice.id, { createNewVersion: true });
    expect([v2.status, v2.body.version]).toEqual([200, 2]);
  });

  it('delete: not a P notice, not one with a next version; deleting version 2 makes version 1 current again', async () => {
    await setDateSettings(t, false, true);
    const notice = await create({ publicationDates: [{ date: day(t, 0) }] });
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const published = await t.http.delete(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect([published.status, published.body.message]).toEqual([422, 'notice_cannot_be_deleted']);
    const v2 = await put(notice.id, { createNewVersion: true, publicationDates: [{ date: day(t, 8) }] });
    const archived = await t.http.delete(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect([archived.status, archived.body.message]).toEqual([422, 'notice_cannot_be_deleted']);
    await t.http.delete(`/api/v1/admin/notices/${v2.body.id}`).set(admin).expect(204);
    const v1 = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(admin);
    expect(v1.body.hasNextVersions).toBe(false);
    await t.http.get(`/api/v1/admin/notices/${v2.body.id}`).set(admin).expect(404);
    await setDateSettings(t, false, false);
  });
});
