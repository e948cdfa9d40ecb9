import { bearer, TestApp } from '../support/app';
import { createNoticeType, noticeBody } from '../support/notice-fixtures';

/**
 * Only canonical positive integers are ids: `+2`, `0x2`, `2e0`, `02`, ` 2` (and friends) are not 2, in a
 * path, a list filter or a search query; each answers 400 naming the field, and never reaches the record.
 */
const NOT_TWO = ['+2', '0x2', '2e0', '02', ' 2', '2 ', '2.0', '-2', '0', '2147483648', '２'];

describe('canonical ids', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ids: { notice: number; publication: number; type: number; user: number };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = bearer((await t.admin()).token);
    const type = await createNoticeType(t);
    // Each record is id 2 of its table, so a lenient reading would find it.
    await t.createPublication();
    const publication = (await t.createPublication()).id;
    const first = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, publication));
    const notice = (
      await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, publication))
    ).body.id as number;
    const user = (await t.createUser()).id;
    ids = { notice, publication, type: type.id, user };
    expect([first.status, publication, notice]).toEqual([201, 2, 2]);
  });
  afterAll(() => t.close());

  const PATHS: Array<[string, string, string]> = [
    ['GET', '/api/v1/admin/notices/{}', 'id'],
    ['GET', '/api/v1/admin/publications/{}', 'id'],
    ['PUT', '/api/v1/admin/publications/{}/status', 'id'],
    ['GET', '/api/v1/admin/users/{}', 'id'],
    ['GET', '/api/v1/admin/noticetypes/{}', 'id'],
    ['GET', '/api/v1/notices/{}', 'id'],
    ['GET', '/api/v1/notices/date/{}', 'id'],
    ['GET', '/api/v1/admin/notices/2/files/{}', 'attachmentId'],
    ['DELETE', '/api/v1/admin/notices/2/cancel/{}', 'dateId'],
  ];
  const pathCases = PATHS.flatMap(([method, path, field]) =>
    NOT_TWO.map((spelling) => [method, path, field, spelling] as const),
  );

  it.each(pathCases)('%s %s refuses %s=%j', async (method, path, field, spelling) => {
    const res = await t
      .call(method, path.replace('{}', encodeURIComponent(spelling)))
      .set(admin)
      .send({ enabled: false });
    expect([res.status, res.body.message, Object.keys(res.body.errors ?? {})]).toEqual([
      400,
      'validation_failed',
      [field],
    ]);
  });

  it('says what an id must be, 0 and -1 included', async () => {
    for (const spelling of ['0', '-1', '+2']) {
      const res = await t.http.get(`/api/v1/admin/notices/${spelling}`).set(admin);
      expect(res.body.errors).toEqual({ id: 'must be a whole number from 1 to 2147483647' });
    }
  });

  it('still reads the canonical id', async () => {
    expect((await t.http.get('/api/v1/admin/publications/2').set(admin)).status).toBe(200);
    expect((await t.http.get(`/api/v1/admin/notices/${ids.notice}`).set(admin)).status).toBe(200);
    const enabled = await t.http.get('/api/v1/admin/publications/2').set(admin);
    expect(enabled.body.enabled).toBe(true); // no spelling above disabled it
  });

  const QUERIES: Array<[string, (v: string) => Record<string, string>, string]> = [
    ['/api/v1/admin/notices', (v) => ({ 'filters[publication][$in]': v }), 'publication'],
    ['/api/v1/admin/notices', (v) => ({ 'filters[noticeType][$eq]': v }), 'noticeType'],
    ['/api/v1/admin/notices', (v) => ({ 'filters[id][$eq]': v }), 'id'],
    ['/api/v1/admin/publications', (v) => ({ 'filters[id][$in]': v }), 'id'],
    ['/api/v1/admin/users', (v) => ({ 'filters[id][$eq]': v }), 'id'],
    ['/api/v1/search/search', (v) => ({ pub: v }), 'pub'],
    ['/api/v1/search/search', (v) => ({ type: v }), 'type'],
  ];
  const queryCases = QUERIES.flatMap(([path, query, field]) =>
    NOT_TWO.filter((s) => !s.includes(',')).map((spelling) => [path, field, spelling, query] as const),
  );

  it.each(queryCases)('GET %s refuses %s=%j', async (path, field, spelling, query) => {
    const res = await t.http.get(path).set(admin).query(query(spelling));
    expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([400, [field]]);
  });

  it('refuses ids in JSON bodies that are not whole numbers', async () => {
    const type = await createNoticeType(t);
    for (const publicationId of ['2', '+2', 2.5, '02']) {
      const res = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, ids.publication, { publicationId }));
      expect([publicationId, res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        publicationId,
        400,
        ['publicationId'],
      ]);
    }
    const file = await t.http
      .post(`/api/v1/admin/notices/${ids.notice}/x.png`)
      .set(admin)
      .send({ attachmentType: 'public', attachmentId: '+2' });
    expect([file.status, Object.keys(file.body.errors ?? {})]).toEqual([400, ['attachmentId']]);
  });
});
