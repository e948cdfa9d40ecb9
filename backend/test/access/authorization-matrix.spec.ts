import { listRouteAccess } from '../../src/platform/route-registry';
import { FileStorage } from '../../src/storage/file-storage';
import { bearer, TestApp } from '../support/app';

/**
 * Every route registered in Nest must have a row here; a new route without one fails this test.
 * 'ok' means "not 401/403" (the body or the id then decides: 200, 400, 404…); 'none' means refused
 * without data (400, 403, 404 or 422: never a 2xx). Publication managers hold real permissions: the
 * "own" columns in publication A, the "other" columns in publication B. `:id` of publication routes is A
 * (notices_created, so DELETE and status cannot succeed); `:id` of user routes is a PUBLICATION_USER of A.
 */
type Expect = 'ok' | 'none' | 401 | 403;
const ACTORS = [
  'anonymous',
  'PUBLIC_USER',
  'API_USER',
  'ADMIN_OF_OWN',
  'USER_OF_OWN',
  'ADMIN_OF_OTHER',
  'USER_OF_OTHER',
  'SYSTEM_ADMIN',
] as const;
type Actor = (typeof ACTORS)[number];
type Row = [Expect, Expect, Expect, Expect, Expect, Expect, Expect, Expect];

const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const USER_ADMINS: Row = [401, 403, 403, 'ok', 403, 'ok', 403, 'ok'];
/** A user of publication A: its admin reaches them, the admin of B does not. */
const USER_ADMINS_ON_A: Row = [401, 403, 403, 'ok', 403, 'none', 403, 'ok'];
const SYSTEM_ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 403, 403, 'ok'];
const PUBLICATION_STAFF: Row = [401, 403, 403, 'ok', 'ok', 'ok', 'ok', 'ok'];
const PUBLICATION_A_READ: Row = [401, 403, 403, 'ok', 'ok', 'none', 'none', 'ok'];
const PUBLICATION_A_EDIT: Row = [401, 403, 403, 'ok', 403, 'none', 403, 'ok'];
/** The notice editor's publication picker: staff, and API users (their apiUserToPublications). */
const PUBLICATION_PICKER: Row = [401, 403, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const NOTICE_TYPE_READERS: Row = [401, 403, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
/** Notices: publication staff and API users; scope (404 for another publication) is the notices-scope spec's. */
const NOTICE_STAFF: Row = [401, 403, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const NOTICE_DELETERS: Row = [401, 403, 403, 'ok', 'ok', 'ok', 'ok', 'ok'];
/** apiKeys.own: the caller's own key (SYSTEM_ADMIN and API_USER). */
const OWN_API_KEY: Row = [401, 403, 'ok', 403, 403, 403, 403, 'ok'];

const MATRIX: Record<string, Row> = {
  'GET /api/v1/utilities/version': PUBLIC,
  'GET /api/v1/health': PUBLIC,
  'GET /api/v1/counties': PUBLIC,
  'POST /api/v1/auth/login': PUBLIC,
  'DELETE /api/v1/auth/logout': PUBLIC,
  'POST /api/v1/auth/register': PUBLIC,
  'POST /api/v1/auth/forget_password': PUBLIC,
  'POST /api/v1/auth/resend_verification_email': PUBLIC,
  'GET /api/v1/auth/check_auth_token/:token': PUBLIC,
  'PUT /api/v1/auth/reset_password/:token': PUBLIC,
  'PUT /api/v1/auth/set_first_password/:token': PUBLIC,
  'GET /api/v1/auth/oauth': PUBLIC,
  'GET /api/v1/auth/oauth/auth0': PUBLIC,
  'GET /api/v1/auth/oauth/login': PUBLIC,
  'GET /api/v1/auth/oauth/callback': PUBLIC,
  'POST /api/v1/auth/oauth': PUBLIC,
  'GET /api/v1/auth/validate_token': SIGNED_IN,
  'GET /api/v1/auth/profile': SIGNED_IN,
  'PUT /api/v1/auth/profile': SIGNED_IN,
  'PUT /api/v1/auth/change_password': SIGNED_IN,
  'GET /api/v1/admin/users': USER_ADMINS,
  'GET /api/v1/admin/users/publication_managers': USER_ADMINS,
  'GET /api/v1/admin/users/:id': USER_ADMINS_ON_A,
  'POST /api/v1/admin/users': USER_ADMINS,
  'PUT /api/v1/admin/users/:id': USER_ADMINS_ON_A,
  'PUT /api/v1/admin/users/:id/block': USER_ADMINS_ON_A,
  'PUT /api/v1/admin/users/:id/unblock': USER_ADMINS_ON_A,
  'PUT /api/v1/admin/users/:id/activate': USER_ADMINS_ON_A,
  'PUT /api/v1/admin/users/:id/reset_password': USER_ADMINS_ON_A,
  'DELETE /api/v1/admin/users/:id': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/mailbox': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/mailbox/:id': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/text_messages': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/text_messages/:id': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/publications': PUBLIC,
  'GET /api/v1/admin/publications': PUBLICATION_STAFF,
  'GET /api/v1/admin/publications/all': PUBLICATION_PICKER,
  'GET /api/v1/admin/publications/publications_for_user': USER_ADMINS,
  'GET /api/v1/admin/publications/admin_publications_for_user': USER_ADMINS,
  'GET /api/v1/admin/publications/:id': PUBLICATION_A_READ,
  'POST /api/v1/admin/publications': SYSTEM_ADMIN_ONLY,
  'PUT /api/v1/admin/publications/:id': PUBLICATION_A_EDIT,
  'PUT /api/v1/admin/publications/:id/permissions': PUBLICATION_A_EDIT,
  'PUT /api/v1/admin/publications/:id/status': SYSTEM_ADMIN_ONLY,
  'DELETE /api/v1/admin/publications/:id': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/noticetypes': PUBLIC,
  'GET /api/v1/admin/noticetypes': NOTICE_TYPE_READERS,
  'GET /api/v1/admin/noticetypes/:id': NOTICE_TYPE_READERS,
  'POST /api/v1/admin/noticetypes': SYSTEM_ADMIN_ONLY,
  'PUT /api/v1/admin/noticetypes/:id': SYSTEM_ADMIN_ONLY,
  'DELETE /api/v1/admin/noticetypes/:id': SYSTEM_ADMIN_ONLY,
  'POST /api/v1/admin/noticetypes/:id/clone': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/audit_log': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/notices': NOTICE_STAFF,
  'POST /api/v1/admin/notices': NOTICE_STAFF,
  'GET /api/v1/admin/notices/:id': NOTICE_STAFF,
  'PUT /api/v1/admin/notices/:id': NOTICE_STAFF,
  'DELETE /api/v1/admin/notices/:id': NOTICE_DELETERS,
  'PUT /api/v1/admin/notices/:id/publish': NOTICE_STAFF,
  'DELETE /api/v1/admin/notices/:id/cancel': NOTICE_STAFF,
  'DELETE /api/v1/admin/notices/:id/cancel/:dateId': NOTICE_STAFF,
  'PUT /api/v1/admin/notices/:id/add_publication_date': NOTICE_STAFF,
  'POST /api/v1/admin/notices/extract_text': NOTICE_STAFF,
  'POST /api/v1/admin/notices/:id/attachments': NOTICE_STAFF,
  'POST /api/v1/admin/notices/:id/attachments/:attachmentId/complete': NOTICE_STAFF,
  'POST /api/v1/admin/notices/:id/:fileName': NOTICE_STAFF,
  'GET /api/v1/admin/notices/:id/files/:attachmentId': NOTICE_STAFF,
  'GET /api/v1/notices/:id': PUBLIC,
  'GET /api/v1/notices/date/:id': PUBLIC,
  'GET /api/v1/notices/:noticeId/:attachmentId': PUBLIC,
  'GET /api/v1/admin/notices/:id/certificate': NOTICE_STAFF,
  'GET /api/v1/certificates/:id.pdf': PUBLIC,
  'POST /api/v1/admin/systemsettings': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/systemsettings': PUBLIC,
  'GET /api/v1/admin/scheduler/runs': SYSTEM_ADMIN_ONLY,
  'POST /api/v1/auth/token': PUBLIC,
  'GET /api/v1/auth/api_key': OWN_API_KEY,
  'POST /api/v1/auth/api_key': OWN_API_KEY,
  'DELETE /api/v1/auth/api_key': OWN_API_KEY,
  'GET /api/v1/admin/api_keys': SYSTEM_ADMIN_ONLY,
  'POST /api/v1/admin/api_keys': SYSTEM_ADMIN_ONLY,
  'DELETE /api/v1/admin/api_keys/:id': SYSTEM_ADMIN_ONLY,
  // Publication admins list their own publications' reports; a report of 999999 is then a 404.
  'GET /api/v1/admin/billingreports': USER_ADMINS,
  'GET /api/v1/admin/billingreports/:id/pdf': USER_ADMINS,
  'GET /api/v1/admin/billingreports/:id/csv': USER_ADMINS,
  'POST /api/v1/admin/billingreports/generate': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/search/search': PUBLIC,
  'GET /api/v1/search/sitemap': PUBLIC,
  'GET /api/v1/transparency/checkpoint': PUBLIC,
  'GET /api/v1/transparency/keys': PUBLIC,
  'GET /api/v1/transparency/entries/:index': PUBLIC,
  'GET /api/v1/transparency/proofs/inclusion': PUBLIC,
  'GET /api/v1/transparency/proofs/consistency': PUBLIC,
  'GET /api/v1/transparency/notices/:id': PUBLIC,
  'GET /api/v1/transparency/lookup': PUBLIC,
  'GET /api/v1/savedsearches': SIGNED_IN,
  'POST /api/v1/savedsearches': SIGNED_IN,
  'GET /api/v1/savedsearches/:id': SIGNED_IN,
  'PUT /api/v1/savedsearches/:id': SIGNED_IN,
  'DELETE /api/v1/savedsearches/:id': SIGNED_IN,
  'PUT /api/v1/savedsearches/:id/status': SIGNED_IN,
  'GET /api/v1/savedsearches/unsubscribe/:token': PUBLIC,
  'POST /api/v1/savedsearches/unsubscribe/:token': PUBLIC,
  // Public, but every request must carry a valid signature (the test signs one; unsigned is 403).
  'PUT /api/v1/storage/*key': PUBLIC,
  'GET /api/v1/storage/*key': PUBLIC,
  'GET /api/v1/open-data': PUBLIC,
  'GET /api/v1/open-data/schema': PUBLIC,
  'GET /api/v1/open-data/:date/:file': PUBLIC,
  'POST /api/v1/admin/open-data/export': SYSTEM_ADMIN_ONLY,
};

describe('authorization matrix', () => {
  let t: TestApp;
  const users = new Map<Actor, { id: number }>();
  const ids = { publicationA: 0, userOfA: 0 };
  beforeAll(async () => {
    t = await TestApp.start();
    users.set('PUBLIC_USER', await t.createUser({ roles: 'PUBLIC_USER' }));
    users.set('API_USER', await t.createUser({ roles: 'API_USER' }));
    const a = await t.createPublication({ noticesCreated: true });
    const b = await t.createPublication();
    ids.publicationA = a.id;
    const manager = async (
      actor: Actor,
      role: 'PUBLICATION_ADMIN' | 'PUBLICATION_USER',
      publicationId: number,
    ) => {
      const user = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
      await t.grantPublicationRole(user.id, role, publicationId);
      users.set(actor, user);
    };
    await manager('ADMIN_OF_OWN', 'PUBLICATION_ADMIN', a.id);
    await manager('USER_OF_OWN', 'PUBLICATION_USER', a.id);
    await manager('ADMIN_OF_OTHER', 'PUBLICATION_ADMIN', b.id);
    await manager('USER_OF_OTHER', 'PUBLICATION_USER', b.id);
    const target = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    await t.grantPublicationRole(target.id, 'PUBLICATION_USER', a.id);
    ids.userOfA = target.id;
    users.set('SYSTEM_ADMIN', (await t.admin()).user);
  });
  afterAll(() => t.close());

  /** A validly signed storage URL (for a file that does not exist): only the signature check is public. */
  async function signedStoragePath(method: string): Promise<string> {
    const storage = t.app.get(FileStorage);
    const url =
      method === 'PUT'
        ? (await storage.presignUpload('matrix/file', 'application/json', 100)).url
        : await storage.presignDownload('matrix/missing', 'f.txt', 'text/plain');
    return url.slice(t.url.length);
  }

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const keys = listRouteAccess(t.app).map((r) => r.key);
    expect(keys.filter((k) => !MATRIX[k])).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('agrees with what each route declares: public rows are public, others need a session', () => {
    for (const route of listRouteAccess(t.app)) {
      expect([route.key, MATRIX[route.key]?.[0] === 'ok']).toEqual([route.key, !route.authenticated]);
    }
  });

  const cases = Object.entries(MATRIX).flatMap(([key, row]) =>
    ACTORS.map((actor, i) => [key, actor, row[i]] as const),
  );

  it.each(cases)('%s as %s → %s', async (key, actor, expected) => {
    await t.resetLimits();
    const [method, pattern] = key.split(' ');
    const id = pattern.startsWith('/api/v1/admin/publications/:id')
      ? ids.publicationA
      : pattern.startsWith('/api/v1/admin/users/:id') && method !== 'DELETE'
        ? ids.userOfA
        : 999999;
    const path = pattern.startsWith('/api/v1/storage/')
      ? await signedStoragePath(method)
      : pattern.replace(':id', String(id)).replace(':token', 'not-a-token');
    const user = users.get(actor);
    // A fresh session per call, so logout or a password change cannot disturb the next row.
    const headers = user ? bearer(await t.sessionFor(user)) : {};
    const res = await t.call(method.toLowerCase(), path).set(headers).send({});
    if (expected === 'ok')
      expect([key, actor, res.status === 401 || res.status === 403]).toEqual([key, actor, false]);
    else if (expected === 'none')
      expect([key, actor, [400, 403, 404, 422].includes(res.status)]).toEqual([key, actor, true]);
    else expect([key, actor, res.status]).toEqual([key, actor, expected]);
    expect(res.status).toBeLessThan(500);
  });
});
