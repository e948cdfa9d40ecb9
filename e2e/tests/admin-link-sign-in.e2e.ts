import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';

test.use({ productOptions: SHARED_PRODUCT.backOffice });

/** The demo's first notice: any notice of the demo data will do, the story is about the link. */
async function someNoticeId(page: Page, baseUrl: string): Promise<number> {
  const list = await api<{ data: Array<{ id: number }> }>(
    page.request,
    baseUrl,
    'GET',
    '/admin/notices?per=1',
  );
  return list.data[0].id;
}

/** Fills the Login window that is already open (no navigation to /login first). */
async function signInHere(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/**
 * A bookmarked or shared admin link opened signed out opens the sign-in
 * window at once, says why, and leads to the page after signing in; the same when a session ends mid-work.
 */
test.describe('an admin link followed while signed out', () => {
  test('opens the sign-in window with a reason, then the linked page', async ({ browser, product }) => {
    const staff = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(staff, product.baseUrl, ADMIN.email, ADMIN.password);
    const id = await someNoticeId(staff, product.baseUrl);
    await staff.close();

    // A colleague's shared link, opened in a browser that is not signed in.
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${product.baseUrl}/admin/#/notices/${id}/show`);
    await page.waitForURL(/\/login\?reason=signin/);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByRole('alert')).toHaveText('Sign in to continue.');
    await page.screenshot({ path: test.info().outputPath('shared-link-sign-in.png') });
    await signInHere(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(new RegExp(`/admin/#/notices/${id}/show$`));
    await expect(page.getByRole('heading', { name: 'Publication dates' })).toBeVisible();
    await page.close();
  });

  test('a session that ends mid-work says so, and signing in returns to the page', async ({
    browser,
    product,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${product.baseUrl}/admin/#/publications`);
    await page.getByRole('table').first().waitFor();
    // The session ends (expired, or signed out elsewhere); the next request answers 401.
    await page.context().clearCookies();
    await page.getByRole('menuitem', { name: 'Notice types' }).click();
    await page.waitForURL(/\/login\?reason=expired/);
    await expect(page.getByRole('dialog', { name: 'Login' }).getByRole('alert')).toHaveText(
      'Your session has ended. Sign in to continue.',
    );
    await signInHere(page, ADMIN.email, ADMIN.password);
    // The remembered page may carry the list's own parameters, depending on when the 401 arrived.
    await page.waitForURL(/\/admin\/#\/noticetypes(\?.*)?$/);
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.close();
  });

  test('signing out on purpose goes to the public home, with no sign-in window', async ({
    browser,
    product,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${product.baseUrl}/admin/#/notices`);
    await page
      .getByRole('button', { name: /profile|account|user menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await page.close();
  });
});
