import { Logger } from '@nestjs/common';
import { bearer, TestApp } from '../support/app';
import { publicationBody } from '../support/publication-fixtures';
import { INJECTED_FAILURE } from '../support/response-contract';

describe('audit log', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: number } };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const log = (query: string) => t.http.get(`/api/v1/admin/audit_log?${query}`).set(bearer(admin.token));

  it('records user writes with before and after, never a password hash', async () => {
    const created = await t.http
      .post('/api/v1/admin/users')
      .set(bearer(admin.token))
      .send({ email: 'audited@test.local', givenName: 'Aud', familyName: 'Ited', roles: 'PUBLIC_USER' });
    const id = created.body.id as number;
    await t.http
      .put(`/api/v1/admin/users/${id}/activate`)
      .set(bearer(admin.token))
      .send({ password: 'Correct-horse-2', confirmPassword: 'Correct-horse-2' });
    await t.http.put(`/api/v1/admin/users/${id}/block`).set(bearer(admin.token));
    await t.http.put(`/api/v1/admin/users/${id}/unblock`).set(bearer(admin.token));
    await t.http.put(`/api/v1/admin/users/${id}/reset_password`).set(bearer(admin.token));
    await t.http.delete(`/api/v1/admin/users/${id}`).set(bearer(admin.token));
    const res = await log(
      `filters[entityType][$eq]=user&filters[entityId][$eq]=${id}&_sort=createdAt&_order=ASC`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'activate',
      'block',
      'unblock',
      'reset_password',
      'delete',
    ]);
    expect(res.body.data[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: 'admin@test.local',
      entityId: id,
    });
    expect(res.body.data[2].changes).toEqual({ status: { before: 'active', after: 'blocked' } });
    expect(JSON.stringify(res.body.data)).not.toMatch(/password_?hash|\$argon2/i);
    const byActor = await log('filters[actorEmail][$cont]=admin@test&filters[action][$eq]=delete');
    expect(byActor.body.data.map((e: { entityId: number }) => e.entityId)).toContain(id);
  });

  it('writes nothing when the write fails, and the write fails when its entry cannot be written', async () => {
    const manager = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    // The 500s below are intended; their stack traces would only clutter the test output.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // A failure late in the write (after the publication row was inserted): no publication, no entry.
    await t.db.query(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by test'; END $$`);
    await t.db.query(`CREATE TRIGGER refuse_permissions BEFORE INSERT ON publication_user_permissions
      FOR EACH ROW EXECUTE FUNCTION refuse()`);
    const before = await t.db.query('SELECT count(*)::int AS n FROM audit_log');
    const res = await t.http
      .post('/api/v1/admin/publications')
      .set(bearer(admin.token))
      .set(INJECTED_FAILURE)
      .send(publicationBody(manager.id, { name: 'Never Stored' }));
    expect(res.status).toBe(500);
    expect(await t.db.query("SELECT id FROM publications WHERE name = 'Never Stored'")).toEqual([]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
    await t.db.query('DROP TRIGGER refuse_permissions ON publication_user_permissions');

    // The entry itself failing undoes the write it describes.
    await t.db.query(
      `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse()`,
    );
    const user = await t.createUser({ givenName: 'Kept' });
    const edit = await t.http
      .put(`/api/v1/admin/users/${user.id}`)
      .set(bearer(admin.token))
      .set(INJECTED_FAILURE)
      .send({ email: user.email, givenName: 'Changed', familyName: 'X', roles: 'PUBLIC_USER' });
    expect(edit.status).toBe(500);
    expect((await t.db.query('SELECT given_name FROM users WHERE id = $1', [user.id]))[0].given_name).toBe(
      'Kept',
    );
    await t.db.query('DROP TRIGGER refuse_audit ON audit_log');
    jest.restoreAllMocks();
  });
});
