import { bearer, TestApp } from '../support/app';

describe('admin/users', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: number } };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api/v1/admin/users${path}`).set(bearer(token)),
    post: (body: object) => t.http.post('/api/v1/admin/users').set(bearer(token)).send(body),
    put: (path: string, body: object = {}) =>
      t.http.put(`/api/v1/admin/users${path}`).set(bearer(token)).send(body),
    delete: (path: string) => t.http.delete(`/api/v1/admin/users${path}`).set(bearer(token)),
  });
  const newUser = (email: string, roles = 'PUBLIC_USER') => ({
    email,
    givenName: 'Ann',
    familyName: 'Lee',
    roles,
    birthDate: '',
  });

  it('creates a not-verified user, fullName = given + space + family (one rule everywhere), and mails the activation link', async () => {
    const res = await as(admin.token).post({
      ...newUser('Created@Test.local'),
      phone: '555-123-4567',
      fullName: 'x',
      publicationUserPermissions: [],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'created@test.local',
      fullName: 'Ann Lee',
      status: 'not_verified',
      birthDate: null,
      phone: '555-123-4567',
    });
    const mail = await t.mail.lastTo('created@test.local');
    expect(mail.subject).toMatch(/account is ready/);
    const token = await t.mail.tokenFrom('created@test.local', 'verify');
    expect((await t.http.get(`/api/v1/auth/check_auth_token/${token}?kind=activation`)).body.valid).toBe(
      true,
    );
    expect((await as(admin.token).post(newUser('CREATED@test.local'))).body).toEqual({
      statusCode: 400,
      message: 'email_not_unique',
      errors: { email: 'email_not_unique' },
    });
  });

  it('lists with paging, sorting and filters', async () => {
    for (const name of ['Zed', 'Amy', 'Bob'])
      await t.createUser({ givenName: name, familyName: 'Listed', email: `${name.toLowerCase()}@list.test` });
    const res = await as(admin.token).get(
      '?page=1&per=2&_sort=fullName&_order=ASC&filters[email][$end]=@list.test',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, per: 2 });
    expect(res.body.data.map((u: { fullName: string }) => u.fullName)).toEqual(['Amy Listed', 'Bob Listed']);
    const page2 = await as(admin.token).get(
      '?page=2&per=2&_sort=fullName&_order=ASC&filters[email][$end]=@list.test',
    );
    expect(page2.body.data.map((u: { email: string }) => u.email)).toEqual(['zed@list.test']);
    const none = await as(admin.token).get('?filters[publicationUserPermissions][$cont]=gazette');
    expect(none.body.total).toBe(0);
    expect((await as(admin.token).get('?_sort=passwordHash')).status).toBe(400);
  });

  it('edits a user and refuses an e-mail taken by another', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const publication = await t.createPublication();
    const res = await as(admin.token).put(`/${user.id}`, {
      ...newUser(user.email, 'API_USER'),
      apiUserToPublications: [publication.id],
      givenName: 'Bea',
      id: user.id,
      status: 'active',
      createdAt: 'x',
      consent: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Bea Lee', roles: 'API_USER', status: 'active' });
    expect((await as(admin.token).put(`/${user.id}`, newUser(other.email.toUpperCase()))).body.message).toBe(
      'email_not_unique',
    );
    expect((await as(admin.token).put(`/${user.id}`, { ...newUser(user.email), id: other.id })).status).toBe(
      400,
    );
    expect((await as(admin.token).get(`/${user.id}`)).body.givenName).toBe('Bea');
    expect((await as(admin.token).get('/999999')).body).toEqual({ statusCode: 404, message: 'not_found' });
  });

  it('blocks (ending sessions) and unblocks; never oneself or a not-yet-active user', async () => {
    const { user, token } = await t.userWithSession();
    const blocked = await as(admin.token).put(`/${user.id}/block`);
    expect(blocked.body.status).toBe('blocked');
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(token))).body.message).toBe(
      'session_expired',
    );
    expect((await as(admin.token).put(`/${user.id}/unblock`)).body.status).toBe('active');
    expect((await as(admin.token).put(`/${admin.user.id}/block`)).body).toEqual({
      statusCode: 400,
      message: 'cannot_block_yourself',
    });
    const pending = await t.createUser({ status: 'not_verified' });
    expect((await as(admin.token).put(`/${pending.id}/block`)).body).toEqual({
      statusCode: 422,
      message: 'user_not_yet_active',
    });
  });

  it('activates a not-verified user with a password, once', async () => {
    const pending = await t.createUser({ status: 'not_verified' });
    const weak = await as(admin.token).put(`/${pending.id}/activate`, {
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.body.message).toBe('password_policy');
    const res = await as(admin.token).put(`/${pending.id}/activate`, {
      password: 'Admin-set-1',
      confirmPassword: 'Admin-set-1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: pending.id, status: 'active' });
    expect(
      (await t.http.post('/api/v1/auth/login').send({ email: pending.email, password: 'Admin-set-1' }))
        .status,
    ).toBe(200);
    const again = await as(admin.token).put(`/${pending.id}/activate`, {
      password: 'Admin-set-1',
      confirmPassword: 'Admin-set-1',
    });
    expect(again.body).toEqual({ statusCode: 422, message: 'user_already_verified_or_blocked' });
  });

  it('mails a reset link to active users only', async () => {
    const active = await t.createUser();
    expect((await as(admin.token).put(`/${active.id}/reset_password`)).body).toEqual({ message: 'ok' });
    expect(await t.mail.tokenFrom(active.email, 'forget_password')).toHaveLength(43);
    const pending = await t.createUser({ status: 'not_verified' });
    expect((await as(admin.token).put(`/${pending.id}/reset_password`)).body).toEqual({
      statusCode: 422,
      message: 'not_active',
    });
  });

  it('deletes a user, but not oneself', async () => {
    const user = await t.createUser();
    expect((await as(admin.token).delete(`/${user.id}`)).status).toBe(204);
    expect((await as(admin.token).get(`/${user.id}`)).status).toBe(404);
    expect((await as(admin.token).delete(`/${admin.user.id}`)).status).toBe(400);
  });

  it('lists publication managers', async () => {
    const manager = await t.createUser({
      roles: 'PUBLICATION_MANAGER',
      givenName: 'Mia',
      familyName: 'Manager',
    });
    const res = await as(admin.token).get('/publication_managers');
    expect(res.body.data).toContainEqual({ id: manager.id, email: manager.email, fullName: 'Mia Manager' });
  });

  describe('as a publication admin (not SYSTEM_ADMIN)', () => {
    let token: string;
    let pubAdminId: number;
    let publicationId: number;
    beforeAll(async () => {
      const pubAdmin = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
      pubAdminId = pubAdmin.id;
      publicationId = await t.grantPublicationRole(pubAdmin.id, 'PUBLICATION_ADMIN');
      token = await t.sessionFor(pubAdmin);
    });

    it('may assign only PUBLICATION_MANAGER', async () => {
      expect((await as(token).post(newUser('sys@test.local', 'SYSTEM_ADMIN'))).body).toEqual({
        statusCode: 403,
        message: 'role_not_allowed',
      });
      expect((await as(token).post(newUser('pub@test.local', 'PUBLIC_USER'))).body.message).toBe(
        'role_not_allowed',
      );
      const permission = { publicationId, role: 'PUBLICATION_USER', hasPermissionToPublish: false };
      expect(
        (
          await as(token).post({
            ...newUser('mgr@test.local', 'PUBLICATION_MANAGER'),
            publicationUserPermissions: [permission],
          })
        ).status,
      ).toBe(201);
    });

    it('never sees the data of a user outside the publications they administer', async () => {
      const other = await t.createUser();
      const list = await as(token).get('?filters[email][$eq]=' + encodeURIComponent(other.email));
      expect(list.body).toMatchObject({ data: [], total: 0 });
      expect((await as(token).get(`/${other.id}`)).status).toBe(404);
      expect((await as(token).put(`/${other.id}`, newUser(other.email, 'PUBLICATION_MANAGER'))).status).toBe(
        404,
      );
      expect((await as(token).put(`/${other.id}/block`)).status).toBe(404);
      const managers = (await as(token).get('/publication_managers')).body.data as Array<{ id: number }>;
      expect(managers.map((m) => m.id)).toContain(pubAdminId);
      expect(managers.map((m) => m.id)).not.toContain(other.id);
    });

    it('may not grant free notices, to themselves or their staff; a plain save passes; a SYSTEM_ADMIN may', async () => {
      const staff = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
      await t.grantPublicationRole(staff.id, 'PUBLICATION_USER', publicationId);
      /** What the users form sends for a user as shown, with `extra` on top. */
      const formBody = async (id: number, extra: object = {}) => {
        const view = (await as(token).get(`/${id}`)).body;
        return {
          email: view.email,
          givenName: view.givenName,
          familyName: view.familyName,
          roles: view.roles,
          publicationUserPermissions: view.publicationUserPermissions.map(
            (p: { publicationId: number; role: string; hasPermissionToPublish: boolean }) => ({
              publicationId: p.publicationId,
              role: p.role,
              hasPermissionToPublish: p.hasPermissionToPublish,
            }),
          ),
          ...extra,
        };
      };
      for (const id of [pubAdminId, staff.id]) {
        const refused = await as(token).put(`/${id}`, await formBody(id, { allowFreeNotices: true }));
        expect([id, refused.status, refused.body]).toEqual([
          id,
          403,
          {
            statusCode: 403,
            message: 'free_not_allowed',
            errors: { allowFreeNotices: 'free_not_allowed' },
          },
        ]);
        // Sending the stored value back is no change: the form's ordinary save goes through.
        const plain = await as(token).put(`/${id}`, await formBody(id, { allowFreeNotices: false }));
        expect([id, plain.status, plain.body.allowFreeNotices]).toEqual([id, 200, false]);
      }
      const created = await as(token).post({
        ...newUser('free@test.local', 'PUBLICATION_MANAGER'),
        publicationUserPermissions: [
          { publicationId, role: 'PUBLICATION_USER', hasPermissionToPublish: false },
        ],
        allowFreeNotices: true,
      });
      expect([created.status, created.body.message]).toEqual([403, 'free_not_allowed']);
      // The SYSTEM_ADMIN grants it, and the publication admin's plain save then keeps it.
      const granted = await t.http
        .put(`/api/v1/admin/users/${staff.id}`)
        .set(bearer(admin.token))
        .send(await formBody(staff.id, { allowFreeNotices: true }));
      expect([granted.status, granted.body.allowFreeNotices]).toEqual([200, true]);
      const kept = await as(token).put(`/${staff.id}`, await formBody(staff.id, { allowFreeNotices: true }));
      expect([kept.status, kept.body.allowFreeNotices]).toEqual([200, true]);
      const revoked = await as(token).put(
        `/${staff.id}`,
        await formBody(staff.id, { allowFreeNotices: false }),
      );
      expect(revoked.status).toBe(403);
    });

    it('may not delete users', async () => {
      const other = await t.createUser();
      expect((await as(token).delete(`/${other.id}`)).body).toEqual({
        statusCode: 403,
        message: 'forbidden',
      });
    });
  });
});
