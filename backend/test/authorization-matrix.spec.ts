import { listRouteAccess } from '../src/auth/route-registry';
import { FileStorage } from '../src/storage/file-storage';
import { bearer, TestApp } from './app';
import { PNG, PublicationBRecords } from './object-scope-fixtures';

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

/**
 * Object-level authorization. Every route whose path takes an id (read from the router, so a new one
 * without a case fails) is called by principals of other publications for a record of publication B:
 * a PUBLICATION_MANAGER admin of A who is also PUBLICATION_USER of C, a PUBLICATION_USER of A, and an
 * API_USER of A, each with the permission to publish wherever they are. They get 403 or 404 and nothing
 * else (the error body only); then the record's owner makes the same call and succeeds.
 */
type Outsider = 'ADMIN_OF_A_USER_OF_C' | 'USER_OF_A' | 'API_USER_OF_A';
const OUTSIDERS: Outsider[] = ['ADMIN_OF_A_USER_OF_C', 'USER_OF_A', 'API_USER_OF_A'];
type Owner = 'ADMIN_OF_B' | 'SYSTEM_ADMIN' | 'ANONYMOUS';
interface Target {
  path: string;
  body?: object;
  /** The owner's call when it differs (public routes: the published notice instead of the draft). */
  ownerPath?: string;
}
interface IdCase {
  owner: Owner;
  target: (b: PublicationBRecords) => Promise<Target>;
  /** Notice types belong to no publication: every staff member reads them (writes stay the SYSTEM_ADMIN's). */
  sharedRead?: true;
}

const notices = '/api/v1/admin/notices';
const ID_CASES: Record<string, IdCase> = {
  'GET /api/v1/admin/notices/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `${notices}/${(await b.draft()).id}` }),
  },
  'PUT /api/v1/admin/notices/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `${notices}/${(await b.draft()).id}`,
      body: b.noticeBody({ title: 'Rewritten' }),
    }),
  },
  'DELETE /api/v1/admin/notices/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `${notices}/${(await b.draft()).id}` }),
  },
  'PUT /api/v1/admin/notices/:id/publish': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `${notices}/${(await b.draft()).id}/publish` }),
  },
  'DELETE /api/v1/admin/notices/:id/cancel': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `${notices}/${(await b.published()).id}/cancel` }),
  },
  'DELETE /api/v1/admin/notices/:id/cancel/:dateId': {
    owner: 'ADMIN_OF_B',
    target: async (b) => {
      const notice = await b.published();
      return { path: `${notices}/${notice.id}/cancel/${notice.publicationDates[1].id}` };
    },
  },
  'PUT /api/v1/admin/notices/:id/add_publication_date': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `${notices}/${(await b.published()).id}/add_publication_date`,
      body: { date: b.day(20) },
    }),
  },
  'POST /api/v1/admin/notices/:id/attachments': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `${notices}/${(await b.draft()).id}/attachments`,
      body: { kind: 'public', name: 'x.png', contentType: 'image/png', size: PNG.length },
    }),
  },
  'POST /api/v1/admin/notices/:id/attachments/:attachmentId/complete': {
    owner: 'ADMIN_OF_B',
    target: async (b) => {
      const { id } = await b.draft();
      return { path: `${notices}/${id}/attachments/${await b.uploaded(id)}/complete` };
    },
  },
  'POST /api/v1/admin/notices/:id/:fileName': {
    owner: 'ADMIN_OF_B',
    target: async (b) => {
      const { id } = await b.draft();
      const attachmentId = await b.attached(id);
      return { path: `${notices}/${id}/b-map.png`, body: { attachmentType: 'public', attachmentId } };
    },
  },
  'GET /api/v1/admin/notices/:id/files/:attachmentId': {
    owner: 'ADMIN_OF_B',
    target: async (b) => {
      const { id } = await b.draft();
      return { path: `${notices}/${id}/files/${await b.attached(id)}` };
    },
  },
  // Public reads: a draft of B is no one's to see; the published notice is everyone's.
  'GET /api/v1/notices/:id': {
    owner: 'ANONYMOUS',
    target: async (b) => ({
      path: `/api/v1/notices/${(await b.draft()).id}`,
      ownerPath: `/api/v1/notices/${(await b.published()).id}`,
    }),
  },
  'GET /api/v1/notices/date/:id': {
    owner: 'ANONYMOUS',
    target: async (b) => ({
      path: `/api/v1/notices/date/${(await b.draft()).publicationDates[0].id}`,
      ownerPath: `/api/v1/notices/date/${(await b.published()).publicationDates[0].id}`,
    }),
  },
  'GET /api/v1/notices/:noticeId/:attachmentId': {
    owner: 'ANONYMOUS',
    target: async (b) => {
      const draft = await b.draft();
      const path = `/api/v1/notices/${draft.id}/${await b.attached(draft.id)}`;
      const published = await b.draft({ publicationDates: [{ date: b.day(0) }] });
      const attachmentId = await b.attached(published.id);
      await b.publish(published.id);
      return { path, ownerPath: `/api/v1/notices/${published.id}/${attachmentId}` };
    },
  },
  'GET /api/v1/admin/publications/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/publications/${b.publicationB}` }),
  },
  'PUT /api/v1/admin/publications/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `/api/v1/admin/publications/${b.publicationB}`,
      body: await b.publicationBody(),
    }),
  },
  'PUT /api/v1/admin/publications/:id/permissions': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `/api/v1/admin/publications/${b.publicationB}/permissions`,
      body: await b.permissionsBody(),
    }),
  },
  'PUT /api/v1/admin/publications/:id/status': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({
      path: `/api/v1/admin/publications/${b.publicationB}/status`,
      body: { enabled: true },
    }),
  },
  'DELETE /api/v1/admin/publications/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/publications/${await b.emptyPublication()}` }),
  },
  'GET /api/v1/admin/users/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/users/${(await b.userOfB()).id}` }),
  },
  'PUT /api/v1/admin/users/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => {
      const user = await b.userOfB();
      return { path: `/api/v1/admin/users/${user.id}`, body: b.userBody(user) };
    },
  },
  'PUT /api/v1/admin/users/:id/block': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/users/${(await b.userOfB()).id}/block` }),
  },
  'PUT /api/v1/admin/users/:id/unblock': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/users/${(await b.userOfB('blocked')).id}/unblock` }),
  },
  'PUT /api/v1/admin/users/:id/activate': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `/api/v1/admin/users/${(await b.userOfB('not_verified')).id}/activate`,
      body: b.newPassword(),
    }),
  },
  'PUT /api/v1/admin/users/:id/reset_password': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/users/${(await b.userOfB()).id}/reset_password` }),
  },
  'DELETE /api/v1/admin/users/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/users/${(await b.userOfB()).id}` }),
  },
  'GET /api/v1/admin/mailbox/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/mailbox/${await b.mail()}` }),
  },
  'DELETE /api/v1/admin/api_keys/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/api_keys/${await b.apiUserOfBWithKey()}` }),
  },
  'GET /api/v1/admin/billingreports/:id/pdf': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/billingreports/${await b.billingReport()}/pdf` }),
  },
  'GET /api/v1/admin/billingreports/:id/csv': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/billingreports/${await b.billingReport()}/csv` }),
  },
  // A saved search is its owner's alone (B's admin here), or a SYSTEM_ADMIN's.
  'GET /api/v1/savedsearches/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/savedsearches/${await b.savedSearch()}` }),
  },
  'PUT /api/v1/savedsearches/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `/api/v1/savedsearches/${await b.savedSearch()}`,
      body: { name: 'Renamed', area: [33] },
    }),
  },
  'DELETE /api/v1/savedsearches/:id': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/savedsearches/${await b.savedSearch()}` }),
  },
  'PUT /api/v1/savedsearches/:id/status': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({
      path: `/api/v1/savedsearches/${await b.savedSearch()}/status`,
      body: { enabled: false },
    }),
  },
  'GET /api/v1/admin/noticetypes/:id': {
    owner: 'SYSTEM_ADMIN',
    sharedRead: true,
    target: async (b) => ({ path: `/api/v1/admin/noticetypes/${await b.noticeType()}` }),
  },
  'PUT /api/v1/admin/noticetypes/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({
      path: `/api/v1/admin/noticetypes/${await b.noticeType()}`,
      body: { name: `Renamed ${Math.random()}`, fields: [{ name: 'Debtor', fieldType: 'text' }] },
    }),
  },
  'DELETE /api/v1/admin/noticetypes/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/noticetypes/${await b.noticeType()}` }),
  },
  'POST /api/v1/admin/noticetypes/:id/clone': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/noticetypes/${await b.noticeType()}/clone` }),
  },
};

/** A route takes an id when a path segment is a parameter other than a secret token. */
const takesId = (path: string) => path.split('/').some((s) => s.startsWith(':') && s !== ':token');

describe('object-level authorization: a principal of another publication reaches no record of B', () => {
  let t: TestApp;
  let b: PublicationBRecords;
  const outsiders = new Map<Outsider, { id: number }>();
  beforeAll(async () => {
    t = await TestApp.start();
    const a = (await t.createPublication()).id;
    const pubB = (await t.createPublication({ publishingEnabled: true })).id;
    const c = (await t.createPublication()).id;
    const adminOfA = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    await t.grantPublicationRole(adminOfA.id, 'PUBLICATION_ADMIN', a, true);
    await t.grantPublicationRole(adminOfA.id, 'PUBLICATION_USER', c, true);
    outsiders.set('ADMIN_OF_A_USER_OF_C', adminOfA);
    const userOfA = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    await t.grantPublicationRole(userOfA.id, 'PUBLICATION_USER', a, true);
    outsiders.set('USER_OF_A', userOfA);
    const apiUser = await t.createUser({ roles: 'API_USER' });
    await t.grantApiPublication(apiUser.id, a, true);
    outsiders.set('API_USER_OF_A', apiUser);
    const adminOfB = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    await t.grantPublicationRole(adminOfB.id, 'PUBLICATION_ADMIN', pubB, true);
    b = await PublicationBRecords.create(t, pubB, adminOfB);
  });
  afterAll(() => t.close());

  it('has a case for every route that takes an id, and no case for a route that does not exist', () => {
    const keys = listRouteAccess(t.app)
      .filter((r) => takesId(r.path))
      .map((r) => r.key);
    expect(keys.filter((k) => !ID_CASES[k])).toEqual([]);
    expect(Object.keys(ID_CASES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(Object.keys(ID_CASES))('%s', async (key) => {
    t.resetLimits();
    const { owner, target, sharedRead } = ID_CASES[key];
    const method = key.split(' ')[0].toLowerCase();
    const { path, body, ownerPath } = await target(b);
    for (const outsider of OUTSIDERS) {
      const res = await t
        .call(method, path)
        .set(await b.as(outsiders.get(outsider)!))
        .send(body ?? {});
      if (sharedRead) {
        expect([outsider, res.status]).toEqual([outsider, 200]);
        continue;
      }
      // Refused, and the answer is the error alone: no record, file URL, date, version or permission.
      expect([outsider, [403, 404].includes(res.status)]).toEqual([outsider, true]);
      expect([outsider, Object.keys(res.body).sort()]).toEqual([outsider, ['message', 'statusCode']]);
    }
    const caller = owner === 'ADMIN_OF_B' ? b.adminOfB : owner === 'SYSTEM_ADMIN' ? b.systemAdmin : null;
    const res = await t
      .call(method, ownerPath ?? path)
      .set(await b.as(caller))
      .send(body ?? {});
    expect([owner, res.status, res.status < 300 ? null : res.body]).toEqual([owner, res.status, null]);
    expect(res.status).toBeLessThan(300);
  });
});
