import { bearer, TestApp } from '../support/app';
import { createNoticeType, noticeBody, staff } from '../support/notice-fixtures';

/** What the admin's getMany sends: one list request for a set of ids, `filters[id][$in][]=…`. */
describe('lists by a set of ids (the admin’s getMany)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let pubA: number;
  let pubB: number;
  const noticeIn = async (publicationId: number, type: Awaited<ReturnType<typeof createNoticeType>>) =>
    (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, publicationId))
        .expect(201)
    ).body.id as number;
  const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((r) => r.id).sort();
  const inQuery = (values: Array<number | string>) =>
    values.map((v) => `filters[id][$in][]=${encodeURIComponent(String(v))}`).join('&');

  beforeAll(async () => {
    t = await TestApp.start();
    admin = bearer((await t.admin()).token);
    pubA = (await t.createPublication()).id;
    pubB = (await t.createPublication()).id;
  });
  afterAll(() => t.close());

  it('answers exactly the records asked for, in one request, up to a page of 100 ids', async () => {
    const extra = (await t.createPublication()).id;
    const missing = Array.from({ length: 98 }, (_, i) => 900_000 + i);
    const res = await t.http
      .get(`/api/v1/admin/publications?per=100&${inQuery([pubA, extra, ...missing])}`)
      .set(admin);
    expect([res.status, ids(res), res.body.total]).toEqual([200, [pubA, extra].sort(), 2]);
  });

  it('keeps to the caller’s scope: another publication’s records never come back', async () => {
    const type = await createNoticeType(t);
    const [noticeA, noticeB] = [await noticeIn(pubA, type), await noticeIn(pubB, type)];
    const staffOfB = await staff(t, pubB, 'PUBLICATION_USER', true);
    const res = await t.http.get(`/api/v1/admin/notices?${inQuery([noticeA, noticeB])}`).set(staffOfB.auth);
    expect([res.status, ids(res)]).toEqual([200, [noticeB]]);
  });

  it('refuses more than 100 ids, or an id not written canonically, with a field error', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const values of [tooMany, [1, '01'], [1, 'x'], [0]]) {
      const res = await t.http.get(`/api/v1/admin/publications?${inQuery(values)}`).set(admin);
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([400, ['id']]);
    }
  });
});
