import { AUTH_COOKIE_NAME } from '@notices/common';
import { NoticeType } from '../../src/notice-types/notice-type.entity';
import { OpenDataExporter } from '../../src/open-data/open-data-export.service';
import { bearer, TestApp } from '../support/app';
import { createNoticeType } from '../support/notice-fixtures';

/**
 * A form or fetch on a sibling origin (another port of the same host) carries the SameSite=Lax session
 * cookie: changes made with the cookie must come from PUBLIC_URL's origin (ADR 019).
 */
describe('changes authenticated by the session cookie from another origin', () => {
  let t: TestApp;
  let typeId: number;
  const sibling = 'http://127.0.0.1:3199';
  const cookie = (token: string) => `${AUTH_COOKIE_NAME}=${token}`;
  const typeCount = () => t.db.getRepository(NoticeType).count();

  beforeAll(async () => {
    t = await TestApp.start();
    typeId = (await createNoticeType(t)).id;
  });
  afterAll(() => t.close());

  it('refuses a sibling origin the three changes of the audit, with no effect', async () => {
    const admin = await t.admin();
    const apiUser = await t.userWithSession({ roles: 'API_USER' });
    const exports = jest.spyOn(t.app.get(OpenDataExporter), 'startToday');
    const before = await typeCount();
    const refused = [
      await t.http
        .post(`/api/v1/admin/noticetypes/${typeId}/clone`)
        .set('Cookie', cookie(admin.token))
        .set('Origin', sibling)
        .set('Sec-Fetch-Site', 'same-site'),
      // A form answer sends only Origin; an old browser may send no Sec-Fetch-Site at all.
      await t.http
        .post('/api/v1/admin/open-data/export')
        .set('Cookie', cookie(admin.token))
        .set('Origin', sibling),
      await t.http.post('/api/v1/auth/api_key').set('Cookie', cookie(apiUser.token)).set('Origin', 'null'),
      // Neither header: refused too (nothing in our apps sends a cookie change without one).
      await t.http.post(`/api/v1/admin/noticetypes/${typeId}/clone`).set('Cookie', cookie(admin.token)),
      await t.http.delete('/api/v1/auth/logout').set('Cookie', cookie(admin.token)).set('Origin', sibling),
    ];
    expect(refused.map((res) => [res.status, res.body.message])).toEqual(
      refused.map(() => [403, 'cross_origin_request']),
    );
    expect(await typeCount()).toBe(before);
    expect(exports).not.toHaveBeenCalled();
    expect((await t.http.get('/api/v1/auth/api_key').set(bearer(apiUser.token))).status).toBe(404);
    // The session survived the refused logout.
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(admin.token))).status).toBe(200);
    exports.mockRestore();
  });

  it('lets the same changes through from PUBLIC_URL’s origin, or when the browser says same-origin', async () => {
    const admin = await t.admin();
    const apiUser = await t.userWithSession({ roles: 'API_USER' });
    const before = await typeCount();
    // The export itself is open-data.spec's: here only that the call reaches it.
    const exports = jest.spyOn(t.app.get(OpenDataExporter), 'startToday').mockReturnValue('2026-11-27');
    const clone = await t.http
      .post(`/api/v1/admin/noticetypes/${typeId}/clone`)
      .set(t.browserCookie(admin.token));
    expect(clone.status).toBe(201);
    expect(await typeCount()).toBe(before + 1);
    const exported = await t.http
      .post('/api/v1/admin/open-data/export')
      .set('Cookie', cookie(admin.token))
      .set('Sec-Fetch-Site', 'same-origin');
    expect(exported.status).toBe(202);
    expect(exports).toHaveBeenCalledTimes(1);
    exports.mockRestore();
    const key = await t.http
      .post('/api/v1/auth/api_key')
      .set('Cookie', cookie(apiUser.token))
      .set('Origin', t.url);
    expect(key.status).toBe(201);
    const logout = await t.http
      .delete('/api/v1/auth/logout')
      .set('Cookie', cookie(admin.token))
      .set('Origin', t.url);
    expect(logout.status).toBe(204);
  });

  it('leaves bearer-token calls and reads with the cookie alone', async () => {
    const admin = await t.admin();
    const clone = await t.http
      .post(`/api/v1/admin/noticetypes/${typeId}/clone`)
      .set(bearer(admin.token))
      .set('Origin', sibling);
    expect(clone.status).toBe(201);
    // A bearer header wins over the cookie, as passport reads it: the cookie is not the credential.
    const both = await t.http
      .post(`/api/v1/admin/noticetypes/${typeId}/clone`)
      .set(bearer(admin.token))
      .set('Cookie', cookie(admin.token));
    expect(both.status).toBe(201);
    const read = await t.http
      .get('/api/v1/auth/validate_token')
      .set('Cookie', cookie(admin.token))
      .set('Origin', sibling);
    expect(read.status).toBe(200);
  });
});
