import { createActiveReader } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';

test.use({ productOptions: SHARED_PRODUCT.reader });

/**
 * After saving a search the reader is offered "Manage your saved searches", and a
 * reader who signs in without JavaScript lands on a page that works: the dashboard says it needs
 * JavaScript and leads to /account, the saved searches rendered on the server.
 */
test('a reader manages saved searches after saving one, and reaches them without JavaScript', async ({
  browser,
  product,
}) => {
  const reader = { email: 'account.reader@example.org', password: 'Reader-Account-42' };
  const admin = await browser.newPage();
  await signInOnSite(admin, product.baseUrl, ADMIN.email, ADMIN.password);
  await createActiveReader(admin.request, product.baseUrl, reader.email, reader.password);
  await admin.close();

  // With JavaScript: saving offers the way to manage the saved searches.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInOnSite(page, product.baseUrl, reader.email, reader.password);
  await page.goto(`${product.baseUrl}/?for=hearing&dateRange=all`);
  await page.getByText('Save search').click();
  await page.getByLabel('Search name').fill('Every hearing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const manage = page.getByRole('link', { name: 'Manage your saved searches' });
  await expect(manage).toHaveAttribute('href', '/admin/#/savedsearches');
  await manage.click();
  await page
    .getByRole('link', { name: /^Every hearing/ })
    .first()
    .waitFor();
  await page.close();

  // Without JavaScript: sign in with the plain form, land on the dashboard's address, follow its link.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${product.baseUrl}/login`);
  const dialog = plain.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail').fill(reader.email);
  await dialog.getByLabel('Password').fill(reader.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await plain.waitForURL(/\/admin\//);
  await expect(plain.getByRole('heading', { name: 'The dashboard needs JavaScript' })).toBeVisible();
  await plain.getByRole('link', { name: 'see your saved searches and open their results' }).click();
  await plain.waitForURL(/\/account$/);
  await expect(plain.getByRole('heading', { name: 'Your saved searches' })).toBeVisible();
  await plain.getByRole('link', { name: 'Every hearing' }).click();
  await plain.waitForURL((url) => url.searchParams.get('name') === 'Every hearing');
  expect(new URL(plain.url()).searchParams.get('dateRange')).toBe('all');
  await expect(plain.getByRole('heading', { name: /Saved search results/ })).toBeVisible();
  await context.close();

  // Signed out, /account opens the sign-in window with its reason.
  const visitor = await browser.newPage();
  await visitor.goto(`${product.baseUrl}/account`);
  await visitor.waitForURL(/\/login\?reason=signin/);
  await visitor.close();
});
