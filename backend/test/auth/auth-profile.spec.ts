import { bearer, PASSWORD, TestApp } from '../support/app';

describe('auth: profile and change_password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const profile = { givenName: 'Ann', familyName: 'Lee', phone: '555-123-4567' };

  it('answers the session on GET profile', async () => {
    const { user, token } = await t.userWithSession();
    const res = await t.http.get('/api/v1/auth/profile').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.permissions.auth.updateProfile).toBe(true);
  });

  it('saves the profile with fullName = given + space + family, and personal fields for a public user', async () => {
    const { token } = await t.userWithSession({ roles: 'PUBLIC_USER' });
    const res = await t.http
      .put('/api/v1/auth/profile')
      .set(bearer(token))
      .send({
        ...profile,
        fullName: 'ignored',
        postalCode: '48933',
        birthDate: '',
        company: 'Acme',
        industry: 'Law',
        gender: 'female',
      });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      fullName: 'Ann Lee',
      phone: '555-123-4567',
      postalCode: '48933',
      birthDate: null,
      company: 'Acme',
      gender: 'female',
    });
    const again = await t.http
      .put('/api/v1/auth/profile')
      .set(bearer(token))
      .send({ ...profile, birthDate: '1980-04-01', gender: null });
    expect(again.body.user).toMatchObject({ birthDate: '1980-04-01', gender: null, company: 'Acme' });
  });

  it('keeps personal fields away from other roles', async () => {
    const { token } = await t.userWithSession({ roles: 'API_USER' });
    const res = await t.http
      .put('/api/v1/auth/profile')
      .set(bearer(token))
      .send({ ...profile, company: 'Acme' });
    expect(res.body.user).toMatchObject({ fullName: 'Ann Lee', company: null });
  });

  it('names each bad field', async () => {
    const { token } = await t.userWithSession();
    const res = await t.http
      .put('/api/v1/auth/profile')
      .set(bearer(token))
      .send({
        givenName: '',
        familyName: 'x'.repeat(256),
        phone: '5551234567',
        gender: 'other',
        birthDate: '2020-02-30',
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      givenName: 'Field cannot be blank',
      familyName: 'Value cannot be longer than 255 characters',
      phone: 'Phone is not valid',
      gender: 'must be one of female, male',
      birthDate: 'must be a date (YYYY-MM-DD)',
    });
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const user = await t.createUser();
    const current = await t.sessionFor(user);
    const other = await t.sessionFor(user);
    const change = (body: object) =>
      t.http.put('/api/v1/auth/change_password').set(bearer(current)).send(body);
    expect(
      (
        await change({
          oldPassword: 'Wrong-pass-1',
          password: 'New-secret-42',
          confirmPassword: 'New-secret-42',
        })
      ).body,
    ).toEqual({
      statusCode: 422,
      message: 'old_password_does_not_match',
      errors: { oldPassword: 'old_password_does_not_match' },
    });
    expect((await change({ oldPassword: PASSWORD, password: 'abc', confirmPassword: 'abc' })).body).toEqual({
      statusCode: 400,
      message: 'password_policy',
      errors: { password: 'password_policy' },
    });
    expect(
      (await change({ oldPassword: PASSWORD, password: 'New-secret-42', confirmPassword: 'New-secret-43' }))
        .body.message,
    ).toBe('passwords_must_match');
    expect(
      (await change({ oldPassword: PASSWORD, password: 'New-secret-42', confirmPassword: 'New-secret-42' }))
        .body,
    ).toEqual({ message: 'ok' });
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(current))).status).toBe(200);
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(other))).body.message).toBe(
      'session_expired',
    );
    const login = await t.http
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: 'New-secret-42' });
    expect(login.status).toBe(200);
  });
});
