import { listRouteAccess } from '../src/auth/route-registry';
import { bearer, TestApp } from './app';

/**
 * Every route registered in Nest must have a row here; a new route without one fails this test.
 * 'ok' means "not 401/403" (the body or the id then decides: 200, 400, 404…).
 * Publication managers get a pretend publication role (TestApp.grantPublicationRole) until publications
 * exist; "own publication vs another" columns arrive with the publications issue, when they can differ.
 */
type Expect = 'ok' | 401 | 403;
const ACTORS = [
  'anonymous',
  'PUBLIC_USER',
  'API_USER',
  'PUBLICATION_ADMIN',
  'PUBLICATION_USER',
  'SYSTEM_ADMIN',
] as const;
type Actor = (typeof ACTORS)[number];
type Row = [Expect, Expect, Expect, Expect, Expect, Expect];

const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok', 'ok', 'ok'];
const USER_ADMINS: Row = [401, 403, 403, 'ok', 403, 'ok'];
const SYSTEM_ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 'ok'];

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
  'GET /api/v1/admin/users/:id': USER_ADMINS,
  'POST /api/v1/admin/users': USER_ADMINS,
  'PUT /api/v1/admin/users/:id': USER_ADMINS,
  'DELETE /api/v1/admin/users/:id': SYSTEM_ADMIN_ONLY,
  'PUT /api/v1/admin/users/:id/block': USER_ADMINS,
  'PUT /api/v1/admin/users/:id/unblock': USER_ADMINS,
  'PUT /api/v1/admin/users/:id/activate': USER_ADMINS,
  'PUT /api/v1/admin/users/:id/reset_password': USER_ADMINS,
  'GET /api/v1/admin/mailbox': SYSTEM_ADMIN_ONLY,
  'GET /api/v1/admin/mailbox/:id': SYSTEM_ADMIN_ONLY,
};

describe('authorization matrix', () => {
  let t: TestApp;
  const users = new Map<Actor, { id: number }>();
  beforeAll(async () => {
    t = await TestApp.start();
    users.set('PUBLIC_USER', await t.createUser({ roles: 'PUBLIC_USER' }));
    users.set('API_USER', await t.createUser({ roles: 'API_USER' }));
    const pubAdmin = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    t.grantPublicationRole(pubAdmin.id, 'PUBLICATION_ADMIN');
    users.set('PUBLICATION_ADMIN', pubAdmin);
    const pubUser = await t.createUser({ roles: 'PUBLICATION_MANAGER' });
    t.grantPublicationRole(pubUser.id, 'PUBLICATION_USER');
    users.set('PUBLICATION_USER', pubUser);
    users.set('SYSTEM_ADMIN', (await t.admin()).user);
  });
  afterAll(() => t.close());

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
    t.resetLimits();
    const [method, pattern] = key.split(' ');
    const path = pattern.replace(':id', '999999').replace(':token', 'not-a-token');
    const user = users.get(actor);
    // A fresh session per call, so logout or a password change cannot disturb the next row.
    const headers = user ? bearer(await t.sessionFor(user)) : {};
    const res = await t.call(method.toLowerCase(), path).set(headers).send({});
    if (expected === 'ok')
      expect([key, actor, res.status === 401 || res.status === 403]).toEqual([key, actor, false]);
    else expect([key, actor, res.status]).toEqual([key, actor, expected]);
    expect(res.status).toBeLessThan(500);
  });
});
