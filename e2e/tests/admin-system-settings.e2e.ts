import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Product } from '../support/product';
import { api } from '../support/api';

/** What the helpers below need of a test's fixtures. */
interface Signed {
  adminPage: Page;
  product: Product;
}

interface NoticeTypeList {
  data: Array<{ id: number; name: string }>;
}

test.use({ productOptions: {} });

/** Issue 10, story 11: the Emergency button's notice type is chosen in System settings. */
test.describe('a system administrator chooses the emergency notice type', () => {
  const typeId = async ({ adminPage, product }: Signed, name: string) => {
    const list = await api<NoticeTypeList>(
      adminPage.request,
      product.baseUrl,
      'GET',
      '/admin/noticetypes?per=100',
    );
    return list.data.find((type) => type.name === name)!.id;
  };
  const effective = async ({ adminPage, product }: Signed) =>
    (
      await api<{ emergencyNoticeTypeId: number | null }>(
        adminPage.request,
        product.baseUrl,
        'GET',
        '/systemsettings',
      )
    ).emergencyNoticeTypeId;

  // One walk: the first step needs the fresh start's setting, which the second changes.
  test('finds the demo "Emergency Notice" type preselected after a fresh start, then chooses another and none', async ({
    adminPage,
    product,
  }) => {
    const signed = { adminPage, product };
    await test.step('finds the demo "Emergency Notice" type preselected after a fresh start', async () => {
      expect(await effective(signed)).toBe(await typeId(signed, 'Emergency Notice'));
      await adminPage.goto(`${product.baseUrl}/admin/#/systemsettings`);
      const select = adminPage.getByRole('combobox', { name: 'Emergency notice type' });
      await select.waitFor();
      expect(await select.textContent()).toContain('Emergency Notice');
      await adminPage.screenshot({ path: '/tmp/h6-emergency.png', fullPage: true });
    });

    await test.step('chooses another type, then none, and the site setting follows', async () => {
      await adminPage.goto(`${product.baseUrl}/admin/#/systemsettings`);
      const section = adminPage.getByRole('region', { name: 'Emergency button' });
      await section.getByRole('combobox', { name: 'Emergency notice type' }).click();
      await adminPage.getByRole('option', { name: 'Public Hearing' }).click();
      await section.getByRole('button', { name: 'Save' }).click();
      await adminPage.getByText('Emergency notice type saved').waitFor();
      expect(await effective(signed)).toBe(await typeId(signed, 'Public Hearing'));

      await adminPage.reload();
      await section.getByRole('combobox', { name: 'Emergency notice type' }).click();
      await adminPage.getByRole('option').filter({ hasText: 'None (no Emergency button)' }).click();
      await section.getByRole('button', { name: 'Save' }).click();
      await adminPage.getByText('Emergency notice type saved').last().waitFor();
      await expect(effective(signed)).resolves.toBeNull();
    });
  });
});
