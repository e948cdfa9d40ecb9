import { bearer, TestApp } from './app';
import { createNoticeType, type TypeIds } from './notice-fixtures';
import { seedNotice } from './search-fixtures';

describe('saved searches', () => {
  let t: TestApp;
  let type: TypeIds;
  let owner: Record<string, string>;
  let ownerId: number;
  let stranger: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await TestApp.start();
    type = await createNoticeType(t);
    const pub = (await t.createPublication({ countyIds: [33] })).id;
    await seedNotice(t, {
      title: 'Foreclosure in Ingham',
      publicationId: pub,
      typeId: type.id,
      dates: ['2026-01-05'],
    });
    await seedNotice(t, {
      title: 'Hearing in Ingham',
      publicationId: pub,
      typeId: type.id,
      dates: ['2026-01-06'],
    });
    const o = await t.userWithSession();
    owner = bearer(o.token);
    ownerId = o.user.id;
    stranger = bearer((await t.userWithSession()).token);
    admin = bearer((await t.admin()).token);
  });
  afterAll(() => t.close());

  const create = (body: object, as = owner) => t.http.post('/api/v1/savedsearches').set(as).send(body);

  it('creates, answers the contract shape with hits and area names, lists, updates, toggles and deletes', async () => {
    const res = await create({ name: 'Ingham foreclosures', area: [33], type: type.id, for: 'foreclosure' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Ingham foreclosures',
      enabled: true,
      notificationsEnabled: true,
      textNotificationsEnabled: false,
      numberOfHits: 1,
      publicationArea: ['Ingham'],
      for: 'foreclosure',
      pub: [],
      area: [33],
      type: type.id,
      dateRange: null,
      f: [],
      v: [],
    });
    expect(res.body.query).toBe(`for=foreclosure&area=33&type=${type.id}`);
    const id = res.body.id;
    const list = await t.http.get('/api/v1/savedsearches').set(owner);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.data[0].id).toBe(id);
    const updated = await t.http
      .put(`/api/v1/savedsearches/${id}`)
      .set(owner)
      .send({ name: 'All Ingham', area: [33] });
    expect(updated.body).toMatchObject({ name: 'All Ingham', for: null, type: null, numberOfHits: 2 });
    const off = await t.http.put(`/api/v1/savedsearches/${id}/status`).set(owner).send({ enabled: false });
    expect(off.body.enabled).toBe(false);
    await t.http.put(`/api/v1/savedsearches/${id}/status`).set(owner).send({ enabled: 'no' }).expect(400);
    await t.http.delete(`/api/v1/savedsearches/${id}`).set(owner).expect(204);
    await t.http.get(`/api/v1/savedsearches/${id}`).set(owner).expect(404);
  });

  it("someone else's search is 404 for every call; a SYSTEM_ADMIN sees all", async () => {
    const id = (await create({ name: 'Mine' })).body.id;
    await t.http.get(`/api/v1/savedsearches/${id}`).set(stranger).expect(404);
    await t.http.put(`/api/v1/savedsearches/${id}`).set(stranger).send({ name: 'x' }).expect(404);
    await t.http.put(`/api/v1/savedsearches/${id}/status`).set(stranger).send({ enabled: false }).expect(404);
    await t.http.delete(`/api/v1/savedsearches/${id}`).set(stranger).expect(404);
    expect((await t.http.get('/api/v1/savedsearches').set(stranger)).body.total).toBe(0);
    await t.http.get(`/api/v1/savedsearches/${id}`).set(admin).expect(200);
    const all = await t.http.get('/api/v1/savedsearches?per=100').set(admin);
    expect(all.body.data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ name: 'n', notificationsEnabled: 'yes' }, 'notificationsEnabled'],
    [{ name: 'n', dateRange: 'xx' }, 'dateRange'],
    [{ name: 'n', from: '2026-02-01', to: '2026-01-01' }, 'from'],
    [{ name: 'n', pub: ['a'] }, 'pub'],
    [{ name: 'n', f: [999999], v: ['x'] }, 'f'],
  ])('%j → 400 errors.%s', async (body, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('text notifications need a phone on the profile', async () => {
    const res = await create({ name: 'Texts', textNotificationsEnabled: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ textNotificationsEnabled: 'phone_required' });
    await t.db.query("UPDATE users SET phone = '517-555-0100' WHERE id = $1", [ownerId]);
    expect((await create({ name: 'Texts', textNotificationsEnabled: true })).status).toBe(201);
  });

  it('keeps custom fields paired and a date range', async () => {
    const res = await create({ name: 'Fields', type: type.id, f: [type.text], v: ['Doe'], dateRange: 'tm' });
    expect(res.body).toMatchObject({ f: [type.text], v: ['Doe'], dateRange: 'tm' });
    expect(res.body.query).toBe(`dateRange=tm&type=${type.id}&f=${type.text}&v=Doe`);
  });

  it('unsubscribe with an unknown token is 404', async () => {
    await t.http.get('/api/v1/savedsearches/unsubscribe/nope').expect(404);
    await t.http.post('/api/v1/savedsearches/unsubscribe/nope').expect(404);
  });
});
