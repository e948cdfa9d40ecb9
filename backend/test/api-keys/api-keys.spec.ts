import { DOUBLE_SUBMIT_MS } from '../../src/api-keys/api-keys.service';
import { bearer, TestApp } from '../support/app';
import { createNoticeType, noticeBody, type TypeIds } from '../support/notice-fixtures';

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe('API keys and the client-credentials grant', () => {
  let t: TestApp;
  let type: TypeIds;
  beforeAll(async () => {
    // These tests play clients at many addresses through X-Forwarded-For, as a proxy on loopback would send.
    t = await TestApp.start({ trustProxy: ['loopback'] });
    type = await createNoticeType(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetLimits());

  async function apiUser(allowFree = false) {
    const { user, token } = await t.userWithSession({ roles: 'API_USER' });
    const own = await t.createPublication();
    const other = await t.createPublication();
    await t.grantApiPublication(user.id, own.id, allowFree);
    return { user, token, own: own.id, other: other.id };
  }

  const exchange = (id: string, secret: string, ip = '127.0.0.1') =>
    t.http
      .post('/api/v1/auth/token')
      .set('X-Forwarded-For', ip)
      .set('Authorization', basic(id, secret))
      .type('form')
      .send({ grant_type: 'client_credentials' });

  it('generates, shows, regenerates and deletes a key; a regenerated key refuses the old pair and its tokens', async () => {
    const { user, token } = await apiUser();
    expect((await t.http.get('/api/v1/auth/api_key').set(bearer(token))).status).toBe(404);

    const first = await t.http.post('/api/v1/auth/api_key').set(bearer(token));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      secret: expect.any(String),
      createdAt: expect.any(String),
    });
    const stored = await t.db.query('SELECT secret_hash FROM api_keys WHERE user_id = $1', [user.id]);
    expect(stored[0].secret_hash).not.toContain(first.body.secret);

    const tok = await exchange(first.body.id, first.body.secret);
    expect(tok.status).toBe(200);
    expect(tok.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(tok.headers['cache-control']).toBe('no-store');
    const oldToken = tok.body.access_token as string;
    expect((await t.http.get('/api/v1/admin/notices').set(bearer(oldToken))).status).toBe(200);

    const shown = await t.http.get('/api/v1/auth/api_key').set(bearer(token));
    expect(shown.body).toEqual({
      id: first.body.id,
      createdAt: first.body.createdAt,
      lastUsedAt: expect.any(String),
    });
    expect(shown.body.secret).toBeUndefined();

    const doubleSubmit = await t.http.post('/api/v1/auth/api_key').set(bearer(token));
    expect([doubleSubmit.status, doubleSubmit.body.message]).toEqual([409, 'api_key_exists']);
    t.clock.advance(DOUBLE_SUBMIT_MS);
    const second = await t.http.post('/api/v1/auth/api_key').set(bearer(token));
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await exchange(first.body.id, first.body.secret)).status).toBe(401);
    expect((await t.http.get('/api/v1/admin/notices').set(bearer(oldToken))).status).toBe(401);
    expect((await exchange(second.body.id, second.body.secret)).status).toBe(200);
    // The caller's own browser session is not an API session: it survives the rotation.
    expect((await t.http.get('/api/v1/auth/api_key').set(bearer(token))).status).toBe(200);

    const newToken = (await exchange(second.body.id, second.body.secret)).body.access_token as string;
    expect((await t.http.delete('/api/v1/auth/api_key').set(bearer(token))).status).toBe(204);
    expect((await exchange(second.body.id, second.body.secret)).status).toBe(401);
    expect((await t.http.get('/api/v1/admin/notices').set(bearer(newToken))).status).toBe(401);
    expect((await t.http.delete('/api/v1/auth/api_key').set(bearer(token))).status).toBe(404);
    expect((await t.auditOf('apiKey', user.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('regenerates at once when the caller names the key it replaces; a double click of either still refused', async () => {
    const { token } = await apiUser();
    const generate = (body?: object) => t.http.post('/api/v1/auth/api_key').set(bearer(token)).send(body);
    const first = await generate();
    expect(first.status).toBe(201);
    // Regenerate, confirmed a second later: the key shown is named, so it goes through at once.
    const second = await generate({ replace: first.body.id });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await exchange(first.body.id, first.body.secret)).status).toBe(401);
    // The same click sent twice names a key that is already gone: refused, the new secret stays good.
    const again = await generate({ replace: first.body.id });
    expect([again.status, again.body.message]).toEqual([409, 'api_key_exists']);
    expect((await exchange(second.body.id, second.body.secret)).status).toBe(200);
    // Naming a key when there is none (deleted meanwhile) is refused too; bad values are 400s.
    expect((await t.http.delete('/api/v1/auth/api_key').set(bearer(token))).status).toBe(204);
    expect((await generate({ replace: second.body.id })).status).toBe(409);
    const bad = await generate({ replace: 42 });
    expect([bad.status, bad.body.errors?.replace]).toEqual([400, expect.any(String)]);
  });

  it("a SYSTEM_ADMIN regenerates an API user's key by naming it, within seconds of the last", async () => {
    const { user } = await apiUser();
    const { token: adminToken } = await t.admin();
    const generate = (body: object) =>
      t.http
        .post('/api/v1/admin/api_keys')
        .set(bearer(adminToken))
        .send({ userId: user.id, ...body });
    const first = await generate({});
    expect(first.status).toBe(201);
    expect((await generate({})).status).toBe(409);
    const second = await generate({ replace: first.body.id });
    expect([second.status, second.body.userId]).toEqual([201, user.id]);
    expect((await generate({ replace: first.body.id })).body.message).toBe('api_key_exists');
  });

  it('accepts form fields and JSON, answers RFC 6749 errors, and the token expires after 15 minutes', async () => {
    const { token } = await apiUser();
    const key = (await t.http.post('/api/v1/auth/api_key').set(bearer(token))).body as {
      id: string;
      secret: string;
    };
    const form = await t.http
      .post('/api/v1/auth/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: key.id, client_secret: key.secret });
    expect(form.status).toBe(200);
    const json = await t.http
      .post('/api/v1/auth/token')
      .send({ grant_type: 'client_credentials', client_id: key.id, client_secret: key.secret });
    expect(json.status).toBe(200);

    const wrong = await exchange(key.id, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_client', statusCode: 401, message: 'invalid_client' });
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    const grant = await t.http.post('/api/v1/auth/token').type('form').send({ grant_type: 'password' });
    expect([grant.status, grant.body.error]).toEqual([400, 'unsupported_grant_type']);
    const none = await t.http
      .post('/api/v1/auth/token')
      .type('form')
      .send({ grant_type: 'client_credentials' });
    expect([none.status, none.body.error]).toEqual([401, 'invalid_client']);

    const bearerToken = form.body.access_token as string;
    expect((await t.http.get('/api/v1/admin/notices').set(bearer(bearerToken))).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    try {
      expect((await t.http.get('/api/v1/admin/notices').set(bearer(bearerToken))).status).toBe(401);
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('rate-limits failed attempts per client id (429), even for the right secret once over the limit', async () => {
    const { token } = await apiUser();
    const key = (await t.http.post('/api/v1/auth/api_key').set(bearer(token))).body as {
      id: string;
      secret: string;
    };
    for (let i = 0; i < 10; i++) expect((await exchange(key.id, `wrong-${i}`)).status).toBe(401);
    expect((await exchange(key.id, 'wrong-again')).status).toBe(429);
    expect((await exchange(key.id, key.secret)).status).toBe(429);
    await t.resetLimits();
    expect((await exchange(key.id, key.secret)).status).toBe(200);
  });

  it('counts failures per client id and IP: guesses from elsewhere never lock the client out', async () => {
    const { token } = await apiUser();
    const key = (await t.http.post('/api/v1/auth/api_key').set(bearer(token))).body as {
      id: string;
      secret: string;
    };
    for (let i = 0; i < 10; i++) expect((await exchange(key.id, `wrong-${i}`, '10.20.0.1')).status).toBe(401);
    const refused = await exchange(key.id, key.secret, '10.20.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect((await exchange(key.id, key.secret, '10.20.0.2')).status).toBe(200);
  });

  it('rate-limits failed attempts per IP across client ids', async () => {
    for (let i = 0; i < 30; i++) expect((await exchange(`mpn_guess${i}`, 'x')).status).toBe(401);
    expect((await exchange('mpn_guess-more', 'x')).status).toBe(429);
  });

  it('refuses the key of a blocked user or of a user who is no longer an API user', async () => {
    const { user, token } = await apiUser();
    const key = (await t.http.post('/api/v1/auth/api_key').set(bearer(token))).body as {
      id: string;
      secret: string;
    };
    await t.db.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [user.id]);
    expect((await exchange(key.id, key.secret)).status).toBe(401);
    await t.db.query(`UPDATE users SET status = 'active', roles = 'PUBLIC_USER' WHERE id = $1`, [user.id]);
    expect((await exchange(key.id, key.secret)).status).toBe(401);
  });

  it('an API user through its token: submissionType api, only its publications, free only when allowed', async () => {
    const strict = await apiUser(false);
    const key = (await t.http.post('/api/v1/auth/api_key').set(bearer(strict.token))).body as {
      id: string;
      secret: string;
    };
    const auth = bearer((await exchange(key.id, key.secret)).body.access_token as string);
    const created = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, strict.own));
    expect(created.status).toBe(201);
    expect(created.body.submissionType).toBe('api');
    const elsewhere = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, strict.other));
    // An API user's notices are limited to its apiUserToPublications, others 403.
    expect([elsewhere.status, elsewhere.body.message]).toEqual([403, 'publication_not_available']);
    const free = await t.http
      .post('/api/v1/admin/notices')
      .set(auth)
      .send(noticeBody(t, type, strict.own, { free: true }));
    expect([free.status, free.body.message]).toEqual([403, 'free_not_allowed']);
    expect((await t.http.put(`/api/v1/admin/notices/${created.body.id}/publish`).set(auth)).status).toBe(200);

    const generous = await apiUser(true);
    const key2 = (await t.http.post('/api/v1/auth/api_key').set(bearer(generous.token))).body as {
      id: string;
      secret: string;
    };
    const auth2 = bearer((await exchange(key2.id, key2.secret)).body.access_token as string);
    const freeOk = await t.http
      .post('/api/v1/admin/notices')
      .set(auth2)
      .send(noticeBody(t, type, generous.own, { free: true }));
    expect([freeOk.status, freeOk.body.free]).toEqual([201, true]);
    // Another API user's notice (another publication) is out of reach: 404, as if absent.
    expect((await t.http.get(`/api/v1/admin/notices/${created.body.id}`).set(auth2)).status).toBe(404);
    expect((await t.http.put(`/api/v1/admin/notices/${created.body.id}/publish`).set(auth2)).status).toBe(
      404,
    );
  });

  it('lets a SYSTEM_ADMIN list API users with or without keys, generate and delete their keys', async () => {
    const admin = bearer((await t.admin()).token);
    const { user } = await apiUser();
    const none = await t.http
      .get('/api/v1/admin/api_keys')
      .query({ filters: { userEmail: { $cont: user.email } } })
      .set(admin);
    expect(none.body.data).toEqual([
      {
        id: user.id,
        userEmail: user.email,
        userFullName: user.fullName,
        clientId: null,
        createdAt: null,
        lastUsedAt: null,
      },
    ]);
    const made = await t.http.post('/api/v1/admin/api_keys').set(admin).send({ userId: user.id });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: expect.any(String), secret: expect.any(String), userId: user.id });
    const withKey = await t.http
      .get('/api/v1/admin/api_keys')
      .query({ filters: { hasKey: { $eq: 'true' }, userEmail: { $cont: user.email } } })
      .set(admin);
    expect(withKey.body.data[0].clientId).toBe(made.body.id);
    expect((await exchange(made.body.id, made.body.secret)).status).toBe(200);
    expect((await t.http.delete(`/api/v1/admin/api_keys/${user.id}`).set(admin)).status).toBe(204);
    expect((await exchange(made.body.id, made.body.secret)).status).toBe(401);
    const publicUser = await t.createUser({ roles: 'PUBLIC_USER' });
    expect(
      (await t.http.post('/api/v1/admin/api_keys').set(admin).send({ userId: publicUser.id })).status,
    ).toBe(404);
  });

  it('documents the grant in the OpenAPI document (client-credentials scheme, token endpoint, key routes)', async () => {
    const doc = (await t.http.get('/api/v1/openapi.json')).body as {
      components: {
        securitySchemes: Record<string, { flows?: { clientCredentials?: { tokenUrl: string } } }>;
      };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.components.securitySchemes.oauth2.flows?.clientCredentials?.tokenUrl).toBe(
      '/api/v1/auth/token',
    );
    for (const path of ['/api/v1/auth/token', '/api/v1/auth/api_key', '/api/v1/admin/api_keys/{id}'])
      expect(doc.paths[path]).toBeDefined();
    expect(doc.paths['/api/v1/admin/billingreports/{id}/pdf']).toBeDefined();
  });
});
