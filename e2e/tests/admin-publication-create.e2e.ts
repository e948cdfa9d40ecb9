import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, createActiveManager } from '../support/api';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ADMIN, startProduct, type Product } from '../support/product';
import { signInOnSite } from '../support/session';

interface Permission {
  userId: number;
  role: string;
  hasPermissionToPublish: boolean;
}

/** Issue 10, story 6: the permission to publish is granted when the publication is created. */
describe('a system administrator creates a publication whose admin may publish', () => {
  let product: Product;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  const manager = { email: 'first.admin@example.org', password: 'First-Admin-2026' };

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

  it('offers the permission-to-publish column on create and stores it', async () => {
    const { id: managerId } = await createActiveManager(
      context.request,
      product.baseUrl,
      manager.email,
      manager.password,
    );
    await page.goto(`${product.baseUrl}/admin/#/publications/create`);
    const fill = (label: string, value: string) =>
      page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await fill('Name', 'Fresh Press');
    await fill('Website', 'https://fresh.example.org');
    await page.getByRole('combobox', { name: 'Publication area' }).fill('Ingham');
    await page.getByRole('option', { name: 'Ingham' }).click();
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Manual' }).click();
    await page.getByRole('combobox', { name: 'Payment period' }).click();
    await page.getByRole('option', { name: 'Month' }).click();
    await fill('Mailing address: Street', '300 S Washington Sq');
    await fill('Mailing address: City', 'Lansing');
    await fill('Mailing address: Postal code', '48933');
    await fill('Main contact: Name', 'Casey Clerk');
    await fill('Main contact: Title', 'Legal notices');
    await fill('Main contact: Phone', '5175550123');
    await fill('Main contact: E-mail', 'legal@fresh.example.org');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog').getByText(manager.email).click();

    await page.getByRole('columnheader', { name: 'Permission to publish' }).waitFor();
    await page.getByRole('checkbox', { name: `${manager.email} may publish` }).check();
    await page.screenshot({ path: '/tmp/h6-publication-create.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/publications\/\d+\/show/);
    const id = Number(/publications\/(\d+)/.exec(page.url())![1]);

    const stored = await api<{ publishingEnabled: boolean; publicationUserPermissions: Permission[] }>(
      context.request,
      product.baseUrl,
      'GET',
      `/admin/publications/${id}`,
    );
    expect(stored.publishingEnabled).toBe(true);
    expect(stored.publicationUserPermissions).toEqual([
      expect.objectContaining({ userId: managerId, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true }),
    ]);
  });
});
