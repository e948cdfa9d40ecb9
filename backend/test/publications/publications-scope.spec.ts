import { bearer, TestApp } from '../support/app';

/** A publication's staff reach their own publication only (another's: 404, never its data). */
describe('admin/publications scope', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const api = (token: string) => ({
    get: (path = '') => t.http.get(`/api/v1/admin/publications${path}`).set(bearer(token)),
    put: (path: string, body: object) =>
      t.http.put(`/api/v1/admin/publications${path}`).set(bearer(token)).send(body),
  });
  const managerUser = () => t.createUser({ roles: 'PUBLICATION_MANAGER' });

  it('offers an API user exactly its enabled apiUserToPublications, in the shape every role gets', async () => {
    const offered = await t.createPublication({ name: 'Zeeland Record', publishingEnabled: false });
    const alsoOffered = await t.createPublication({ name: 'Alpena News', publishingEnabled: true });
    const disabled = await t.createPublication({ enabled: false });
    await t.createPublication(); // not the API user's
    const { user, token } = await t.userWithSession({ roles: 'API_USER' });
    for (const p of [offered, alsoOffered, disabled]) await t.grantApiPublication(user.id, p.id);
    const res = await api(token).get('/all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: alsoOffered.id,
          name: 'Alpena News',
          enabled: true,
          publishingEnabled: true,
          paymentPeriod: 'MONTH',
        },
        {
          id: offered.id,
          name: 'Zeeland Record',
          enabled: true,
          publishingEnabled: false,
          paymentPeriod: 'MONTH',
        },
      ],
    });
    // The picker only: the publications screens stay closed to API users.
    expect((await api(token).get()).status).toBe(403);
    expect((await api(token).get(`/${offered.id}`)).status).toBe(403);
    const none = await t.userWithSession({ roles: 'API_USER' });
    expect((await api(none.token).get('/all')).body).toEqual({ data: [] });
  });

  describe('scope of publication staff', () => {
    let own: number;
    let other: number;
    let adminToken: string;
    let userToken: string;
    beforeAll(async () => {
      const a = await t.manager('PUBLICATION_ADMIN');
      own = a.publicationId!;
      adminToken = a.token;
      userToken = (await t.manager('PUBLICATION_USER', own)).token;
      other = (await t.manager('PUBLICATION_ADMIN')).publicationId!;
    });

    it('lists and reads only the publications they hold a permission in', async () => {
      const list = await api(adminToken).get();
      expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([own]);
      expect((await api(adminToken).get('/all')).body.data.map((p: { id: number }) => p.id)).toEqual([own]);
      expect((await api(userToken).get(`/${own}`)).status).toBe(200);
      const foreign = await api(adminToken).get(`/${other}`);
      expect(foreign.body).toEqual({ statusCode: 404, message: 'not_found' });
    });

    it("lets the publication's admin edit it, but not its payment terms, and not another publication", async () => {
      const current = (await api(adminToken).get(`/${own}`)).body;
      const body = { ...current, publicationArea: [33], name: 'Renamed Gazette' };
      delete body.publicationUserPermissions;
      const res = await api(adminToken).put(`/${own}`, body);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Renamed Gazette');
      const payment = await api(adminToken).put(`/${own}`, { ...body, paymentMethod: 'MANUAL' });
      expect(payment.body).toEqual({
        statusCode: 403,
        message: 'system_admin_only_field',
        errors: { paymentMethod: 'system_admin_only_field' },
      });
      expect((await api(adminToken).put(`/${other}`, body)).body).toEqual({
        statusCode: 404,
        message: 'not_found',
      });
      expect((await api(userToken).put(`/${own}`, body)).status).toBe(403);
      const stored = await t.db.query('SELECT name, payment_method FROM publications WHERE id = $1', [other]);
      expect(stored[0].name).not.toBe('Renamed Gazette');
    });

    it('lets the admin replace the permission table, keeping exactly one admin', async () => {
      const current = (await api(adminToken).get(`/${own}`)).body;
      const newcomer = await managerUser();
      const rows = [
        ...current.publicationUserPermissions,
        { userId: newcomer.id, role: 'PUBLICATION_USER', hasPermissionToPublish: true },
      ];
      const res = await api(adminToken).put(`/${own}/permissions`, { publicationUserPermissions: rows });
      expect(res.status).toBe(200);
      expect(res.body.publicationUserPermissions.map((p: { userId: number }) => p.userId)).toContain(
        newcomer.id,
      );
      const noAdmin = rows.filter((r: { role: string }) => r.role !== 'PUBLICATION_ADMIN');
      expect(
        (await api(adminToken).put(`/${own}/permissions`, { publicationUserPermissions: noAdmin })).body
          .message,
      ).toBe('exactly_one_publication_admin');
      expect(
        (await api(adminToken).put(`/${other}/permissions`, { publicationUserPermissions: rows })).status,
      ).toBe(404);
      expect((await t.auditOf('publication', own)).map((a) => a.action)).toEqual(['update', 'permissions']);
    });

    it('offers in the users form only the enabled publications they administer', async () => {
      const mine = await t.http
        .get('/api/v1/admin/publications/publications_for_user')
        .set(bearer(adminToken));
      expect(mine.body.data.map((p: { id: number }) => p.id)).toEqual([own]);
      expect(mine.body.data[0].possibleRoles).toEqual(['PUBLICATION_ADMIN', 'PUBLICATION_USER']);
      const all = await t.http
        .get('/api/v1/admin/publications/admin_publications_for_user')
        .set(bearer(admin.token));
      expect(all.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([own, other]));
    });
  });
});
