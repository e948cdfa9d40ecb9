import { bearer, TestApp } from '../support/app';

/** Whatever a client sends, the answer is a 4xx in the one error shape, never a 5xx. */
describe('malformed input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = (await t.admin()).token;
  });
  afterAll(() => t.close());

  it('answers 400 for malformed JSON', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('answers 400 naming unknown fields and wrong types', async () => {
    const res = await t.http
      .post('/api/v1/auth/register')
      .send({ email: 42, givenName: ['a'], familyName: { x: 1 }, admin: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['admin', 'email', 'familyName', 'givenName']);
    expect(res.body.errors.admin).toBe('unknown_field');
  });

  it.each([
    ['a huge id', 'get', '/api/v1/admin/users/99999999999999999999', undefined],
    ['a negative id', 'get', '/api/v1/admin/users/-1', undefined],
    ['a text id', 'put', '/api/v1/admin/users/abc/block', undefined],
    ['a huge page', 'get', '/api/v1/admin/users?page=1e308', undefined],
    ['a nested filter', 'get', '/api/v1/admin/users?filters[createdAt][$gt][x]=1', undefined],
    ['a bad date filter', 'get', '/api/v1/admin/users?filters[createdAt][$gt]=yesterday', undefined],
    [
      'a huge number in a body',
      'put',
      '/api/v1/admin/users/1',
      { id: 1e308, email: 'a@b.cd', givenName: 'a', familyName: 'b', roles: 'PUBLIC_USER' },
    ],
    [
      'a huge publication id',
      'post',
      '/api/v1/admin/users',
      {
        email: 'h@b.cd',
        givenName: 'a',
        familyName: 'b',
        roles: 'PUBLIC_USER',
        apiUserToPublications: [1e20],
      },
    ],
    ['an array body', 'post', '/api/v1/admin/users', [1, 2]],
    [
      'a null body field',
      'put',
      '/api/v1/auth/change_password',
      { oldPassword: null, password: 1, confirmPassword: true },
    ],
    ['a bad mailbox id', 'get', '/api/v1/admin/mailbox/1.5', undefined],
    ['a bad text message id', 'get', '/api/v1/admin/text_messages/1.5', undefined],
    ['a bad county filter', 'get', '/api/v1/counties?filters[id][$in]=a,b', undefined],
    ['a NUL character in a filter', 'get', '/api/v1/admin/users?filters[email]=a%00b', undefined],
    ['an open-data day that does not exist', 'get', '/api/v1/open-data/2026-02-30/manifest.json', undefined],
    ['a NUL in an open-data file name', 'get', '/api/v1/open-data/2026-11-24/manifest.json%00', undefined],
    [
      'a path in an open-data file name',
      'get',
      '/api/v1/open-data/2026-11-24/..%2F..%2Fjwt-secret',
      undefined,
    ],
  ])('answers 400 for %s', async (_name, method, path, body) => {
    const call = t.call(method, path).set(bearer(admin));
    const res = body === undefined ? await call : await call.send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .send({ email: 'a@b.cd', password: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});
