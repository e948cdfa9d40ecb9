import { bearer, TestApp } from '../support/app';
import { createNoticeType, noticeBody } from '../support/notice-fixtures';

/** Each 5xx the generated-input suite found, as the smallest request that showed it, now a 4xx. */
describe('generated-input regressions', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = bearer((await t.admin()).token);
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/api/v1/admin/noticetypes', { name: 'x', fields: [[]] }, 'fields'],
    [
      'POST',
      '/api/v1/admin/noticetypes',
      { name: 'x', fields: [[{ name: 'a', fieldType: 'text' }]] },
      'fields',
    ],
    [
      'POST',
      '/api/v1/admin/notices',
      { title: 'x', content: 'y', publicationDates: [[]] },
      'publicationDates',
    ],
    ['POST', '/api/v1/admin/notices', { title: 'x', fieldValues: [['a']] }, 'fieldValues'],
    [
      'POST',
      '/api/v1/admin/publications',
      { name: 'x', publicationUserPermissions: [[]] },
      'publicationUserPermissions',
    ],
    [
      'POST',
      '/api/v1/admin/users',
      { email: 'a@b.cd', publicationUserPermissions: [[]] },
      'publicationUserPermissions',
    ],
  ])(
    'answers 400 naming the field for an array inside an array of objects: %s %s %j',
    async (method, path, body, field) => {
      const res = await t.call(method, path).set(admin).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe('each item must be an object');
    },
  );

  it.each(['fieldValues', 'publicationDates'])(
    'answers 400 for a valid notice whose %s are wrapped in one more array',
    async (field) => {
      const type = await createNoticeType(t);
      const publication = await t.createPublication();
      const body: Record<string, unknown> = noticeBody(t, type, publication.id);
      const res = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send({ ...body, [field]: [body[field]] });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe('each item must be an object');
    },
  );
});
