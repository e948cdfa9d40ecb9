import { AlertMatchKeys1764500000000 } from '../../src/database/migrations/1764500000000-AlertMatchKeys';
import { bearer, TestApp } from '../support/app';
import { createNoticeType, type TypeIds } from '../support/notice-fixtures';
import { seedNotice } from '../support/search-fixtures';

describe('saved searches', () => {
  let t: TestApp;
  let type: TypeIds;
  let owner: Record<string, string>;
  let ownerId: number;
  let stranger: Record<string, string>;
  let admin: Record<string, string>;
  let pub: number;
  let kent: number;
  beforeAll(async () => {
    t = await TestApp.start();
    type = await createNoticeType(t);
    pub = (await t.createPublication({ countyIds: [33] })).id;
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
    kent = (await t.createPublication({ countyIds: [41] })).id;
    await seedNotice(t, {
      title: 'Foreclosure in Kent',
      publicationId: kent,
      typeId: type.id,
      dates: ['2026-01-07'],
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
      dateRange: 'all',
      f: [],
      v: [],
    });
    expect(res.body.query).toBe(`for=foreclosure&area=33&dateRange=all&type=${type.id}`);
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

  it('PUT takes the record back with its id (as the back office sends it); another id is refused', async () => {
    const saved = (await create({ name: 'Edit me', for: 'foreclosure', dateRange: 'all' })).body;
    const { id } = saved;
    // What the admin sends: its form's fields plus the record's id (dataProvider.update).
    const body = {
      id,
      name: 'Edited',
      notificationsEnabled: false,
      textNotificationsEnabled: false,
      for: 'foreclosure',
      pub: [],
      area: [],
      dateRange: 'all',
      from: null,
      to: null,
      type: null,
      f: [],
      v: [],
    };
    const same = await t.http.put(`/api/v1/savedsearches/${id}`).set(owner).send(body);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id, name: 'Edited', notificationsEnabled: false, dateRange: 'all' });
    const other = await t.http
      .put(`/api/v1/savedsearches/${id}`)
      .set(owner)
      .send({ ...body, id: id + 1000, name: 'Wrong' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ message: 'validation_failed', errors: { id: 'id_mismatch' } });
    const bad = await t.http
      .put(`/api/v1/savedsearches/${id}`)
      .set(owner)
      .send({ ...body, id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    expect((await t.http.get(`/api/v1/savedsearches/${id}`).set(owner)).body.name).toBe('Edited');
    // As for notices, a POST that sends an id back gets a new search all the same.
    const copy = await create({ ...body, name: 'Copy' });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(id);
  });

  it('"any date" (dateRange=all) comes back as saved: the count, the query the links open, the editor', async () => {
    const any = await create({ name: 'Every foreclosure', for: 'foreclosure', dateRange: 'all' });
    expect(any.status).toBe(201);
    expect(any.body).toMatchObject({ dateRange: 'all', from: null, to: null, numberOfHits: 2 });
    expect(any.body.query).toBe('for=foreclosure&dateRange=all');
    const read = (await t.http.get(`/api/v1/savedsearches/${any.body.id}`).set(owner)).body;
    expect(read).toMatchObject({ dateRange: 'all', query: 'for=foreclosure&dateRange=all', numberOfHits: 2 });
    // Saved back as the editor read it: unchanged.
    const again = await t.http
      .put(`/api/v1/savedsearches/${read.id}`)
      .set(owner)
      .send({ name: read.name, for: read.for, dateRange: read.dateRange, id: read.id });
    expect(again.body).toMatchObject({
      dateRange: 'all',
      query: 'for=foreclosure&dateRange=all',
      numberOfHits: 2,
    });
    // No range and no dates is every date to the API: answered as `all`, so the site shows every date too.
    const none = (await create({ name: 'No range', for: 'foreclosure' })).body;
    expect(none).toMatchObject({ dateRange: 'all', query: 'for=foreclosure&dateRange=all', numberOfHits: 2 });
    // A week stays a week, and dates stay dates (no `all` beside them).
    const week = (await create({ name: 'This week', for: 'foreclosure', dateRange: 'tw' })).body;
    expect(week).toMatchObject({ dateRange: 'tw', query: 'for=foreclosure&dateRange=tw' });
    const dated = (await create({ name: 'Dated', for: 'foreclosure', from: '2026-01-06' })).body;
    expect(dated).toMatchObject({
      dateRange: null,
      query: 'for=foreclosure&from=2026-01-06',
      numberOfHits: 1,
    });
    // A row saved before `all` existed (no range in its query) answers every date explicitly.
    await t.db.query("UPDATE saved_searches SET query = 'for=foreclosure' WHERE id = $1", [none.id]);
    const old = (await t.http.get(`/api/v1/savedsearches/${none.id}`).set(owner)).body;
    expect(old).toMatchObject({ dateRange: 'all', query: 'for=foreclosure&dateRange=all' });
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
    [{ name: 'n', dateRange: 'al' }, 'dateRange'],
    [{ name: 'n', from: '2026-02-01', to: '2026-01-01' }, 'from'],
    [{ name: 'n', pub: ['a'] }, 'pub'],
    [{ name: 'n', f: [999999], v: ['x'] }, 'f'],
  ])('%j → 400 errors.%s', async (body, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('a field a saved search does not have is refused, not silently dropped', async () => {
    const res = await create({ name: 'Extra', alerts: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ alerts: 'unknown_field' });
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

  /** The match keys stored for a search saved with this body. */
  const keysOf = async (body: object) => {
    const { id } = (await create({ name: 'Keys', ...body })).body;
    const [row] = await t.db.query('SELECT match_keys, match_exact FROM saved_searches WHERE id = $1', [id]);
    return { keys: row.match_keys, exact: row.match_exact };
  };

  it('keys a search on its rarest condition by the statistics of notices', async () => {
    // Three notices: 'foreclosur' in two, 'kent' and county 41 in one, county 33 in two.
    await t.db.query('ANALYZE notices');
    expect(await keysOf({ for: 'foreclosure', area: [41] })).toEqual({ keys: ['county 41'], exact: false });
    expect(await keysOf({ for: 'kent', area: [33] })).toEqual({ keys: ['kent'], exact: true });
    expect(await keysOf({ for: '"foreclosure in Kent"' })).toEqual({ keys: ['kent'], exact: false });
    expect(await keysOf({ for: 'foreclosure kent' })).toEqual({ keys: ['kent'], exact: false });
    expect(await keysOf({ for: 'hearing or kent' })).toEqual({ keys: ['hear', 'kent'], exact: true });
    expect(await keysOf({ for: 'foreclosure -kent' })).toEqual({ keys: ['foreclosur'], exact: false });
    expect(await keysOf({ for: '-kent', pub: [kent] })).toEqual({ keys: [`pub ${kent}`], exact: false });
    expect(await keysOf({ for: 'the', type: type.id })).toEqual({ keys: [`type ${type.id}`], exact: false });
    expect(await keysOf({ area: [41, 33] })).toEqual({ keys: ['county 41', 'county 33'], exact: false });
    expect(await keysOf({ area: [33], pub: [kent] })).toEqual({ keys: [`pub ${kent}`], exact: false });
    expect(await keysOf({})).toEqual({ keys: ['*'], exact: false });
    // Updating recomputes them.
    const { id } = (await create({ name: 'Changing', for: 'kent' })).body;
    await t.http
      .put(`/api/v1/savedsearches/${id}`)
      .set(owner)
      .send({ name: 'Changing', area: [41] });
    const [row] = await t.db.query('SELECT match_keys FROM saved_searches WHERE id = $1', [id]);
    expect(row.match_keys).toEqual(['county 41']);
  });

  it('the AlertMatchKeys migration goes down to the rare lexeme and back up to keys', async () => {
    await t.db.query('DELETE FROM saved_searches');
    await t.db.query('ANALYZE notices'); // the keys as in the test above
    const ids: Record<string, number> = {};
    for (const [name, body] of Object.entries({
      kent: { for: 'kent' },
      phrase: { for: '"foreclosure in Kent"' },
      or: { for: 'hearing or kent' },
      negation: { for: 'foreclosure -kent' },
      filtered: { for: 'foreclosure', area: [41] },
      counties: { area: [41, 33] },
      paper: { pub: [pub] },
      everything: {},
    }))
      ids[name] = (await create({ name, ...body })).body.id;
    const migration = new AlertMatchKeys1764500000000();
    const runner = t.db.createQueryRunner();
    const rows = (sql: string) =>
      t.db.query<Array<{ match_keys: string[] }>>(`SELECT name, ${sql} FROM saved_searches ORDER BY name`);
    try {
      await migration.down(runner);
      expect(await rows('rare_lexeme')).toEqual([
        { name: 'counties', rare_lexeme: null },
        { name: 'everything', rare_lexeme: null },
        { name: 'filtered', rare_lexeme: null },
        { name: 'kent', rare_lexeme: 'kent' },
        { name: 'negation', rare_lexeme: 'foreclosur' },
        { name: 'or', rare_lexeme: null },
        { name: 'paper', rare_lexeme: null },
        { name: 'phrase', rare_lexeme: 'kent' },
      ]);
      // What the old code could store: a lexeme of a prefix query, which equality cannot key on.
      await t.db.query(`UPDATE saved_searches SET tsquery = $2, rare_lexeme = 'kent' WHERE id = $1`, [
        ids.everything,
        "'kent':*",
      ]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const sorted = (r: { match_keys: string[] }) => ({ ...r, match_keys: [...r.match_keys].sort() });
    expect((await rows('match_keys, match_exact')).map(sorted)).toEqual([
      { name: 'counties', match_keys: ['county 33', 'county 41'], match_exact: false },
      { name: 'everything', match_keys: ['*'], match_exact: false },
      { name: 'filtered', match_keys: ['foreclosur'], match_exact: true },
      { name: 'kent', match_keys: ['kent'], match_exact: true },
      { name: 'negation', match_keys: ['foreclosur'], match_exact: false },
      { name: 'or', match_keys: ['hear', 'kent'], match_exact: true },
      { name: 'paper', match_keys: [`pub ${pub}`], match_exact: false },
      { name: 'phrase', match_keys: ['kent'], match_exact: false },
    ]);
  });
});
