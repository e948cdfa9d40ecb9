import { bearer, PASSWORD, TestApp } from '../support/app';

describe('publication permissions on users', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const users = (token: string) => ({
    get: (path = '') => t.http.get(`/api/v1/admin/users${path}`).set(bearer(token)),
    post: (body: object) => t.http.post('/api/v1/admin/users').set(bearer(token)).send(body),
    put: (id: number, body: object) => t.http.put(`/api/v1/admin/users/${id}`).set(bearer(token)).send(body),
  });
  let n = 0;
  const person = (roles: string, extra: object = {}) => ({
    email: `person${++n}@pubs.test`,
    givenName: 'Ann',
    familyName: 'Lee',
    roles,
    ...extra,
  });

  it('stores a manager’s permissions with the user and answers the full rows', async () => {
    const publication = await t.createPublication({ name: 'Stored Rows Times' });
    const res = await users(admin.token).post(
      person('PUBLICATION_MANAGER', {
        publicationUserPermissions: [
          { publicationId: publication.id, role: 'PUBLICATION_USER', hasPermissionToPublish: true },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.publicationUserPermissions).toEqual([
      {
        id: expect.any(Number),
        userId: res.body.id,
        userEmail: res.body.email,
        userFullName: 'Ann Lee',
        role: 'PUBLICATION_USER',
        hasPermissionToPublish: true,
        publicationId: publication.id,
        publicationName: 'Stored Rows Times',
        publicationEnabled: true,
      },
    ]);
    const filtered = await users(admin.token).get('?filters[publicationUserPermissions][$cont]=stored rows');
    expect(filtered.body.data.map((u: { id: number }) => u.id)).toEqual([res.body.id]);
  });

  it('refuses deactivated publications, impossible roles and publishing where it is not enabled', async () => {
    const off = await t.createPublication({ enabled: false });
    const noPublish = await t.createPublication({ publishingEnabled: false });
    const post = (row: object) =>
      users(admin.token).post(person('PUBLICATION_MANAGER', { publicationUserPermissions: [row] }));
    expect((await post({ publicationId: off.id, role: 'PUBLICATION_USER' })).body.errors).toEqual({
      'publicationUserPermissions.0.publicationId': 'publication_not_assignable',
    });
    expect(
      (await post({ publicationId: noPublish.id, role: 'PUBLICATION_USER', hasPermissionToPublish: true }))
        .body.errors,
    ).toEqual({
      'publicationUserPermissions.0.hasPermissionToPublish': 'publishing_not_enabled',
    });
    expect((await post({ publicationId: noPublish.id, role: 'OWNER' })).body.errors).toEqual({
      'publicationUserPermissions.0.role': 'role_not_possible',
    });
    expect((await post({ publicationId: noPublish.id, role: 'PUBLICATION_ADMIN' })).body.errors).toEqual({
      'publicationUserPermissions.0.role': 'exactly_one_publication_admin',
    });
  });

  it('needs at least one publication: for managers made by a publication admin, and for API users', async () => {
    const pubAdmin = await t.manager('PUBLICATION_ADMIN');
    const foreign = await t.createPublication();
    const none = await users(pubAdmin.token).post(person('PUBLICATION_MANAGER'));
    expect(none.body).toEqual({
      statusCode: 400,
      message: 'at_least_one_publication',
      errors: { publicationUserPermissions: 'at_least_one_publication' },
    });
    const elsewhere = await users(pubAdmin.token).post(
      person('PUBLICATION_MANAGER', {
        publicationUserPermissions: [{ publicationId: foreign.id, role: 'PUBLICATION_USER' }],
      }),
    );
    expect(elsewhere.body.errors).toEqual({
      'publicationUserPermissions.0.publicationId': 'publication_not_assignable',
    });
    // A SYSTEM_ADMIN may create the manager first and make them a publication's admin afterwards.
    expect((await users(admin.token).post(person('PUBLICATION_MANAGER'))).status).toBe(201);
    const api = await users(admin.token).post(person('API_USER'));
    expect(api.body.errors).toEqual({ apiUserToPublications: 'at_least_one_publication' });
    const ok = await users(admin.token).post(
      person('API_USER', { apiUserToPublications: [{ publicationId: foreign.id, allowFreeNotices: true }] }),
    );
    expect(ok.body.apiUserToPublications).toEqual([
      {
        publicationId: foreign.id,
        publicationName: foreign.name,
        publicationEnabled: true,
        allowFreeNotices: true,
      },
    ]);
  });

  it('says when an API user’s publication is deactivated, as it does for a manager’s', async () => {
    const publication = await t.createPublication();
    const created = await users(admin.token).post(
      person('API_USER', {
        apiUserToPublications: [{ publicationId: publication.id, allowFreeNotices: false }],
      }),
    );
    await t.db.query('UPDATE publications SET enabled = false WHERE id = $1', [publication.id]);
    const shown = await users(admin.token).get(`/${created.body.id}`).expect(200);
    expect(shown.body.apiUserToPublications).toEqual([
      expect.objectContaining({ publicationId: publication.id, publicationEnabled: false }),
    ]);
  });

  it('never changes the system role or the admin row of a PUBLICATION_ADMIN here', async () => {
    const { user, publicationId } = await t.manager('PUBLICATION_ADMIN');
    const body = { email: user.email, givenName: 'G', familyName: 'F' };
    const role = await users(admin.token).put(user.id, { ...body, roles: 'PUBLIC_USER' });
    expect(role.body).toEqual({
      statusCode: 422,
      message: 'cannot_change_role_publication_admin',
      errors: { roles: 'cannot_change_role_publication_admin' },
    });
    const demote = await users(admin.token).put(user.id, {
      ...body,
      roles: 'PUBLICATION_MANAGER',
      publicationUserPermissions: [{ publicationId, role: 'PUBLICATION_USER' }],
    });
    expect(demote.status).toBe(422);
    expect(demote.body.message).toBe('cannot_change_role_publication_admin');
    const removed = await users(admin.token).put(user.id, {
      ...body,
      roles: 'PUBLICATION_MANAGER',
      publicationUserPermissions: [],
    });
    expect(removed.status).toBe(422);
    const deleted = await t.http.delete(`/api/v1/admin/users/${user.id}`).set(bearer(admin.token));
    expect(deleted.body).toEqual({ statusCode: 422, message: 'cannot_change_role_publication_admin' });
    const kept = await users(admin.token).put(user.id, { ...body, roles: 'PUBLICATION_MANAGER' });
    expect(kept.status).toBe(200);
    expect(kept.body.publicationUserPermissions[0].role).toBe('PUBLICATION_ADMIN');
  });

  it('blocks a manager saved with all publications deactivated, and they then hear no_publications', async () => {
    const { user, token, publicationId } = await t.manager('PUBLICATION_USER');
    await t.db.query('UPDATE publications SET enabled = false WHERE id = $1', [publicationId]);
    const res = await users(admin.token).put(user.id, {
      email: user.email,
      givenName: 'Still',
      familyName: 'Here',
      roles: 'PUBLICATION_MANAGER',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('blocked');
    expect(res.body.publicationUserPermissions[0].publicationEnabled).toBe(false);
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(token))).status).toBe(401);
    const login = await t.http.post('/api/v1/auth/login').send({ email: user.email, password: PASSWORD });
    expect(login.body).toEqual({ statusCode: 403, message: 'no_publications' });
    const audit = await t.auditOf('user', user.id);
    expect(audit.map((a) => a.action)).toEqual(['block', 'update']);
    expect(audit[1].changes.givenName).toEqual({ before: user.givenName, after: 'Still' });
  });

  it('shows a publication admin only the users of the publications they administer', async () => {
    const a = await t.manager('PUBLICATION_ADMIN');
    const colleague = await t.manager('PUBLICATION_USER', a.publicationId);
    const stranger = await t.manager('PUBLICATION_USER');
    const list = await users(a.token).get('?per=100');
    expect(list.body.data.map((u: { id: number }) => u.id).sort()).toEqual(
      [a.user.id, colleague.user.id].sort(),
    );
    expect((await users(a.token).get(`/${stranger.user.id}`)).status).toBe(404);
    const edit = await users(a.token).put(colleague.user.id, {
      email: colleague.user.email,
      givenName: 'New',
      familyName: 'Name',
      roles: 'PUBLICATION_MANAGER',
      publicationUserPermissions: [
        { publicationId: a.publicationId, role: 'PUBLICATION_USER', hasPermissionToPublish: true },
      ],
    });
    expect(edit.status).toBe(200);
    expect(edit.body.publicationUserPermissions[0].hasPermissionToPublish).toBe(true);
  });
});
