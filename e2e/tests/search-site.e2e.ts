import { publishNoticeToday } from '../support/api';
import { axeViolations } from '../support/axe';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { publishingWorld } from '../support/world';

test.use({ productOptions: {}, viewport: { width: 1280, height: 900 } });

test.describe('the public search site', () => {
  let publicationId = 0;
  let drainNoticeId = 0;

  test.beforeAll(async ({ browser, product }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Lansing Legal Ledger',
      noticeType: 'Public Hearing',
      ownerEmail: 'owner.search@example.org',
    });
    const admin = world.admin;
    publicationId = world.publicationId;
    const base = { noticeTypeId: world.noticeTypeId, publicationId };
    drainNoticeId = await publishNoticeToday(admin.request, product.baseUrl, {
      ...base,
      title: 'Notice of Drain Assessment Hearing',
      content:
        'The Ingham County Drain Commissioner will hold a day of review of apportionments\nfor the Sycamore Creek Drain.',
    });
    for (const n of [1, 2, 3]) {
      await publishNoticeToday(admin.request, product.baseUrl, {
        ...base,
        title: `Notice of Zoning Board Hearing ${n}`,
        content: `The Zoning Board of Appeals will hear variance request number ${n}.`,
      });
    }
    await admin.close();
  });

  // Searches use words the demo notices never contain (sycamore, variance) or this publication only, so
  // the counts are this test's own notices beside the demo data of a fresh start.
  test('renders results in the first HTML, for a shared link', async ({ product }) => {
    const html = await (await fetch(`${product.baseUrl}/?for=sycamore&dateRange=tw`)).text();
    expect(html).toContain('Notice of Drain Assessment Hearing');
    expect(html).not.toContain('Notice of Zoning Board Hearing 1');
  });

  test('searches from the form, switches to the list view and remembers it', async ({ page, product }) => {
    await page.goto(product.baseUrl);
    await page.getByLabel('Search text').fill('variance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await step(page, 'search-variance', async () => {
      await page.waitForURL(/for=variance/);
      await page.getByText('3 notices found.').waitFor();
    });
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('table').first().waitFor();
    await page.reload();
    await page.getByRole('table').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('view-type'))).toBe('list');
    await page.getByRole('button', { name: 'Grid' }).click();
  });

  test('answers a page past the end with its last page', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=variance&per=4`);
    await page.getByText('3 notices found.').waitFor();
    await page.goto(`${product.baseUrl}/?for=hearing&pub=${publicationId}&per=4&page=2`);
    await page.getByText('4 notices found.').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('1'); // page 2 of 1 goes to page 1
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(4);
  });

  test('opens a notice on its own page, content by line', async ({ page, product }) => {
    await page.goto(`${product.baseUrl}/?for=sycamore`);
    await page.getByRole('link', { name: 'Notice of Drain Assessment Hearing' }).first().click();
    await page.waitForURL(new RegExp(`/notices/${drainNoticeId}`));
    // Level 1: the result card's own heading (level 3) matches while the search page is still shown.
    await page.getByRole('heading', { level: 1, name: 'Notice of Drain Assessment Hearing' }).waitFor();
    await page.getByText('for the Sycamore Creek Drain.').waitFor();
    const missing = await fetch(`${product.baseUrl}/notices/999999`);
    expect(missing.status).toBe(404);
  });

  test('offers an embeddable search limited to one publication, framable by other sites', async ({
    page,
    product,
  }) => {
    const response = await fetch(`${product.baseUrl}/embed?pub=${publicationId}`);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    await page.goto(`${product.baseUrl}/embed?pub=${publicationId}`);
    await page.getByText('Notice of Drain Assessment Hearing').first().waitFor();
    expect(await page.getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Publication', { exact: true }).count()).toBe(0);
  });

  test('selects notices for a printing preview on a phone-sized window; a new search clears the selection', async ({
    browser,
    product,
  }) => {
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${product.baseUrl}/?for=variance`);
    await phone.getByText('3 notices found.').waitFor();
    await phone
      .getByRole('checkbox', { name: 'Select Notice of Zoning Board Hearing 1 for printing' })
      .check();
    await phone
      .getByRole('checkbox', { name: 'Select Notice of Zoning Board Hearing 2 for printing' })
      .check();
    await phone.getByRole('button', { name: 'Print selected (2)' }).click();
    const preview = phone.getByRole('region', { name: 'Printing preview (2)' });
    await preview.getByRole('heading', { name: 'Notice of Zoning Board Hearing 1' }).waitFor();
    expect(await preview.getByRole('heading', { level: 3 }).count()).toBe(2);
    await phone.getByLabel('Search text').fill('sycamore');
    await phone.getByRole('button', { name: 'Search', exact: true }).click();
    await phone.waitForURL(/for=sycamore/);
    await phone.getByRole('button', { name: 'Print selected (0)' }).waitFor();
    await phone.close();
  });

  test('can be used by keyboard alone: search, reach a result and open it', async ({ browser, product }) => {
    const keys = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await keys.goto(product.baseUrl);
    await keys.keyboard.press('Tab');
    expect(await keys.evaluate(() => document.activeElement?.textContent)).toMatch(/Skip to content/i);
    await keys.getByLabel('Search text').focus();
    await keys.keyboard.type('sycamore');
    await keys.keyboard.press('Enter');
    await keys.waitForURL(/for=sycamore/);
    const link = keys.getByRole('link', { name: 'Notice of Drain Assessment Hearing' }).first();
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await keys.keyboard.press('Tab');
    await keys.keyboard.press('Enter');
    await keys.waitForURL(new RegExp(`/notices/${drainNoticeId}`));
    await keys.close();
  });

  test('has no axe-core violations on home (grid and list), a notice, embed and the static pages', async ({
    page,
    pageErrors,
    product,
  }) => {
    const pages = [
      '/',
      '/?for=zoning',
      `/notices/${drainNoticeId}`,
      `/embed?pub=${publicationId}`,
      '/about',
      '/terms',
      '/privacy',
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(`${product.baseUrl}${path}`);
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    await page.goto(`${product.baseUrl}/?for=zoning`);
    await page.getByRole('button', { name: 'List' }).click();
    found.push(...(await axeViolations(page)).map((v) => `list view: ${v}`));
    await page.getByRole('button', { name: 'Grid' }).click();
    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
