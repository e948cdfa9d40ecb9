import { createHmac } from 'node:crypto';
import { AUTH_COOKIE_NAME } from '@notices/common';
import { bearer, PASSWORD, TestApp } from '../support/app';

describe('auth: login, logout, validate_token', () => {
  let t: TestApp;
  beforeAll(async () => {
    // These tests play clients at many addresses through X-Forwarded-For, as a proxy on loopback would send.
    t = await TestApp.start({ trustProxy: ['loopback'] });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.resetLimits();
    t.clock.reset();
  });

  const login = (email: string, password = PASSWORD, ip = '10.0.0.1') =>
    t.http.post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('answers the session, the token in the access_token header and an httpOnly SameSite=Lax cookie', async () => {
    const user = await t.createUser({ roles: 'PUBLIC_USER', givenName: 'Ann', familyName: 'Lee' });
    const res = await login(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.headers[AUTH_COOKIE_NAME]).toMatch(/^ey/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${AUTH_COOKIE_NAME}=${res.headers[AUTH_COOKIE_NAME]}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.body.user).toMatchObject({
      id: user.id,
      email: user.email,
      roles: 'PUBLIC_USER',
      status: 'active',
      publicationUserPermissions: [],
      apiUserToPublications: [],
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(res.body.permissions.savedSearches.index).toBe(true);
    expect(res.body.permissions.users.index).toBe(false);
    expect(res.body.systemSettings).toEqual({ pastDatesEnabled: false, currentDateEnabled: false });
  });

  it('accepts the token as a bearer header and as the cookie', async () => {
    const user = await t.createUser();
    const token = (await login(user.email)).headers[AUTH_COOKIE_NAME];
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(token))).status).toBe(200);
    const viaCookie = await t.http
      .get('/api/v1/auth/validate_token')
      .set('Cookie', `${AUTH_COOKIE_NAME}=${token}`);
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.user.id).toBe(user.id);
  });

  it.each([
    [
      'an unknown e-mail',
      async () => ({ email: 'nobody@test.local', password: PASSWORD }),
      404,
      'email_not_registered',
    ],
    [
      'a wrong password',
      async () => ({ email: (await t.createUser()).email, password: 'Wrong-pass-1' }),
      401,
      'wrong_email_or_password',
    ],
    [
      'a not verified user',
      async () => ({ email: (await t.createUser({ status: 'not_verified' })).email, password: PASSWORD }),
      403,
      'not_verified',
    ],
    [
      'a blocked user',
      async () => ({ email: (await t.createUser({ status: 'blocked' })).email, password: PASSWORD }),
      403,
      'blocked',
    ],
    [
      'a manager without publications',
      async () => ({
        email: (await t.createUser({ roles: 'PUBLICATION_MANAGER' })).email,
        password: PASSWORD,
      }),
      403,
      'no_publications',
    ],
    [
      'an active user without a password',
      async () => ({ email: (await t.createUser({ password: null })).email, password: PASSWORD }),
      422,
      'not_active',
    ],
  ])('refuses %s', async (_name, body, status, code) => {
    const { email, password } = await body();
    const res = await login(email, password);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ statusCode: status, message: code });
    expect(res.headers[AUTH_COOKIE_NAME]).toBeUndefined();
  });

  it('lets a manager with an active publication permission in', async () => {
    const manager = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    await t.grantPublicationRole(manager.id, 'PUBLICATION_ADMIN');
    const res = await login(manager.email);
    expect(res.status).toBe(200);
    expect(res.body.permissions.users.index).toBe(true);
    expect(res.body.user.publicationUserPermissions).toHaveLength(1);
  });

  it('answers 400 naming the fields when the body is incomplete', async () => {
    const res = await t.http.post('/api/v1/auth/login').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation_failed');
    expect(res.body.errors).toEqual({ email: 'Email is not valid', password: 'must be text' });
  });

  it('answers token_required without a token and session_expired for a bad or ended one', async () => {
    expect((await t.http.get('/api/v1/auth/validate_token')).body).toEqual({
      statusCode: 401,
      message: 'token_required',
    });
    const garbage = await t.http.get('/api/v1/auth/validate_token').set(bearer('abc.def.ghi'));
    expect(garbage.body).toEqual({ statusCode: 401, message: 'session_expired' });
  });

  it("refuses a live session's claims signed with another key or with none", async () => {
    const { token } = await t.userWithSession({ roles: 'SYSTEM_ADMIN' });
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(token))).status).toBe(200);
    const [, payload] = token.split('.');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = (header: string, key: string) =>
      createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    const hs256 = part({ alg: 'HS256', typ: 'JWT' });
    const forgeries = [
      `${hs256}.${payload}.${signed(hs256, 'not-the-jwt-secret')}`,
      `${part({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    ];
    for (const forged of forgeries) {
      const answer = await t.http.get('/api/v1/auth/validate_token').set(bearer(forged));
      expect(answer.body).toEqual({ statusCode: 401, message: 'session_expired' });
      const cookie = await t.http
        .get('/api/v1/auth/validate_token')
        .set('Cookie', `${AUTH_COOKIE_NAME}=${forged}`);
      expect(cookie.status).toBe(401);
    }
  });

  it('ends the session when it outlives SESSION_HOURS', async () => {
    const { token } = await t.userWithSession();
    t.clock.advance(12 * 3_600_000 - 60_000);
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(token))).status).toBe(200);
    t.clock.advance(120_000);
    const res = await t.http.get('/api/v1/auth/validate_token').set(bearer(token));
    expect(res.body).toEqual({ statusCode: 401, message: 'session_expired' });
  });

  it('logs out: 204, cookie cleared, the session ended for good', async () => {
    const user = await t.createUser();
    const token = (await login(user.email)).headers[AUTH_COOKIE_NAME];
    const res = await t.http.delete('/api/v1/auth/logout').set(t.browserCookie(token));
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/access_token=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(token))).body.message).toBe(
      'session_expired',
    );
    expect((await t.http.delete('/api/v1/auth/logout')).status).toBe(204);
  });
});
