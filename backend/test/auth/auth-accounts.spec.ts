import { MAIL_REQUESTS } from '../../src/auth/rate-limits';
import { bearer, PASSWORD, TestApp } from '../support/app';

const HOUR = 3_600_000;
const NEW_PASSWORD = 'New-secret-42';

describe('auth: register, verification and password reset by e-mailed tokens', () => {
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

  const register = (email: string) =>
    t.http.post('/api/v1/auth/register').send({ email, givenName: 'Ann', familyName: 'Lee' });
  const setFirst = (token: string, body: object) =>
    t.http.put(`/api/v1/auth/set_first_password/${token}`).send(body);
  const good = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, consent: true };

  it('registers a not-verified public user and mails a verification link that sets the first password', async () => {
    const res = await register('New.Person@Test.local');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'ok' });
    const mail = await t.mail.lastTo('new.person@test.local');
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    expect(mail.text).toContain(`${t.url}/verify/`);
    const token = await t.mail.tokenFrom('new.person@test.local', 'verify');

    const login = await t.http
      .post('/api/v1/auth/login')
      .send({ email: 'new.person@test.local', password: NEW_PASSWORD });
    expect(login.body.message).toBe('not_verified');

    const check = await t.http.get(`/api/v1/auth/check_auth_token/${token}?kind=activation`);
    expect(check.body).toEqual({ valid: true, email: 'new.person@test.local' });
    expect((await t.http.get(`/api/v1/auth/check_auth_token/${token}?kind=resetPassword`)).body.message).toBe(
      'invalid_token',
    );

    expect((await setFirst(token, good)).body).toEqual({ message: 'ok' });
    const after = await t.http
      .post('/api/v1/auth/login')
      .send({ email: 'new.person@test.local', password: NEW_PASSWORD });
    expect(after.status).toBe(200);
    expect(after.body.user).toMatchObject({
      status: 'active',
      consent: true,
      fullName: 'Ann Lee',
      roles: 'PUBLIC_USER',
    });

    expect((await setFirst(token, good)).body).toEqual({ statusCode: 400, message: 'invalid_token' });
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const user = await t.createUser();
    const res = await register(user.email.toUpperCase());
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'email_not_unique',
      errors: { email: 'email_not_unique' },
    });
  });

  it('checks the set-first-password body: policy, confirmation, consent', async () => {
    await register('policy@test.local');
    const token = await t.mail.tokenFrom('policy@test.local', 'verify');
    expect((await setFirst(token, { ...good, password: 'short', confirmPassword: 'short' })).body).toEqual({
      statusCode: 400,
      message: 'password_policy',
      errors: { password: 'password_policy' },
    });
    expect((await setFirst(token, { ...good, confirmPassword: 'Other-secret-42' })).body.errors).toEqual({
      confirmPassword: 'passwords_must_match',
    });
    expect((await setFirst(token, { ...good, consent: false })).body).toEqual({
      statusCode: 400,
      message: 'consent_required',
      errors: { consent: 'consent_required' },
    });
    expect((await setFirst('not-a-token', good)).body.message).toBe('invalid_token');
    expect((await setFirst(token, good)).status).toBe(200);
  });

  it('lets an activation link expire after 72 hours', async () => {
    await register('late@test.local');
    const token = await t.mail.tokenFrom('late@test.local', 'verify');
    t.clock.advance(72 * HOUR + 1000);
    expect((await setFirst(token, good)).body.message).toBe('invalid_token');
  });

  it('resends the verification mail, and the new link replaces the old one', async () => {
    await register('resend@test.local');
    const first = await t.mail.tokenFrom('resend@test.local', 'verify');
    const res = await t.http
      .post('/api/v1/auth/resend_verification_email')
      .send({ email: 'resend@test.local' });
    expect(res.body).toEqual({ message: 'ok' });
    const second = await t.mail.tokenFrom('resend@test.local', 'verify', 2);
    expect(second).not.toBe(first);
    expect((await setFirst(first, good)).body.message).toBe('invalid_token');
    expect((await setFirst(second, good)).status).toBe(200);
  });

  it('refuses to resend for an unknown or already verified user', async () => {
    const unknown = await t.http
      .post('/api/v1/auth/resend_verification_email')
      .send({ email: 'ghost@test.local' });
    expect(unknown.body).toEqual({ statusCode: 404, message: 'email_not_registered' });
    for (const status of ['active', 'blocked'] as const) {
      const user = await t.createUser({ status });
      const res = await t.http.post('/api/v1/auth/resend_verification_email').send({ email: user.email });
      expect(res.body).toEqual({ statusCode: 422, message: 'user_already_verified_or_blocked' });
    }
  });

  it('mails a reset link that works once, within the hour, and ends every session', async () => {
    const user = await t.createUser();
    const session = await t.sessionFor(user);
    expect((await t.http.post('/api/v1/auth/forget_password').send({ email: user.email })).body).toEqual({
      message: 'ok',
    });
    expect((await t.mail.lastTo(user.email)).text).toContain(`${t.url}/forget_password/`);
    const token = await t.mail.tokenFrom(user.email, 'forget_password');
    expect((await t.http.get(`/api/v1/auth/check_auth_token/${token}?kind=resetPassword`)).body.valid).toBe(
      true,
    );

    const reset = (body: object) => t.http.put(`/api/v1/auth/reset_password/${token}`).send(body);
    expect((await reset({ password: 'weakweak', confirmPassword: 'weakweak' })).body.message).toBe(
      'password_policy',
    );
    expect((await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body).toEqual({
      message: 'ok',
    });
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(session))).body.message).toBe(
      'session_expired',
    );
    expect((await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body.message).toBe(
      'invalid_token',
    );
    const login = await t.http.post('/api/v1/auth/login').send({ email: user.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('lets a reset link expire after 1 hour, and a newer link replace it', async () => {
    const user = await t.createUser();
    await t.http.post('/api/v1/auth/forget_password').send({ email: user.email });
    const old = await t.mail.tokenFrom(user.email, 'forget_password');
    await t.http.post('/api/v1/auth/forget_password').send({ email: user.email });
    const latest = await t.mail.tokenFrom(user.email, 'forget_password', 2);
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await t.http.put(`/api/v1/auth/reset_password/${old}`).send(body)).body.message).toBe(
      'invalid_token',
    );
    t.clock.advance(HOUR + 1000);
    expect((await t.http.put(`/api/v1/auth/reset_password/${latest}`).send(body)).body.message).toBe(
      'invalid_token',
    );
    expect(
      (await t.http.post('/api/v1/auth/login').send({ email: user.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses forgot-password for unknown, not verified and blocked users', async () => {
    const ask = (email: string) => t.http.post('/api/v1/auth/forget_password').send({ email });
    expect((await ask('ghost@test.local')).body).toEqual({
      statusCode: 404,
      message: 'email_not_registered',
    });
    expect((await ask((await t.createUser({ status: 'not_verified' })).email)).body).toEqual({
      statusCode: 422,
      message: 'not_active',
    });
    // Blocked is told as sign-in tells it (403 blocked), with nothing mailed; it reveals nothing new:
    // resend already answers a blocked account apart from a not-verified one (ADR 020).
    const blocked = await t.createUser({ status: 'blocked' });
    expect((await ask(blocked.email)).body).toEqual({ statusCode: 403, message: 'blocked' });
    const resend = await t.http.post('/api/v1/auth/resend_verification_email').send({ email: blocked.email });
    expect(resend.body.message).toBe('user_already_verified_or_blocked');
    expect(t.mail.mails.filter((m) => m.to.includes(blocked.email.toLowerCase()))).toHaveLength(0);
  });

  it('limits register, forgot-password and resend to 5 per 30 minutes per e-mail and IP', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++)
      expect((await t.http.post('/api/v1/auth/forget_password').send({ email: user.email })).status).toBe(
        200,
      );
    expect((await t.http.post('/api/v1/auth/forget_password').send({ email: user.email })).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await register(user.email)).status).toBe(400);
    expect((await register(user.email)).status).toBe(429);
    for (let i = 0; i < 5; i++)
      await t.http.post('/api/v1/auth/resend_verification_email').send({ email: 'ghost@test.local' });
    expect(
      (await t.http.post('/api/v1/auth/resend_verification_email').send({ email: 'ghost@test.local' }))
        .status,
    ).toBe(429);
    const refused = await t.http.post('/api/v1/auth/forget_password').send({ email: user.email });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await t.http
      .post('/api/v1/auth/forget_password')
      .set('X-Forwarded-For', '10.7.0.2')
      .send({ email: user.email });
    expect(elsewhere.status).toBe(200);
    await t.ageLimits(30 * 60_000 + 1);
    expect((await t.http.post('/api/v1/auth/forget_password').send({ email: user.email })).status).toBe(200);
  });

  it('limits register, forgot-password and resend per client address across e-mails, and per e-mail across addresses', async () => {
    const { ip, subject } = MAIL_REQUESTS;
    const send = (route: string, email: string, from: string) =>
      t.http
        .post(`/api/v1/auth/${route}`)
        .set('X-Forwarded-For', from)
        .send(route === 'register' ? { email, givenName: 'Ann', familyName: 'Lee' } : { email });
    const taken = (await t.createUser()).email;
    for (const route of ['register', 'forget_password', 'resend_verification_email']) {
      // One sender mailing many addresses (the pair limit never reached).
      // Sent at once: each request is counted before its work starts, so a burst cannot pass a limit.
      const spray = await Promise.all(
        Array.from({ length: ip.points }, (_, i) =>
          send(route, `spray-${route}-${i}@test.local`, '10.9.0.1'),
        ),
      );
      expect(spray.filter((res) => res.status === 429)).toEqual([]);
      const sprayed = await send(route, `spray-${route}-last@test.local`, '10.9.0.1');
      expect([route, sprayed.status, sprayed.body.message]).toEqual([route, 429, 'too_many_requests']);
      expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(sprayed.headers['retry-after'])).toBeLessThanOrEqual(ip.seconds);
      // Many senders asking for one address.
      const flood = await Promise.all(
        Array.from({ length: subject.points }, (_, i) => send(route, taken, `10.9.1.${i}`)),
      );
      expect(flood.filter((res) => res.status === 429)).toEqual([]);
      const flooded = await send(route, taken, '10.9.2.1');
      expect([route, flooded.status]).toEqual([route, 429]);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      await t.resetLimits();
    }
  });

  it('answers 400 for an unknown token kind', async () => {
    const res = await t.http.get('/api/v1/auth/check_auth_token/abc?kind=other');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['kind']);
  });
});
