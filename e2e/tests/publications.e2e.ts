import type { Page } from '@playwright/test';
import { createActiveManager, createPublication } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';
import { step } from '../support/debug';

test.use({ productOptions: {} });

test.describe('publications and notice types in the back office', () => {
  const manager = { email: 'lsj.admin@example.org', password: 'Capitol-Dome-9' };
  const other = { email: 'other.admin@example.org', password: 'Mackinac-Br1dge' };
  let otherPublicationId = 0;

  test.beforeAll(async ({ browser, product }) => {
    const admin = await browser.newPage();
    await signInOnSite(admin, product.baseUrl, ADMIN.email, ADMIN.password);
    await createActiveManager(admin.request, product.baseUrl, manager.email, manager.password);
    const otherUser = await createActiveManager(admin.request, product.baseUrl, other.email, other.password);
    otherPublicationId = (
      await createPublication(admin.request, product.baseUrl, 'Other Gazette', otherUser.id)
    ).id;
    await admin.close();
  });

  // One walk: the manager edits the publication the administrator created.
  test('a system admin creates a publication with a manager as its admin, who signs in, sees only it and edits it', async ({
    browser,
    adminPage: admin,
    product,
  }) => {
    await admin.setViewportSize({ width: 1400, height: 1000 });
    await test.step('a system admin creates a publication with a manager as its admin', async () => {
      const page = admin;
      await page.goto(`${product.baseUrl}/admin/#/publications/create`);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Capital City Courier');
      await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://courier.example.org');
      await page.getByRole('combobox', { name: 'Publication area' }).fill('Ingham');
      await page.getByRole('option', { name: 'Ingham' }).click();
      await page.getByRole('combobox', { name: 'Payment method' }).click();
      await page.getByRole('option', { name: 'Manual' }).click();
      await page.getByRole('combobox', { name: 'Payment period' }).click();
      await page.getByRole('option', { name: 'Week' }).click();
      const fill = (label: string, value: string) =>
        page.getByRole('textbox', { name: label, exact: true }).fill(value);
      await fill('Mailing address: Street', '300 S Washington Sq');
      await fill('Mailing address: City', 'Lansing');
      await fill('Mailing address: State', 'MI');
      await fill('Mailing address: Postal code', '48933');
      await fill('Main contact: Name', 'Casey Clerk');
      await fill('Main contact: Title', 'Legal notices');
      await fill('Main contact: Phone', '5175550123');
      await fill('Main contact: E-mail', 'legal@courier.example.org');
      await page.getByRole('button', { name: 'Add user' }).click();
      await page.getByRole('dialog').getByText(manager.email).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText(/Publication created|saved/i)
        .first()
        .waitFor();
      await page.waitForURL(/#\/publications\/\d+\/show/);
      await page.getByText('Capital City Courier').first().waitFor();
      await page.getByText(manager.email).first().waitFor();
    });
    await test.step('the manager signs in, sees only their publication and edits it', async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      await signInOnSite(page, product.baseUrl, manager.email, manager.password);
      await page.goto(`${product.baseUrl}/admin/#/publications`);
      await page.getByRole('link', { name: 'Capital City Courier' }).waitFor();
      expect(await page.getByText('Other Gazette').count()).toBe(0);

      await page.getByRole('link', { name: 'Capital City Courier' }).click();
      await page.waitForURL(/#\/publications\/\d+\/show/);
      const id = /publications\/(\d+)/.exec(page.url())![1];
      await page.goto(`${product.baseUrl}/admin/#/publications/${id}`);
      await expectValue(page, 'https://courier.example.org'); // the form holds the record before we type
      await page
        .getByRole('textbox', { name: 'Website', exact: true })
        .fill('https://www.courier.example.org');
      await page.getByRole('button', { name: 'Save' }).click();
      await step(page, 'manager-edits-publication', async () => {
        await page.waitForURL(/#\/publications\/\d+\/show/);
        await page.getByText('https://www.courier.example.org').first().waitFor();
      });

      const foreign = await page.request.get(
        `${product.baseUrl}/api/v1/admin/publications/${otherPublicationId}`,
      );
      expect([403, 404]).toContain(foreign.status());
      expect(await foreign.text()).not.toContain('Other Gazette');
      await context.close();
    });
  });

  test('a notice type is created with a custom field and cloned', async ({
    adminPage: page,
    pageErrors,
    product,
  }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${product.baseUrl}/admin/#/noticetypes/create`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Drain Assessment Hearing');
    await page.getByRole('button', { name: /add/i }).first().click();
    await page
      .getByRole('textbox', { name: /field name/i })
      .first()
      .fill('Drain district');
    await page
      .getByRole('combobox', { name: /field type/i })
      .first()
      .click();
    await page.getByRole('option', { name: 'Text', exact: true }).click();
    await step(page, 'notice-type-create', () => page.getByRole('button', { name: 'Save' }).click());
    await page.waitForURL(/#\/noticetypes\/\d+\/show/);
    const id = /noticetypes\/(\d+)/.exec(page.url())![1];

    await page.goto(`${product.baseUrl}/admin/#/noticetypes/clone/${id}`);
    await expectValue(page, 'Drain Assessment Hearing (copy)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(
      (url) => /#\/noticetypes\/\d+\/show/.test(url.hash) && !url.hash.includes(`/${id}/`),
    );
    const types = await page.request.get(`${product.baseUrl}/api/v1/noticetypes`);
    const names = ((await types.json()) as { data: Array<{ name: string; fields: unknown[] }> }).data;
    const copy = names.find((t) => t.name === 'Drain Assessment Hearing (copy)');
    expect(copy?.fields).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

async function expectValue(page: Page, value: string) {
  await page.waitForFunction(
    (expected) => Array.from(document.querySelectorAll('input')).some((i) => i.value === expected),
    value,
  );
}
