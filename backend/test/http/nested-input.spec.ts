import { bearer, TestApp } from '../support/app';

/** Lists of objects in request bodies: every item must be an object, else 400 naming the list. */
describe('nested lists in request bodies', () => {
  let t: TestApp;
  let admin: string;
  let publicationId: number;
  let noticeTypeId: number;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = (await t.admin()).token;
    publicationId = (await t.createPublication()).id;
    const created = await t.http
      .post('/api/v1/admin/noticetypes')
      .set(bearer(admin))
      .send({ name: 'Nested type', fields: [] });
    noticeTypeId = created.body.id as number;
  });
  afterAll(() => t.close());

  const BAD_ITEMS: unknown[][] = [[[]], [[{}]], [null], [1], ['x'], [true]];
  const ROUTES: Array<{ method: 'post' | 'put'; path: () => string; list: string; body?: object }> = [
    { method: 'post', path: () => '/api/v1/admin/noticetypes', list: 'fields', body: { name: 'x' } },
    {
      method: 'put',
      path: () => `/api/v1/admin/noticetypes/${noticeTypeId}`,
      list: 'fields',
      body: { name: 'x' },
    },
    { method: 'post', path: () => '/api/v1/admin/publications', list: 'publicationUserPermissions' },
    {
      method: 'put',
      path: () => `/api/v1/admin/publications/${publicationId}/permissions`,
      list: 'publicationUserPermissions',
    },
    { method: 'post', path: () => '/api/v1/admin/users', list: 'publicationUserPermissions' },
    { method: 'post', path: () => '/api/v1/admin/users', list: 'apiUserToPublications' },
    { method: 'post', path: () => '/api/v1/admin/notices', list: 'fieldValues' },
    { method: 'post', path: () => '/api/v1/admin/notices', list: 'publicationDates' },
  ];
  const cases = ROUTES.flatMap((route) =>
    BAD_ITEMS
      // Publication ids are allowed in apiUserToPublications.
      .filter((items) => route.list !== 'apiUserToPublications' || items[0] !== 1)
      .map(
        (items) =>
          [`${route.method.toUpperCase()} ${route.list}`, JSON.stringify(items), route, items] as const,
      ),
  );

  it.each(cases)('%s = %s answers 400 with an error on the list', async (_name, _items, route, items) => {
    const res = await t.http[route.method](route.path())
      .set(bearer(admin))
      .send({ ...route.body, [route.list]: items });
    expect([res.status, res.body.message]).toEqual([400, 'validation_failed']);
    expect(Object.keys(res.body.errors as object).some((key) => key.startsWith(route.list))).toBe(true);
  });

  it('answers the notice-type case of the issue with a field error', async () => {
    const res = await t.http
      .post('/api/v1/admin/noticetypes')
      .set(bearer(admin))
      .send({ name: 'x', fields: [[]] });
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'validation_failed',
      errors: { fields: 'each item must be an object' },
    });
  });
});
