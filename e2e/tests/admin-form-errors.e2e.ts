import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { ADMIN, startProduct, type Product } from '../support/product';
import { signInOnSite } from '../support/session';

/** Issue 10, story 5: the server's reasons reach staff on the fields and in plain words. */
describe('server errors in back-office forms', () => {
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

  it('puts a field error of the API on its input and names it in the snackbar', async () => {
    await page.goto(`${product.baseUrl}/admin/#/users/create`);
    await page.getByLabel('E-mail').fill(ADMIN.email); // taken: the API answers 400 { email: email_not_unique }
    await page.getByLabel('Given name').fill('Dora');
    await page.getByLabel('Family name').fill('Duplicate');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Public User' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Please correct — E-mail: This e-mail is already taken').waitFor();
    const emailInput = page.getByLabel('E-mail');
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true');
    const helper = await emailInput.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${helper}"]`).textContent()).toContain('This e-mail is already taken');
    await page.screenshot({ path: '/tmp/h6-form-error.png' });
    expect(await page.getByText('Bad data provided').count()).toBe(0);
  });

  it('tells why billing reports of a running period cannot be generated', async () => {
    await page.goto(`${product.baseUrl}/admin/#/billingreports`);
    await page.getByRole('button', { name: 'Generate reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate billing reports' });
    await dialog.getByRole('button', { name: 'Generate' }).click(); // the default: this month, not over yet
    await page.getByText('The billing period has not ended yet').waitFor();
    expect(await page.getByText('Could not complete request').count()).toBe(0);
  });
});
