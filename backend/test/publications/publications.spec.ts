import { ValidationMessage } from '@notices/common';
import { bearer, TestApp } from '../support/app';
import { address, contact, publicationBody } from '../support/publication-fixtures';

describe('admin/publications', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const api = (token: string) => ({
    get: (path = '') => t.http.get(`/api/v1/admin/publications${path}`).set(bearer(token)),
    post: (body: object) => t.http.post('/api/v1/admin/publications').set(bearer(token)).send(body),
    put: (path: string, body: object) =>
      t.http.put(`/api/v1/admin/publications${path}`).set(bearer(token)).send(body),
    delete: (path: string) => t.http.delete(`/api/v1/admin/publications${path}`).set(bearer(token)),
  });
  const managerUser = () => t.createUser({ roles: 'PUBLICATION_MANAGER' });

  it('creates a publication with a manager as its admin, copying the billing address and contact', async () => {
    const manager = await managerUser();
    const res = await api(admin.token).post(publicationBody(manager.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Lansing State Journal',
      enabled: true,
      publishingEnabled: true,
      possibleRoles: ['PUBLICATION_ADMIN', 'PUBLICATION_USER'],
      noticesCreated: false,
      publicationArea: [
        { id: 23, name: 'Eaton' },
        { id: 33, name: 'Ingham' },
      ],
      billingAddress: address(),
      billingContact: contact(),
      billingAddressSameAsMailing: true,
      billingContactSameAsMain: true,
      publicationUserPermissions: [
        {
          userId: manager.id,
          userEmail: manager.email,
          userFullName: manager.fullName,
          role: 'PUBLICATION_ADMIN',
          hasPermissionToPublish: true,
          publicationName: 'Lansing State Journal',
          publicationEnabled: true,
        },
      ],
    });
    const audit = await t.auditOf('publication', res.body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_email: 'admin@test.local' });
    expect(audit[0].changes.name).toEqual({ before: null, after: 'Lansing State Journal' });
    expect(audit[0].changes.publicationArea).toEqual({ before: null, after: [23, 33] });
  });

  it('keeps its own billing copy while a same-as flag is false, and follows the source while true', async () => {
    const manager = await managerUser();
    const created = await api(admin.token).post(
      publicationBody(manager.id, {
        billingAddressSameAsMailing: false,
        billingAddress: address('1 Billing Rd'),
        billingContact: contact('Ignored While Same'),
      }),
    );
    expect(created.body.billingAddress.street).toBe('1 Billing Rd');
    expect(created.body.billingContact.name).toBe('Pat Rivera');
    const updated = await api(admin.token).put(`/${created.body.id}`, {
      ...publicationBody(manager.id),
      mailingAddress: address('9 New St'),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.billingAddress.street).toBe('9 New St');
    const stored = await t.db.query('SELECT billing_address FROM publications WHERE id = $1', [
      created.body.id,
    ]);
    expect(stored[0].billing_address.street).toBe('9 New St');
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', ValidationMessage.blank],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'name', ValidationMessage.tooLong],
    [
      'a website that is not an http(s) URL',
      { website: 'ftp://example.org' },
      'website',
      ValidationMessage.invalidUrl,
    ],
    ['no county', { publicationArea: [] }, 'publicationArea', 'at_least_one_county'],
    [
      'a bad contact e-mail',
      { mainContact: { ...contact(), email: 'nobody' } },
      'mainContact.email',
      ValidationMessage.invalidEmail,
    ],
    [
      'a bad phone',
      { mainContact: { ...contact(), phone: '5551234567' } },
      'mainContact.phone',
      ValidationMessage.invalidPhone,
    ],
    [
      'a bad fax',
      { mainContact: { ...contact(), fax: '555-1234' } },
      'mainContact.fax',
      ValidationMessage.invalidFax,
    ],
    [
      'a long optional street',
      { mailingAddress: { ...address(), optionalStreet: 'y'.repeat(256) } },
      'mailingAddress.optionalStreet',
      ValidationMessage.tooLong,
    ],
    [
      'a blank locality',
      { mailingAddress: { ...address(), locality: '' } },
      'mailingAddress.locality',
      ValidationMessage.blank,
    ],
    [
      'no billing address while not the same',
      { billingAddressSameAsMailing: false },
      'billingAddress',
      ValidationMessage.blank,
    ],
    ['a bad payment method', { paymentMethod: 'CASH' }, 'paymentMethod', 'must be one of CC, MANUAL'],
  ])('refuses %s with the spec message', async (_name, overrides, field, message) => {
    const res = await api(admin.token).post(publicationBody(1, overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('needs exactly one PUBLICATION_ADMIN, managers only, possible roles, and publishing where enabled', async () => {
    const [a, b] = [await managerUser(), await managerUser()];
    const reader = await t.createUser({ roles: 'PUBLIC_USER' });
    const post = (permissions: object[], extra: object = {}) =>
      api(admin.token).post(publicationBody(a.id, { publicationUserPermissions: permissions, ...extra }));
    const none = await post([{ userId: a.id, role: 'PUBLICATION_USER' }]);
    expect(none.body).toEqual({
      statusCode: 400,
      message: 'exactly_one_publication_admin',
      errors: { publicationUserPermissions: 'exactly_one_publication_admin' },
    });
    const two = await post([
      { userId: a.id, role: 'PUBLICATION_ADMIN' },
      { userId: b.id, role: 'PUBLICATION_ADMIN' },
    ]);
    expect(two.body.message).toBe('exactly_one_publication_admin');
    const notManager = await post([
      { userId: a.id, role: 'PUBLICATION_ADMIN' },
      { userId: reader.id, role: 'PUBLICATION_USER' },
    ]);
    expect(notManager.body.errors).toEqual({
      'publicationUserPermissions.1.userId': 'not_publication_manager',
    });
    const badRole = await post([
      { userId: a.id, role: 'PUBLICATION_ADMIN' },
      { userId: b.id, role: 'EDITOR' },
    ]);
    expect(badRole.body.errors).toEqual({ 'publicationUserPermissions.1.role': 'role_not_possible' });
    const publish = await post([{ userId: a.id, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true }], {
      publishingEnabled: false,
    });
    expect(publish.body.errors).toEqual({
      'publicationUserPermissions.0.hasPermissionToPublish': 'publishing_not_enabled',
    });
    expect(
      await t.db.query(
        "SELECT 1 FROM publications WHERE name = 'Lansing State Journal' AND NOT publishing_enabled",
      ),
    ).toEqual([]);
  });

  it('disabling blocks the managers it leaves without an active publication and ends their sessions', async () => {
    const only = await t.manager('PUBLICATION_ADMIN');
    const publicationId = only.publicationId!;
    const both = await t.manager('PUBLICATION_USER', publicationId);
    await t.grantPublicationRole(both.user.id, 'PUBLICATION_ADMIN');
    const res = await api(admin.token).put(`/${publicationId}/status`, { enabled: false });
    expect(res.status).toBe(200);
    expect(res.body.enabled).toBe(false);
    const status = async (id: number) =>
      (await t.db.query('SELECT status FROM users WHERE id = $1', [id]))[0].status;
    expect(await status(only.user.id)).toBe('blocked');
    expect(await status(both.user.id)).toBe('active');
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(only.token))).status).toBe(401);
    const login = await t.http
      .post('/api/v1/auth/login')
      .send({ email: only.user.email, password: 'Correct-horse-1' });
    expect(login.body).toEqual({ statusCode: 403, message: 'no_publications' });
    expect((await t.auditOf('user', only.user.id)).map((a) => a.action)).toEqual(['block']);
    expect((await t.auditOf('publication', publicationId))[0].changes).toEqual({
      enabled: { before: true, after: false },
    });
    const publicList = await t.http.get('/api/v1/publications');
    expect(publicList.body.data.map((p: { id: number }) => p.id)).not.toContain(publicationId);
  });

  it('enabling again unblocks the managers the disabling blocked, not those an administrator blocked', async () => {
    const stranded = await t.manager('PUBLICATION_ADMIN');
    const publicationId = stranded.publicationId!;
    const punished = await t.manager('PUBLICATION_USER', publicationId);
    const status = async (id: number) =>
      (await t.db.query('SELECT status FROM users WHERE id = $1', [id]))[0].status;
    await api(admin.token).put(`/${publicationId}/status`, { enabled: false });
    expect(await status(stranded.user.id)).toBe('blocked');
    expect(await status(punished.user.id)).toBe('blocked');
    // An administrator blocks the second one too, for reasons of their own (while already blocked).
    await t.http.put(`/api/v1/admin/users/${punished.user.id}/block`).set(bearer(admin.token)).expect(200);
    const res = await api(admin.token).put(`/${publicationId}/status`, { enabled: true });
    expect(res.status).toBe(200);
    expect(await status(stranded.user.id)).toBe('active');
    expect(await status(punished.user.id)).toBe('blocked');
    const login = await t.http
      .post('/api/v1/auth/login')
      .send({ email: stranded.user.email, password: 'Correct-horse-1' });
    expect(login.status).toBe(200);
    expect((await t.auditOf('user', stranded.user.id)).map((a) => a.action)).toEqual(['block', 'unblock']);
  });

  it('refuses status changes and deletion once notices were created; deletes otherwise', async () => {
    const used = await t.createPublication({ noticesCreated: true });
    expect((await api(admin.token).put(`/${used.id}/status`, { enabled: false })).body).toEqual({
      statusCode: 422,
      message: 'publication_has_notices',
    });
    expect((await api(admin.token).delete(`/${used.id}`)).body.message).toBe('publication_has_notices');
    const unused = await t.createPublication();
    await t.db.query('UPDATE publications SET notices_created = true WHERE id = $1', [unused.id]);
    expect((await api(admin.token).delete(`/${unused.id}`)).status).toBe(422);
    await t.db.query('UPDATE publications SET notices_created = false WHERE id = $1', [unused.id]);
    expect((await api(admin.token).delete(`/${unused.id}`)).status).toBe(204);
    expect((await api(admin.token).get(`/${unused.id}`)).status).toBe(404);
    expect((await t.auditOf('publication', unused.id)).map((a) => a.action)).toEqual(['delete']);
  });

  it('filters by county name and ids, name and payment terms, and sorts', async () => {
    const kent = await t.createPublication({
      name: 'Kent Filter Weekly',
      countyIds: [41],
      paymentPeriod: 'WEEK',
    });
    const q = (query: string) => api(admin.token).get(`?${query}`);
    const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((p) => p.id);
    expect(ids(await q('filters[publicationArea][$cont]=kent'))).toEqual([kent.id]);
    expect(ids(await q('filters[publicationArea][$in][]=41'))).toEqual([kent.id]);
    expect(ids(await q('filters[name][$cont]=filter weekly&filters[paymentPeriod][$eq]=WEEK'))).toEqual([
      kent.id,
    ]);
    expect((await q('_sort=name&_order=DESC&per=100')).status).toBe(200);
    expect((await q('_sort=website')).status).toBe(400);
  });

  describe('price per charged notice', () => {
    it('is optional and null by default, kept in cents, answered in dollars, absent keeps it and null clears it', async () => {
      const manager = await managerUser();
      const created = await api(admin.token).post(publicationBody(manager.id));
      expect(created.status).toBe(201);
      expect(created.body.pricePerChargedNotice).toBeNull();
      const id = created.body.id as number;
      const priced = await api(admin.token).put(`/${id}`, {
        ...publicationBody(manager.id),
        pricePerChargedNotice: 12.5,
      });
      expect([priced.status, priced.body.pricePerChargedNotice]).toEqual([200, 12.5]);
      const [row] = await t.db.query(
        'SELECT price_per_charged_notice_cents AS cents FROM publications WHERE id = $1',
        [id],
      );
      expect(row.cents).toBe(1250);
      expect((await api(admin.token).get(`/${id}`)).body.pricePerChargedNotice).toBe(12.5);
      // The form of an older client, without the field, keeps the price.
      const kept = await api(admin.token).put(`/${id}`, {
        ...publicationBody(manager.id),
        name: 'Kept Price',
      });
      expect(kept.body.pricePerChargedNotice).toBe(12.5);
      const cleared = await api(admin.token).put(`/${id}`, {
        ...publicationBody(manager.id),
        pricePerChargedNotice: null,
      });
      expect(cleared.body.pricePerChargedNotice).toBeNull();
      const zero = await api(admin.token).put(`/${id}`, {
        ...publicationBody(manager.id),
        pricePerChargedNotice: 0,
      });
      expect(zero.body.pricePerChargedNotice).toBe(0);
      const create = await api(admin.token).post(
        publicationBody((await managerUser()).id, { pricePerChargedNotice: 0.1 }),
      );
      expect([create.status, create.body.pricePerChargedNotice]).toEqual([201, 0.1]);
    });

    it.each([
      ['negative', -1],
      ['three decimals', 1.005],
      ['text', '12.50'],
      ['too large', 1_000_000.01],
      ['an exponent below a cent', 1e-7],
      ['a boolean', true],
    ])('refuses %s with 400 and a field error', async (_label, value) => {
      const manager = await managerUser();
      const res = await api(admin.token).post(publicationBody(manager.id, { pricePerChargedNotice: value }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('validation_failed');
      expect(typeof res.body.errors.pricePerChargedNotice).toBe('string');
      const existing = await t.createPublication();
      const put = await api(admin.token).put(`/${existing.id}`, {
        ...publicationBody(manager.id),
        pricePerChargedNotice: value,
      });
      expect(put.status).toBe(400);
      expect(Object.keys(put.body.errors)).toEqual(['pricePerChargedNotice']);
    });

    it('audits a price change in dollars, and writes no entry when it stays the same', async () => {
      const manager = await managerUser();
      const created = await api(admin.token).post(publicationBody(manager.id, { pricePerChargedNotice: 3 }));
      const id = created.body.id as number;
      const [creation] = await t.auditOf('publication', id);
      expect(creation.changes.pricePerChargedNotice).toEqual({ before: null, after: 3 });
      await api(admin.token).put(`/${id}`, { ...publicationBody(manager.id), pricePerChargedNotice: 4.25 });
      await api(admin.token).put(`/${id}`, { ...publicationBody(manager.id), pricePerChargedNotice: 4.25 });
      const audit = await t.auditOf('publication', id);
      const updates = audit.filter((a) => a.action === 'update');
      expect(updates).toHaveLength(1);
      expect(updates[0].changes).toEqual({ pricePerChargedNotice: { before: 3, after: 4.25 } });
    });

    it('is changed by a SYSTEM_ADMIN only: a publication admin may send it back unchanged', async () => {
      const owner = await t.manager('PUBLICATION_ADMIN');
      const id = owner.publicationId!;
      await t.db.query('UPDATE publications SET price_per_charged_notice_cents = 700 WHERE id = $1', [id]);
      const current = (await api(admin.token).get(`/${id}`)).body;
      const body = {
        ...current,
        publicationArea: current.publicationArea.map((c: { id: number }) => c.id),
        publicationUserPermissions: undefined,
      };
      const same = await api(owner.token).put(`/${id}`, body);
      expect([same.status, same.body.pricePerChargedNotice]).toEqual([200, 7]);
      const changed = await api(owner.token).put(`/${id}`, { ...body, pricePerChargedNotice: 1 });
      expect(changed.body).toEqual({
        statusCode: 403,
        message: 'system_admin_only_field',
        errors: { pricePerChargedNotice: 'system_admin_only_field' },
      });
    });
  });
});
