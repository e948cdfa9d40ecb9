import { bearer, PASSWORD, TestApp } from '../support/app';
import { createNoticeType, noticeBody } from '../support/notice-fixtures';
import { publicationBody } from '../support/publication-fixtures';
import type request from 'supertest';

/** Six identical requests at once: one wins, the others get a clear 4xx, and the audit log says it once. */
describe('concurrent writes', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    // These tests play clients at many addresses through X-Forwarded-For, as a proxy on loopback would send.
    t = await TestApp.start({ trustProxy: ['loopback'] });
    admin = bearer((await t.admin()).token);
  });
  afterAll(() => t.close());

  const six = (send: (i: number) => request.Test) =>
    Promise.all(Array.from({ length: 6 }, (_, i) => send(i)));
  const outcome = (answers: request.Response[]) =>
    answers.map((res) => `${res.status} ${res.body?.message ?? ''}`.trim()).sort();
  const auditCount = async (entityType: string, entityId: number, action: string) =>
    (await t.auditOf(entityType, entityId)).filter((row) => row.action === action).length;

  it('six first POST auth/api_key: one creates the key, five answer 409 api_key_exists', async () => {
    const { user, token } = await t.userWithSession({ roles: 'API_USER' });
    const answers = await six(() => t.http.post('/api/v1/auth/api_key').set(bearer(token)));
    expect(outcome(answers)).toEqual(['201', ...Array(5).fill('409 api_key_exists')]);
    const winner = answers.find((res) => res.status === 201)!;
    const form = await t.http.post('/api/v1/auth/token').type('form').send({
      grant_type: 'client_credentials',
      client_id: winner.body.id,
      client_secret: winner.body.secret,
    });
    expect(form.status).toBe(200);
    expect(await auditCount('apiKey', user.id, 'create')).toBe(1);
  });

  it('six DELETE admin/users/{id}: one 204, five 404, one audit entry', async () => {
    const victim = await t.createUser({ roles: 'PUBLIC_USER' });
    const answers = await six(() => t.http.delete(`/api/v1/admin/users/${victim.id}`).set(admin));
    expect(outcome(answers)).toEqual(['204', ...Array(5).fill('404 not_found')]);
    expect(await auditCount('user', victim.id, 'delete')).toBe(1);
  });

  it('six PUT admin/users/{id}/block: the same answer for all (PUT is idempotent), one audit entry', async () => {
    const user = await t.createUser({ roles: 'PUBLIC_USER' });
    const answers = await six(() => t.http.put(`/api/v1/admin/users/${user.id}/block`).set(admin));
    expect(outcome(answers)).toEqual(Array(6).fill('200'));
    expect(answers.map((res) => res.body.status)).toEqual(Array(6).fill('blocked'));
    expect(await auditCount('user', user.id, 'block')).toBe(1);
    const again = await six(() => t.http.put(`/api/v1/admin/users/${user.id}/unblock`).set(admin));
    expect(outcome(again)).toEqual(Array(6).fill('200'));
    expect(await auditCount('user', user.id, 'unblock')).toBe(1);
  });

  it('six PUT admin/users/{id}/activate: one 200, five 422 user_already_verified_or_blocked', async () => {
    const user = await t.createUser({ roles: 'PUBLIC_USER', status: 'not_verified' });
    const answers = await six(() =>
      t.http
        .put(`/api/v1/admin/users/${user.id}/activate`)
        .set(admin)
        .send({ password: PASSWORD, confirmPassword: PASSWORD }),
    );
    expect(outcome(answers)).toEqual(['200', ...Array(5).fill('422 user_already_verified_or_blocked')]);
    expect(await auditCount('user', user.id, 'activate')).toBe(1);
  });

  it('six POST admin/users with one e-mail: one 201, five 400 email_not_unique on the field', async () => {
    const email = `same-${Date.now()}@test.local`;
    const answers = await six(() =>
      t.http
        .post('/api/v1/admin/users')
        .set(admin)
        .send({ email, givenName: 'Ann', familyName: 'Lee', roles: 'PUBLIC_USER' }),
    );
    expect(outcome(answers)).toEqual(['201', ...Array(5).fill('400 email_not_unique')]);
    for (const res of answers.filter((r) => r.status === 400))
      expect(res.body.errors).toEqual({ email: 'email_not_unique' });
  });

  it('six POST auth/register with one e-mail: one 201, five 400 email_not_unique on the field', async () => {
    const email = `reg-${Date.now()}@test.local`;
    const answers = await six((i) =>
      t.http
        .post('/api/v1/auth/register')
        .set('X-Forwarded-For', `10.30.0.${i}`)
        .send({ email, givenName: 'Ann', familyName: 'Lee' }),
    );
    expect(outcome(answers)).toEqual(['201 ok', ...Array(5).fill('400 email_not_unique')]);
  });

  it('six DELETE admin/publications/{id}: one 204, five 404, one audit entry', async () => {
    const { user } = await t.userWithSession({ roles: 'PUBLICATION_MANAGER' });
    const created = await t.http.post('/api/v1/admin/publications').set(admin).send(publicationBody(user.id));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const answers = await six(() => t.http.delete(`/api/v1/admin/publications/${id}`).set(admin));
    expect(outcome(answers)).toEqual(['204', ...Array(5).fill('404 not_found')]);
    expect(await auditCount('publication', id, 'delete')).toBe(1);
  });

  it('six DELETE admin/noticetypes/{id}: one 204, five 404, one audit entry', async () => {
    const created = await t.http
      .post('/api/v1/admin/noticetypes')
      .set(admin)
      .send({ name: 'Racy', fields: [] });
    const id = created.body.id as number;
    const answers = await six(() => t.http.delete(`/api/v1/admin/noticetypes/${id}`).set(admin));
    expect(outcome(answers)).toEqual(['204', ...Array(5).fill('404 not_found')]);
    expect(await auditCount('noticeType', id, 'delete')).toBe(1);
  });

  describe('notices', () => {
    const draft = async () => {
      const publicationId = (await t.createPublication()).id;
      const type = await createNoticeType(t);
      const res = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, publicationId));
      expect(res.status).toBe(201);
      return res.body.id as number;
    };

    it('six DELETE admin/notices/{id}: one 204, five 404, one audit entry', async () => {
      const id = await draft();
      const answers = await six(() => t.http.delete(`/api/v1/admin/notices/${id}`).set(admin));
      expect(outcome(answers)).toEqual(['204', ...Array(5).fill('404 not_found')]);
      expect(await auditCount('notice', id, 'delete')).toBe(1);
    });

    it('six PUT publish, then six DELETE cancel: one success each, clear 422s, one audit entry each', async () => {
      const id = await draft();
      const published = await six(() => t.http.put(`/api/v1/admin/notices/${id}/publish`).set(admin));
      expect(outcome(published)).toEqual(['200', ...Array(5).fill('422 notice_not_draft')]);
      expect(await auditCount('notice', id, 'publish')).toBe(1);
      const canceled = await six(() => t.http.delete(`/api/v1/admin/notices/${id}/cancel`).set(admin));
      expect(outcome(canceled)).toEqual(['200', ...Array(5).fill('422 nothing_to_cancel')]);
      expect(await auditCount('notice', id, 'cancel')).toBe(1);
    });
  });

  it('six DELETE savedsearches/{id}: one 204, five 404', async () => {
    const { token } = await t.userWithSession({ roles: 'PUBLIC_USER' });
    const created = await t.http
      .post('/api/v1/savedsearches')
      .set(bearer(token))
      .send({ name: 'Mine', for: 'sale' });
    expect(created.status).toBe(201);
    const answers = await six(() =>
      t.http.delete(`/api/v1/savedsearches/${created.body.id}`).set(bearer(token)),
    );
    expect(outcome(answers)).toEqual(['204', ...Array(5).fill('404 not_found')]);
  });
});
