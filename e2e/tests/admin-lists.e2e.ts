import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ADMIN, startProduct, type Product } from '../support/product';
import { signInOnSite } from '../support/session';

/** Issue 10, story 9: every back-office list fits a 1366×768 screen, and Back walks the list's pages. */
describe('back-office lists at 1366×768', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    product = await startProduct({ env: { DEMO_DATA: 'true' } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    pageErrors = watchPageErrors(page);
    await signInOnSite(page, product.baseUrl, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  afterEach(() => expect(pageErrors).toEqual([]));

  /** How far the table reaches past its box and past the window, in px (0 when it fits). */
  const overflow = () =>
    page.evaluate(() => {
      const wrapper = document.querySelector('.RaDatagrid-tableWrapper');
      const headers = Array.from(document.querySelectorAll('thead th'));
      const right = Math.max(...headers.map((th) => th.getBoundingClientRect().right));
      return {
        inside: wrapper ? wrapper.scrollWidth - wrapper.clientWidth : -1,
        window: Math.max(0, right - window.innerWidth),
      };
    });

  it.each(['/users', '/publications', '/noticetypes', '/notices', '/billingreports', '/audit_log'])(
    '%s shows every default column without scrolling sideways',
    async (path) => {
      await page.goto(`${product.baseUrl}/admin/#${path}`);
      await page.locator('tbody tr').first().waitFor();
      await page.screenshot({ path: `/tmp/h6-list${path.replace('/', '-')}.png` });
      expect(await overflow()).toEqual({ inside: 0, window: 0 });
    },
  );

  it('keeps the columns the issue found off-screen in view', async () => {
    await page.goto(`${product.baseUrl}/admin/#/notices`);
    for (const name of ['Publication dates', 'Submission type', 'Created at'])
      expect(await page.getByRole('columnheader', { name }).isVisible()).toBe(true);
    await page.goto(`${product.baseUrl}/admin/#/users`);
    await page.getByRole('columnheader', { name: 'Status' }).waitFor();
    const box = await page.getByRole('columnheader', { name: 'Status' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  });

  it('offers the columns hidden by default in the column chooser', async () => {
    await page.goto(`${product.baseUrl}/admin/#/users`);
    expect(await page.getByRole('columnheader', { name: 'Created at' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('presentation').getByLabel('Created at').check();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Created at' }).waitFor();
  });

  it('returns to the previous page of the list with Back', async () => {
    await page.goto(`${product.baseUrl}/admin/#/notices`);
    await page.waitForURL(/page=1/);
    const firstTitle = () => page.locator('tbody tr td.column-title').first().textContent();
    const pageOne = await firstTitle();
    await page.getByRole('button', { name: 'Go to page 2' }).first().click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Go to page 3' }).first().click();
    await page.waitForURL(/page=3/);
    await page.goBack();
    await page.waitForURL(/#\/notices\?.*page=2/);
    await page.goBack();
    await page.waitForURL(/#\/notices\?.*page=1/);
    await page.waitForFunction(
      (title) => document.querySelector('tbody tr td.column-title')?.textContent === title,
      pageOne,
    );
  });
});
