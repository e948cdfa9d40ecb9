import { addDays } from '@notices/common';
import { watchPageErrors } from '../support/browser';
import { expect } from '../support/fixtures';
import { ids, noticeUrl, REACH_WORLD, test, titles, today } from '../support/reach-world';

/**
 * A public notice page names its own address as its canonical link and describes the notice in
 * schema.org JSON-LD (headline, dates, type, publisher); a draft or a notice not yet out has neither.
 */

test.use({ productOptions: REACH_WORLD });

test.describe("a notice page's canonical link and schema.org data", () => {
  test('gives a notice page a canonical link to itself and schema.org JSON-LD naming it; not for drafts', async ({
    browser,
    product,
  }) => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(noticeUrl(ids.escaped, product.baseUrl));
    await page.getByRole('heading', { level: 1, name: titles.escaped }).waitFor();
    const canonical = page.locator('head link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    expect(await canonical.getAttribute('href')).toBe(noticeUrl(ids.escaped, product.baseUrl));
    const scripts = page.locator('script[type="application/ld+json"]');
    expect(await scripts.count()).toBe(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Article');
    expect(data.headline).toBe(titles.escaped);
    expect(data.url).toBe(noticeUrl(ids.escaped, product.baseUrl));
    expect(data.mainEntityOfPage).toBe(noticeUrl(ids.escaped, product.baseUrl));
    expect(data.datePublished).toBe(addDays(today, -3));
    expect(data.articleSection).toBe('Public Hearing');
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Lansing Legal Ledger' });

    // Another notice names itself, not the first one.
    await page.goto(noticeUrl(ids.oldest, product.baseUrl));
    await page.getByRole('heading', { level: 1, name: titles.oldest }).waitFor();
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      noticeUrl(ids.oldest, product.baseUrl),
    );
    const oldest = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as Record<string, unknown>;
    expect(oldest.headline).toBe(titles.oldest);
    expect(oldest.datePublished).toBe(addDays(today, -12));
    expect(oldest.dateModified).toBe(addDays(today, -10));
    await page.close();
    expect(errors).toEqual([]);

    // A draft and a notice not yet out have no public page, so nothing to point search engines at.
    for (const id of [ids.draft, ids.scheduled]) {
      const response = await fetch(noticeUrl(id, product.baseUrl));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
    }
  });
});
