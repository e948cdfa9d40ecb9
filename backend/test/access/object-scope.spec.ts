import { listRouteAccess } from '../../src/platform/route-registry';
import { TestApp } from '../support/app';
import { PNG, PublicationBRecords } from './object-scope-fixtures';

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
  // The signed-in certificate is scoped like the notice; the public one exists for published notices only.
  'GET /api/v1/admin/notices/:id/certificate': {
    owner: 'ADMIN_OF_B',
    target: async (b) => ({ path: `/api/v1/admin/notices/${(await b.published()).id}/certificate` }),
  },
  'GET /api/v1/certificates/:id.pdf': {
    owner: 'ANONYMOUS',
    target: async (b) => ({
      path: `/api/v1/certificates/${(await b.draft()).id}.pdf`,
      ownerPath: `/api/v1/certificates/${(await b.published()).id}.pdf`,
    }),
  },
  // The transparency log: a draft is in no one's log; a published notice's entries are everyone's.
  'GET /api/v1/transparency/notices/:id': {
    owner: 'ANONYMOUS',
    target: async (b) => ({
      path: `/api/v1/transparency/notices/${(await b.draft()).id}`,
      ownerPath: `/api/v1/transparency/notices/${(await b.logged()).id}`,
    }),
  },
  // Public: a day without a dump is 404 for everyone; the day's real files download.
  'GET /api/v1/open-data/:date/:file': {
    owner: 'ANONYMOUS',
    target: async (b) => ({
      path: '/api/v1/open-data/2000-01-01/notices.jsonl.gz',
      ownerPath: `/api/v1/open-data/${await b.dumped()}/notices.jsonl.gz`,
    }),
  },
  'GET /api/v1/transparency/entries/:index': {
    owner: 'ANONYMOUS',
    target: async (b) => ({
      path: `/api/v1/transparency/entries/${(await b.logged()).index + 1000}`,
      ownerPath: `/api/v1/transparency/entries/${(await b.logged()).index}`,
    }),
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
  'GET /api/v1/admin/text_messages/:id': {
    owner: 'SYSTEM_ADMIN',
    target: async (b) => ({ path: `/api/v1/admin/text_messages/${await b.textMessage()}` }),
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
    await t.resetLimits();
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
