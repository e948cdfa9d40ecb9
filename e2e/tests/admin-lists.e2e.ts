import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';

test.use({ productOptions: {} });

/** Every back-office list fits a 1366×768 screen, and Back walks the list's pages. */
test.describe('back-office lists at 1366×768', () => {
  /** How far the table reaches past its box and past the window, in px (0 when it fits). */
  const overflow = (adminPage: Page) =>
    adminPage.evaluate(() => {
      const wrapper = document.querySelector('.RaDatagrid-tableWrapper');
      const headers = Array.from(document.querySelectorAll('thead th'));
      const right = Math.max(...headers.map((th) => th.getBoundingClientRect().right));
      return {
        inside: wrapper ? wrapper.scrollWidth - wrapper.clientWidth : -1,
        window: Math.max(0, right - window.innerWidth),
      };
    });

  for (const path of ['/users', '/publications', '/noticetypes', '/notices', '/billingreports', '/audit_log'])
    test(`${path} shows every default column without scrolling sideways`, async ({ adminPage, product }) => {
      await adminPage.goto(`${product.baseUrl}/admin/#${path}`);
      await adminPage.locator('tbody tr').first().waitFor();
      await adminPage.screenshot({ path: `/tmp/h6-list${path.replace('/', '-')}.png` });
      expect(await overflow(adminPage)).toEqual({ inside: 0, window: 0 });
    });

  test('/mailbox shows a message kept without a mail relay (not configured, no try, no next try), filtered by delivery', async ({
    adminPage,
    product,
  }) => {
    // This product has no SMTP_URL: the activation e-mail of a new account is printed and kept.
    const email = 'kept.mail@example.org';
    await api(adminPage.request, product.baseUrl, 'POST', '/admin/users', {
      email,
      givenName: 'Kept',
      familyName: 'Mail',
      roles: 'PUBLIC_USER',
    });
    await adminPage.goto(`${product.baseUrl}/admin/#/mailbox`);
    await adminPage.getByRole('combobox', { name: 'Delivery' }).click();
    await adminPage.getByRole('option', { name: 'Not configured (printed)' }).click();
    await adminPage.waitForURL((url) => url.hash.includes('%24eq%5D=not_configured'));
    const kept = adminPage.locator('tbody tr', { hasText: email });
    // Its job marks it within a second or two; the list shows it once it is.
    await expect(async () => {
      await adminPage.getByRole('button', { name: 'Refresh' }).click();
      await expect(kept).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(kept.locator('td.column-status')).toHaveText('Not configured (printed)');
    await expect(kept.locator('td.column-attempts')).toHaveText('0');
    await expect(kept.locator('td.column-nextAttemptAt')).toHaveText('-');
    await adminPage.screenshot({ path: '/tmp/h6-list-mailbox.png' });
    expect(await overflow(adminPage)).toEqual({ inside: 0, window: 0 });
  });

  test('says in words that no text message was sent yet', async ({ adminPage, product }) => {
    // The demo data saves no search with text alerts, so a fresh product has sent none.
    await adminPage.goto(`${product.baseUrl}/admin/#/text_messages`);
    await expect(adminPage.getByText('No text message yet.')).toBeVisible();
  });

  test("keeps the notices list's version, dates, submission and created columns and the users' Status in view", async ({
    adminPage,
    product,
  }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/notices`);
    await adminPage.locator('tbody tr').first().waitFor(); // standing alone, the list loads first
    // "Has previous versions" is a default column: shown without the column chooser.
    for (const name of ['Has previous versions', 'Publication dates', 'Submission type', 'Created at'])
      expect(await adminPage.getByRole('columnheader', { name }).isVisible()).toBe(true);
    await adminPage.goto(`${product.baseUrl}/admin/#/users`);
    await adminPage.getByRole('columnheader', { name: 'Status' }).waitFor();
    const box = await adminPage.getByRole('columnheader', { name: 'Status' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  });

  test('offers no Block on a user not active yet, and keeps every row action inside its column', async ({
    adminPage,
    product,
  }) => {
    const email = 'not.yet.active@example.org';
    const user = await api<{ id: number }>(adminPage.request, product.baseUrl, 'POST', '/admin/users', {
      email,
      givenName: 'Nora',
      familyName: 'Pending',
      roles: 'PUBLIC_USER',
    });
    await adminPage.goto(`${product.baseUrl}/admin/#/users`);
    const row = adminPage.locator('tbody tr', { hasText: email });
    await row.getByRole('button', { name: 'Activate' }).waitFor();
    expect(await row.getByRole('button', { name: 'Block' }).count()).toBe(0);
    // No action button reaches into the next column (the fourth icon used to be drawn over Role).
    for (const tr of await adminPage.locator('tbody tr').all()) {
      const cell = await tr.locator('td.column-actions').boundingBox();
      for (const button of await tr.locator('td.column-actions button, td.column-actions a').all()) {
        const box = await button.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(cell!.x + cell!.width);
      }
    }
    // Its summary shows Block disabled, with the reason.
    await adminPage.goto(`${product.baseUrl}/admin/#/users/${user.id}/show`);
    const block = adminPage.getByRole('button', { name: 'Block' });
    await expect(block).toBeDisabled();
    await block.locator('..').hover();
    await expect(adminPage.getByRole('tooltip')).toHaveText(/Not active yet/);
  });

  test('names each page in the breadcrumb as the menu and the page titles do', async ({
    adminPage,
    product,
  }) => {
    const crumbs = adminPage.getByRole('navigation', { name: 'Breadcrumb' });
    const trail = async () => (await crumbs.getByRole('listitem').allInnerTexts()).filter((t) => t !== '/');
    await adminPage.goto(`${product.baseUrl}/admin/#/notices`);
    await adminPage.locator('tbody tr').first().click();
    await adminPage.waitForURL(/#\/notices\/\d+\/show/);
    const id = /notices\/(\d+)/.exec(adminPage.url())![1];
    await expect(crumbs).toContainText(`Notice #${id}`);
    expect(await trail()).toEqual(['Notices', `Notice #${id}`]);
    await crumbs.getByRole('link', { name: 'Notices' }).click();
    await adminPage.waitForURL(/#\/notices(\?.*)?$/);
    // A notice's editor opens over a confirmation when it is published: a notice type's shows the trail.
    const types = await api<{ data: Array<{ id: number }> }>(
      adminPage.request,
      product.baseUrl,
      'GET',
      '/admin/noticetypes',
    );
    const typeId = types.data[0].id;
    for (const [path, words] of [
      ['/systemsettings', ['System settings']],
      ['/audit_log', ['Audit log']],
      ['/notices/create', ['Notices', 'Create']],
      [`/noticetypes/${typeId}`, ['Notice types', `Edit #${typeId}`]],
      ['/profile', ['Profile']],
    ] as const) {
      await adminPage.goto(`${product.baseUrl}/admin/#${path}`);
      await expect(crumbs).toContainText(words[words.length - 1]);
      expect(await trail()).toEqual(words);
    }
  });

  test('offers the columns hidden by default in the column chooser', async ({ adminPage, product }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/users`);
    expect(await adminPage.getByRole('columnheader', { name: 'Created at' }).count()).toBe(0);
    await adminPage.getByRole('button', { name: 'Columns' }).click();
    await adminPage.getByRole('presentation').getByLabel('Created at').check();
    await adminPage.keyboard.press('Escape');
    await adminPage.getByRole('columnheader', { name: 'Created at' }).waitFor();
  });

  test('returns to the previous page of the list with Back', async ({ adminPage, product }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/notices`);
    await adminPage.waitForURL(/page=1/);
    const firstTitle = () => adminPage.locator('tbody tr td.column-title').first().textContent();
    const pageOne = await firstTitle();
    await adminPage.getByRole('button', { name: 'Go to page 2' }).first().click();
    await adminPage.waitForURL(/page=2/);
    await adminPage.getByRole('button', { name: 'Go to page 3' }).first().click();
    await adminPage.waitForURL(/page=3/);
    await adminPage.goBack();
    await adminPage.waitForURL(/#\/notices\?.*page=2/);
    await adminPage.goBack();
    await adminPage.waitForURL(/#\/notices\?.*page=1/);
    await adminPage.waitForFunction(
      (title) => document.querySelector('tbody tr td.column-title')?.textContent === title,
      pageOne,
    );
  });
});
