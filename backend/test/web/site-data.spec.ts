import { SearchChanges } from '../../src/search/search-changes';
import { siteData, type SiteData } from '../../src/web/site-data';
import { bearer, TestApp } from '../support/app';
import { createNoticeType } from '../support/notice-fixtures';
import { seedNotice } from '../support/search-fixtures';

/** Waits (up to 5 s) for a condition the LISTEN connection makes true. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the site reads on every page, handed to it in process instead of over loopback HTTP. */
describe('siteData: the public lists in process', () => {
  let t: TestApp;
  let data: SiteData;
  beforeAll(async () => {
    t = await TestApp.start();
    await t.createPublication({ name: 'Lansing State Journal' });
    data = siteData(t.app);
  });
  afterAll(() => t.close());

  const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  it('answers what the public API answers', async () => {
    const routes: Array<[Exclude<keyof SiteData, 'search'>, string]> = [
      ['publications', '/api/v1/publications'],
      ['counties', '/api/v1/counties?filters[state][$eq]=MI'],
      ['noticeTypes', '/api/v1/noticetypes'],
      ['publicSettings', '/api/v1/systemsettings'],
    ];
    for (const [name, path] of routes) {
      const res = await t.http.get(path);
      expect([name, res.status]).toEqual([name, 200]);
      expect([name, json(await data[name]())]).toEqual([name, res.body]);
    }
  });

  it('searches in process as the search route answers: the same status and body, errors included', async () => {
    const type = await createNoticeType(t);
    const pub = await t.createPublication({ name: 'Ingham County Legal News' });
    for (const title of ['Mortgage sale on Elm Street', 'Mortgage sale on Oak Street'])
      await seedNotice(t, { title, publicationId: pub.id, typeId: type.id, dates: ['2026-11-02'] });
    const queries = [
      'for=mortgage',
      'for=mortgage&page=2&per=1',
      `pub[]=${pub.id}&type=${type.id}`,
      '',
      'per=1000',
      'dateRange=someday&area=x',
      'noSuchField=1',
      'for[a]=b',
      'f=2000000000&v=x',
    ];
    for (const query of queries) {
      const api = await t.http.get(`/api/v1/search/search?${query}`);
      const own = await data.search(query);
      expect([query, own.status, JSON.parse(own.json)]).toEqual([query, api.status, api.body]);
    }
    expect(JSON.parse((await data.search(queries[0])).json)).toMatchObject({ total: 2, totalExact: true });
  });

  it('remembers the lists until a change is committed, then reads them again', async () => {
    const first = await data.publications();
    expect(await data.publications()).toBe(first);
    const changes = t.app.get(SearchChanges);
    const before = changes.generation;
    await t.createPublication({ name: 'Detroit Legal News' });
    await waitFor(() => changes.generation > before);
    const names = ((await data.publications()) as { data: Array<{ name: string }> }).data.map((p) => p.name);
    expect(names).toContain('Detroit Legal News');
  });

  it('reads the Emergency button’s setting again once an administrator saves another', async () => {
    const changes = t.app.get(SearchChanges);
    const created = changes.generation;
    const [type] = await t.db.query<Array<{ id: number }>>(
      `INSERT INTO notice_types (name) VALUES ('Emergency') RETURNING id`,
    );
    await waitFor(() => changes.generation > created);
    // Remembered now, after the new type's notification: only the save's own can make it stale.
    expect(await data.publicSettings()).toEqual({ emergencyNoticeTypeId: null });
    const before = changes.generation;
    const saved = await t.http
      .post('/api/v1/admin/systemsettings')
      .set(bearer((await t.admin()).token))
      .send({ emergencyNoticeTypeId: type.id });
    expect(saved.status).toBe(200);
    await waitFor(() => changes.generation > before);
    expect(await data.publicSettings()).toEqual({ emergencyNoticeTypeId: type.id });
  });
});
