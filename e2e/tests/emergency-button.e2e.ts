import { watchPageErrors } from '../support/browser';
import { step } from '../support/debug';
import { expect } from '../support/fixtures';
import {
  demoIds,
  emergencyTypeId,
  feed,
  ids,
  noticeUrl,
  parseXml,
  publicIds,
  readSitemap,
  OTHER_PUBLIC_URL,
  REACH_WORLD,
  test,
  titles,
} from '../support/reach-world';

/**
 * The site header's Emergency button: absent while no Emergency notice type is chosen and
 * EMERGENCY_NOTICE_TYPE_ID is unset; with EMERGENCY_NOTICE_TYPE_ID set, it opens the search for that
 * type alone. That restarted product also has a PUBLIC_URL other than its address, and its sitemap,
 * robots.txt, feeds, canonical links and JSON-LD build their absolute links from PUBLIC_URL.
 */

test.use({ productOptions: REACH_WORLD });

test.describe('the Emergency button', () => {
  test('shows no Emergency button while none is chosen and EMERGENCY_NOTICE_TYPE_ID is unset', async ({
    browser,
    product,
  }) => {
    const page = await browser.newPage();
    await page.goto(product.baseUrl);
    await page.getByRole('link', { name: 'Search', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Emergency notices' }).count()).toBe(0);
    await page.close();
  });

  test.describe('restarted with EMERGENCY_NOTICE_TYPE_ID and a PUBLIC_URL other than its address', () => {
    test('opens the emergency search from the header button by keyboard: that type only', async ({
      browser,
      restarted: product,
    }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchPageErrors(page);
      await page.goto(product.baseUrl);
      // The home page's own search (this week) shows notices of other types.
      await page.getByRole('heading', { level: 3, name: 'Culvert Replacement 51' }).waitFor();
      const button = page.getByRole('link', { name: 'Emergency notices' });
      expect(await button.count()).toBe(1);
      await button.focus();
      await page.keyboard.press('Enter');
      await step(page, 'emergency-search', async () => {
        await page.waitForURL((url) => url.searchParams.get('type') === String(emergencyTypeId));
        await page.getByText('2 notices found.').waitFor();
      });
      const url = new URL(page.url());
      expect(url.pathname).toBe('/');
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('per')).toBe('8');
      const results = page.getByRole('list', { name: 'Notices' }).getByRole('heading', { level: 3 });
      expect(await results.allTextContents()).toEqual([titles.bridge, titles.closure]);
      await page.close();
      expect(errors).toEqual([]);
    });

    test('builds absolute links from PUBLIC_URL, not from the address asked', async ({
      page,
      pageErrors,
      restarted: product,
    }) => {
      const sitemap = await parseXml(
        page,
        await (await fetch(`${product.baseUrl}/sitemap.xml`)).text(),
        readSitemap,
      );
      const pages = ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'];
      expect(sitemap.urls.map((u) => u.loc).sort()).toEqual(
        [
          ...pages.map((path) => `${OTHER_PUBLIC_URL}${path}`),
          ...[...demoIds, ...publicIds()].map((id) => noticeUrl(id, OTHER_PUBLIC_URL)),
        ].sort(),
      );
      const robots = await (await fetch(`${product.baseUrl}/robots.txt`)).text();
      expect(robots.split('\n')).toContain(`Sitemap: ${OTHER_PUBLIC_URL}/sitemap.xml`);
      const atom = await feed(page, product.baseUrl, `type=${emergencyTypeId}`);
      expect(atom.self).toBe(`${OTHER_PUBLIC_URL}/feeds/search.atom?type=${emergencyTypeId}`);
      expect(atom.entries.map((e) => e.link)).toEqual(
        [ids.bridge, ids.closure].map((id) => noticeUrl(id, OTHER_PUBLIC_URL)),
      );
      await page.goto(noticeUrl(ids.closure, product.baseUrl));
      await page.getByRole('heading', { level: 1, name: titles.closure }).waitFor();
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
        noticeUrl(ids.closure, OTHER_PUBLIC_URL),
      );
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      ) as Record<string, unknown>;
      expect(data.url).toBe(noticeUrl(ids.closure, OTHER_PUBLIC_URL));
      expect(pageErrors).toEqual([]);
    });
  });
});
