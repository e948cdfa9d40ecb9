import { bearer, TestApp } from '../support/app';
import { createNoticeType, day, noticeBody, staff, type TypeIds } from '../support/notice-fixtures';

describe('notices scope: no one reaches another publication’s notices', () => {
  let t: TestApp;
  let type: TypeIds;
  let pubA: number;
  let pubB: number;
  let noticeA: { id: number; publicationDates: Array<{ id: number }> };
  beforeAll(async () => {
    t = await TestApp.start();
    type = await createNoticeType(t);
    pubA = (await t.createPublication()).id;
    pubB = (await t.createPublication()).id;
    const admin = bearer((await t.admin()).token);
    noticeA = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pubA))
    ).body;
    await t.http.put(`/api/v1/admin/notices/${noticeA.id}/publish`).set(admin).expect(200);
  });
  afterAll(() => t.close());

  const routes = (id: number, dateId: number): Array<[string, string, object?]> => [
    ['get', `/api/v1/admin/notices/${id}`],
    ['put', `/api/v1/admin/notices/${id}`, {}],
    ['delete', `/api/v1/admin/notices/${id}`],
    ['put', `/api/v1/admin/notices/${id}/publish`],
    ['delete', `/api/v1/admin/notices/${id}/cancel`],
    ['delete', `/api/v1/admin/notices/${id}/cancel/${dateId}`],
    ['put', `/api/v1/admin/notices/${id}/add_publication_date`, { date: '2099-01-01' }],
    [
      'post',
      `/api/v1/admin/notices/${id}/attachments`,
      { kind: 'public', name: 'a.png', contentType: 'image/png', size: 10 },
    ],
    ['post', `/api/v1/admin/notices/${id}/attachments/1/complete`],
    ['post', `/api/v1/admin/notices/${id}/file.png`, { attachmentType: 'content' }],
  ];

  it.each(['PUBLICATION_ADMIN', 'PUBLICATION_USER'] as const)(
    'a %s of another publication gets 404 on every notice route',
    async (role) => {
      const other = await staff(t, pubB, role, true);
      for (const [method, path, body] of routes(noticeA.id, noticeA.publicationDates[0].id)) {
        const res = await t
          .call(method, path)
          .set(other.auth)
          .send(body ?? {});
        // PUT with a full body must also be 404 (the empty one may stop at validation first).
        expect([method, path, [400, 404].includes(res.status)]).toEqual([method, path, true]);
      }
      const put = await t.http
        .put(`/api/v1/admin/notices/${noticeA.id}`)
        .set(other.auth)
        .send(noticeBody(t, type, pubB));
      expect(put.status).toBe(404);
      const list = await t.http.get('/api/v1/admin/notices').set(other.auth);
      expect(list.body.data.map((n: { id: number }) => n.id)).not.toContain(noticeA.id);
      const into = await t.http
        .post('/api/v1/admin/notices')
        .set(other.auth)
        .send(noticeBody(t, type, pubA));
      expect([into.status, into.body.message]).toEqual([400, 'publication_not_available']);
    },
  );

  it('a publication’s own staff reach its notices', async () => {
    const own = await staff(t, pubA, 'PUBLICATION_USER', false);
    const res = await t.http.get(`/api/v1/admin/notices/${noticeA.id}`).set(own.auth);
    expect([res.status, res.body.permissions.publish]).toEqual([200, false]);
  });

  it('an API user is limited to its publications, submits as api, and may go free only where allowed', async () => {
    const api = await t.userWithSession({ roles: 'API_USER' });
    await t.grantApiPublication(api.user.id, pubB, true);
    const auth = bearer(api.token);
    await t.http.get(`/api/v1/admin/notices/${noticeA.id}`).set(auth).expect(404);
    const refused = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, pubA));
    expect(refused.body.message).toBe('publication_not_available');
    const free = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, pubB, { free: true }));
    expect([free.status, free.body.free, free.body.submissionType]).toEqual([201, true, 'api']);
    const pubC = (await t.createPublication()).id;
    await t.grantApiPublication(api.user.id, pubC, false);
    const notFree = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, pubC, { free: true }));
    expect([notFree.status, notFree.body.message]).toEqual([403, 'free_not_allowed']);
    const list = await t.http.get('/api/v1/admin/notices').set(auth);
    expect(
      list.body.data.every((n: { publication: { id: number } }) => [pubB, pubC].includes(n.publication.id)),
    ).toBe(true);
  });

  it('a manager whose publication is disabled reaches nothing', async () => {
    const pubD = await t.createPublication();
    const admin = bearer((await t.admin()).token);
    const notice = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pubD.id))
    ).body;
    const member = await staff(t, pubD.id, 'PUBLICATION_ADMIN', true);
    await t.db.query('UPDATE publications SET enabled = false WHERE id = $1', [pubD.id]);
    const res = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(member.auth);
    expect([403, 404]).toContain(res.status);
  });

  it('a version moved into another publication shows its staff nothing of the versions and dates left behind', async () => {
    const admin = bearer((await t.admin()).token);
    const first = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pubB, { title: 'Kept in B' }))
    ).body;
    await t.http.put(`/api/v1/admin/notices/${first.id}/publish`).set(admin).expect(200);
    const moved = await t.http
      .put(`/api/v1/admin/notices/${first.id}`)
      .set(admin)
      .send(
        noticeBody(t, type, pubA, {
          title: 'Now in A',
          createNewVersion: true,
          publicationDates: [{ date: day(t, 20) }],
        }),
      );
    expect([moved.status, moved.body.previousVersion?.id]).toEqual([200, first.id]);
    const ofA = await staff(t, pubA, 'PUBLICATION_USER', false);
    const seen = await t.http.get(`/api/v1/admin/notices/${moved.body.id}`).set(ofA.auth);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain('Kept in B');
    expect(seen.body.previousVersion).toBeNull();
    expect(seen.body.publicationDates.map((d: { date: string }) => d.date)).toEqual([day(t, 20)]);
  });
});
