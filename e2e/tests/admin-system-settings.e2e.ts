import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ADMIN, startProduct, type Product } from '../support/product';
import { signInOnSite } from '../support/session';

interface NoticeTypeList {
  data: Array<{ id: number; name: string }>;
}

/** Issue 10, story 11: the Emergency button's notice type is chosen in System settings. */
describe('a system administrator chooses the emergency notice type', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    product = await startProduct({ env: { DEMO_DATA: 'true' } });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
    await signInOnSite(page, product.baseUrl, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  afterEach(() => expect(pageErrors).toEqual([]));

  const typeId = async (name: string) => {
    const list = await api<NoticeTypeList>(
      context.request,
      product.baseUrl,
      'GET',
      '/admin/noticetypes?per=100',
    );
    return list.data.find((type) => type.name === name)!.id;
  };
  const effective = async () =>
    (
      await api<{ emergencyNoticeTypeId: number | null }>(
        context.request,
        product.baseUrl,
        'GET',
        '/systemsettings',
      )
    ).emergencyNoticeTypeId;

  it('finds the demo "Emergency Notice" type preselected after a fresh start', async () => {
    expect(await effective()).toBe(await typeId('Emergency Notice'));
    await page.goto(`${product.baseUrl}/admin/#/systemsettings`);
    const select = page.getByRole('combobox', { name: 'Emergency notice type' });
    await select.waitFor();
    expect(await select.textContent()).toContain('Emergency Notice');
    await page.screenshot({ path: '/tmp/h6-emergency.png', fullPage: true });
  });

  it('chooses another type, then none, and the site setting follows', async () => {
    const section = page.getByRole('region', { name: 'Emergency button' });
    await section.getByRole('combobox', { name: 'Emergency notice type' }).click();
    await page.getByRole('option', { name: 'Public Hearing' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Emergency notice type saved').waitFor();
    expect(await effective()).toBe(await typeId('Public Hearing'));

    await page.reload();
    await section.getByRole('combobox', { name: 'Emergency notice type' }).click();
    await page.getByRole('option').filter({ hasText: 'None (no Emergency button)' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Emergency notice type saved').last().waitFor();
    await expect(effective()).resolves.toBeNull();
  });
});
