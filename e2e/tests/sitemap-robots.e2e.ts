import { addDays } from '@notices/common';
import { expect } from '../support/fixtures';
import {
  demoIds,
  ids,
  noticeUrl,
  parseXml,
  publicIds,
  readSitemap,
  REACH_WORLD,
  test,
  today,
} from '../support/reach-world';

/**
 * sitemap.xml lists the site's own pages and then exactly the public notices, each with the day it last
 * ran, and robots.txt points search engines at it.
 */

const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

test.use({ productOptions: REACH_WORLD });

test.describe('sitemap.xml and robots.txt', () => {
  test('lists exactly the public notices in sitemap.xml, and robots.txt points at it', async ({
    page,
    product,
  }) => {
    const response = await fetch(`${product.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml\b/);
    const sitemap = await parseXml(page, await response.text(), readSitemap);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.namespace).toBe(SITEMAP);
    const all = sitemap.urls.map((u) => u.loc);
    // The site's own pages first, then exactly the public notices.
    const pages = ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'];
    expect(all.slice(0, pages.length)).toEqual(pages.map((path) => `${product.baseUrl}${path}`));
    const locs = all.slice(pages.length);
    expect(demoIds.length).toBeGreaterThan(100); // demo data is on, as after `npm start`
    expect([...locs].sort()).toEqual(
      [...demoIds, ...publicIds()].map((id) => noticeUrl(id, product.baseUrl)).sort(),
    );
    expect(locs).not.toContain(noticeUrl(ids.draft, product.baseUrl));
    expect(locs).not.toContain(noticeUrl(ids.scheduled, product.baseUrl));
    const lastmod = (id: number) =>
      sitemap.urls.find((u) => u.loc === noticeUrl(id, product.baseUrl))?.lastmod;
    expect(lastmod(ids.oldest)).toBe(addDays(today, -10));
    expect(lastmod(ids.closure)).toBe(today);

    const robots = await fetch(`${product.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain\b/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${product.baseUrl}/sitemap.xml`);
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
  });
});
