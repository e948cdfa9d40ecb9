import { ValidationMessage } from '@notices/common';
import { bearer, TestApp } from '../support/app';

describe('admin/noticetypes', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const api = {
    get: (path = '') => t.http.get(`/api/v1/admin/noticetypes${path}`).set(bearer(admin.token)),
    post: (path: string, body: object = {}) =>
      t.http.post(`/api/v1/admin/noticetypes${path}`).set(bearer(admin.token)).send(body),
    put: (id: number, body: object) =>
      t.http.put(`/api/v1/admin/noticetypes/${id}`).set(bearer(admin.token)).send(body),
    delete: (id: number) => t.http.delete(`/api/v1/admin/noticetypes/${id}`).set(bearer(admin.token)),
  };
  const foreclosure = {
    name: 'Mortgage Foreclosure',
    fields: [
      { name: 'Property address', fieldType: 'address', required: true },
      { name: 'Sale date', fieldType: 'dateTime', required: true },
      { name: 'Mortgagor', fieldType: 'text' },
    ],
  };

  it('creates a type with fields, lists it, and shows it publicly', async () => {
    const res = await api.post('', foreclosure);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Mortgage Foreclosure',
      noticesCreated: false,
      fields: [
        { name: 'Property address', fieldType: 'address', required: true },
        { name: 'Sale date', fieldType: 'dateTime', required: true },
        { name: 'Mortgagor', fieldType: 'text', required: false },
      ],
    });
    const list = await api.get('?filters[name][$cont]=foreclosure&_sort=createdAt');
    expect(list.body).toMatchObject({ total: 1, data: [{ id: res.body.id }] });
    const pub = await t.http.get('/api/v1/noticetypes');
    expect(pub.body.data.find((x: { id: number }) => x.id === res.body.id).fields).toHaveLength(3);
    expect((await t.auditOf('noticeType', res.body.id))[0].action).toBe('create');
  });

  it.each([
    ['a blank name', { name: '', fields: [] }, 'name', ValidationMessage.blank],
    ['a long name', { name: 'n'.repeat(256), fields: [] }, 'name', ValidationMessage.tooLong],
    [
      'a long field name',
      { name: 'X', fields: [{ name: 'f'.repeat(256), fieldType: 'text' }] },
      'fields.0.name',
      ValidationMessage.tooLong,
    ],
    [
      'an unknown field type',
      { name: 'X', fields: [{ name: 'F', fieldType: 'color' }] },
      'fields.0.fieldType',
      expect.stringMatching(/^must be one of text/),
    ],
  ])('refuses %s', async (_name, body, field, message) => {
    const res = await api.post('', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual(message);
  });

  it('keeps the ids of the fields it keeps, adds new ones and removes the missing', async () => {
    const created = (await api.post('', foreclosure)).body;
    const [address, , mortgagor] = created.fields;
    const res = await api.put(created.id, {
      ...created,
      name: 'Foreclosure Sale',
      fields: [{ ...mortgagor, required: true }, address, { name: 'Amount due', fieldType: 'text' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.fields.map((f: { id: number; name: string }) => [f.id, f.name])).toEqual([
      [mortgagor.id, 'Mortgagor'],
      [address.id, 'Property address'],
      [expect.any(Number), 'Amount due'],
    ]);
    expect(res.body.fields[0].required).toBe(true);
    const stranger = await api.put(created.id, {
      name: 'X',
      fields: [{ id: 999999, name: 'F', fieldType: 'text' }],
    });
    expect(stranger.body.errors).toEqual({ 'fields.0.id': 'not a field of this type' });
    const audit = await t.auditOf('noticeType', created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].changes.name).toEqual({ before: 'Mortgage Foreclosure', after: 'Foreclosure Sale' });
  });

  it('refuses update and delete once notices exist, but still clones', async () => {
    const created = (await api.post('', foreclosure)).body;
    await t.db.query('UPDATE notice_types SET notices_created = true WHERE id = $1', [created.id]);
    expect((await api.put(created.id, foreclosure)).body).toEqual({
      statusCode: 422,
      message: 'notice_type_has_notices',
    });
    expect((await api.delete(created.id)).body).toEqual({
      statusCode: 422,
      message: 'notice_type_has_notices',
    });
    const copy = await api.post(`/${created.id}/clone`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Mortgage Foreclosure (copy)', noticesCreated: false });
    expect(copy.body.fields.map((f: { name: string }) => f.name)).toEqual(
      created.fields.map((f: { name: string }) => f.name),
    );
    expect(copy.body.fields[0].id).not.toBe(created.fields[0].id);
    expect((await t.auditOf('noticeType', copy.body.id))[0]).toMatchObject({ action: 'clone' });
    expect((await api.delete(copy.body.id)).status).toBe(204);
    expect((await api.get(`/${copy.body.id}`)).status).toBe(404);
    expect((await api.post('/999999/clone')).status).toBe(404);
  });

  it('keeps a cloned name within 255 characters', async () => {
    const long = (await api.post('', { name: 'L'.repeat(255), fields: [] })).body;
    const copy = await api.post(`/${long.id}/clone`);
    expect(copy.body.name).toHaveLength(255);
    expect(copy.body.name.endsWith(' (copy)')).toBe(true);
  });
});
