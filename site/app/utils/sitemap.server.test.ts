import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitemapResponse } from './sitemap.server';

/** The API's GET search/sitemap over `total` notices, `per` a page, refusing pages past 1,000,000 (400). */
function fakeApi(total: number, per: number) {
  return vi.fn(async (request: Request) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    if (page > 1_000_000)
      return Response.json(
        { statusCode: 400, message: 'validation_failed', errors: { page: 'max' } },
        { status: 400 },
      );
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * per, page * per);
    return Response.json({ data: ids.map((id) => ({ id, lastmod: '2026-11-27' })), total, page, per });
  });
}

const sitemap = (query = '') => sitemapResponse(new Request(`http://localhost:3000/sitemap.xml${query}`));

describe('sitemap.xml', () => {
  beforeEach(() => vi.stubEnv('PUBLIC_URL', 'https://notices.example'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('answers 404, not 503, for a page past the API’s limit, and asks nothing for a page no number names', async () => {
    const api = fakeApi(5, 2);
    vi.stubGlobal('fetch', api);
    expect((await sitemap('?page=599409877')).status).toBe(404);
    expect((await sitemap('?page=1000001')).status).toBe(404);
    const calls = api.mock.calls.length;
    for (const page of ['0', '-1', 'abc', '1e3', '99999999999999999999'])
      expect([page, (await sitemap(`?page=${page}`)).status]).toEqual([page, 404]);
    expect(api.mock.calls.length).toBe(calls);
  });

  it('answers 404 for a page past the end (an empty <urlset> is not a valid sitemap), 200 for the last one', async () => {
    vi.stubGlobal('fetch', fakeApi(5, 2));
    expect((await sitemap('?page=4')).status).toBe(404);
    const last = await sitemap('?page=3');
    expect(last.status).toBe(200);
    expect(await last.text()).toContain('<url><loc>https://notices.example/notices/1</loc>');
    const index = await sitemap();
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<loc>https://notices.example/sitemap.xml?page=3</loc>');
  });

  it('lists the site’s own pages first, even with no public notice yet, and one <urlset> when one page holds all', async () => {
    vi.stubGlobal('fetch', fakeApi(0, 2));
    const empty = await sitemap();
    expect(empty.status).toBe(200);
    const emptyText = await empty.text();
    for (const path of ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'])
      expect(emptyText).toContain(`<url><loc>https://notices.example${path}</loc></url>`);
    vi.stubGlobal('fetch', fakeApi(2, 2));
    const only = await sitemap();
    expect(only.status).toBe(200);
    expect((await only.text()).match(/<url>/g)).toHaveLength(2 + 6);
  });

  it('puts the site’s pages in the first sitemap only', async () => {
    vi.stubGlobal('fetch', fakeApi(5, 2));
    expect(await (await sitemap('?page=1')).text()).toContain('https://notices.example/about');
    expect(await (await sitemap('?page=2')).text()).not.toContain('https://notices.example/about');
  });
});
