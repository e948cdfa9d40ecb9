import type { Page } from '@playwright/test';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';

test.use({ productOptions: SHARED_PRODUCT.mail });

test.describe('a system administrator manages users in the back office', () => {
  const manager = {
    email: 'manager.e2e@example.org',
    given: 'Mona',
    family: 'Manager',
    password: 'Grand-Rapids-7',
  };

  // One walk: each step acts on the manager, the page and the session the one before left.
  test.use({ viewport: { width: 1400, height: 900 } });
  test('signs in, creates a manager who is mailed, activates, blocks, unblocks and renames itself', async ({
    page,
    pageErrors,
    product,
    mailbox,
  }) => {
    await test.step('signs in on the site and lands in the back office', async () => {
      await signInOnSite(page, product.baseUrl, ADMIN.email, ADMIN.password);
      await page.getByText('Administration Panel').first().waitFor();
      await page.waitForURL(/#\/notices/); // the back office opens on the notices list for whoever may index notices
    });
    await test.step('creates a publication manager, who receives an activation e-mail', async () => {
      await page.goto(`${product.baseUrl}/admin/#/users/create`);
      await page.getByLabel('E-mail').fill(manager.email);
      await page.getByLabel('Given name').fill(manager.given);
      await page.getByLabel('Family name').fill(manager.family);
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Publication Manager' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('User created').waitFor();
      await page.waitForURL(/#\/users\/\d+\/show/);
      const mail = await mailbox.waitFor(manager.email);
      expect(mail.links.some((l) => l.startsWith(`${product.baseUrl}/verify/`))).toBe(true);
    });
    await test.step('activates the manager with a password that meets the policy', async () => {
      await page.getByRole('button', { name: 'Activate' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Activate user' });
      const confirm = dialog.getByRole('button', { name: 'Confirm' });
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(manager.password);
      await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(manager.password);
      await confirm.click();
      await page.getByText('User activated').waitFor();
    });
    await test.step('blocks and unblocks the manager through confirmation windows', async () => {
      await page.getByRole('button', { name: 'Block' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('User blocked').waitFor();
      expect(await statusOf(page, product.baseUrl, manager.email)).toBe('blocked');
      expect((await loginResult(product.baseUrl, manager.email, manager.password)).status).toBe(403);

      await page.getByRole('button', { name: 'Unblock' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('User unblocked').waitFor();
      // Unblocked, yet still without an active publication: refused for that reason, not as blocked.
      expect((await loginResult(product.baseUrl, manager.email, manager.password)).message).toBe(
        'no_publications',
      );
    });
    await test.step('changes its own name on the profile page', async () => {
      await page.goto(`${product.baseUrl}/admin/#/profile`);
      const given = page.getByLabel('Given name');
      await given.fill('Ada');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Profile updated').waitFor();
      const session = await page.request.get(`${product.baseUrl}/api/v1/auth/profile`);
      expect((await session.json()).user.givenName).toBe('Ada');
      expect(pageErrors).toEqual([]);
    });
  });
});

/** The user's status as the API reports it to the signed-in administrator of this page. */
async function statusOf(page: Page, baseUrl: string, email: string): Promise<string> {
  const query = `filters[email][$eq]=${encodeURIComponent(email)}`;
  const response = await page.request.get(`${baseUrl}/api/v1/admin/users?${query}`);
  const body = (await response.json()) as { data: Array<{ status: string }> };
  return body.data[0]?.status ?? 'missing';
}

async function loginResult(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message };
}
