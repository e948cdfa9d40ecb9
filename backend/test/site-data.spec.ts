import { SearchChanges } from '../src/search/search-changes';
import { siteData, type SiteData } from '../src/web/site-data';
import { bearer, TestApp } from './app';

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
    const routes: Array<[keyof SiteData, string]> = [
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
