import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, type Product } from '../support/product';
import { api, detroitToday } from '../support/api';
import { signInOnSite } from '../support/session';

/** What the helpers below need of a test's fixtures. */
interface Signed {
  adminPage: Page;
  product: Product;
}

interface NoticeTypeList {
  data: Array<{ id: number; name: string }>;
}

test.use({ productOptions: {} });

/** The Emergency button's notice type is chosen in System settings. */
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

/**
 * A clerk's window signed in before an administrator changes a date switch: the next date picker the
 * clerk opens follows the new rule, without signing in again (the session answer is asked again when a
 * date picker opens and it is older than a few seconds).
 */
test('a clerk already signed in meets a changed date rule on the next date picker', async ({
  adminPage,
  browser,
  product,
}) => {
  const switches = (pastDatesEnabled: boolean) =>
    api(adminPage.request, product.baseUrl, 'POST', '/admin/systemsettings', {
      pastDatesEnabled,
      currentDateEnabled: true,
    });
  await switches(false);
  const clerk = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInOnSite(clerk, product.baseUrl, DEMO.manager, product.demoPassword());
  const firstDate = clerk.getByRole('textbox', { name: 'Publication date 1', exact: true });
  const openEditor = async () => {
    await clerk.goto(`${product.baseUrl}/admin/#/notices`);
    await clerk.getByRole('table').first().waitFor();
    await clerk.goto(`${product.baseUrl}/admin/#/notices/create`);
    await clerk.getByRole('button', { name: 'Add date' }).click();
  };
  await openEditor();
  await expect(firstDate).toHaveAttribute('min', detroitToday());

  // Another window: the system administrator allows past dates.
  await switches(true);
  // The clerk's kept answer is older than the admin's DATE_SETTINGS_MAX_AGE_MS (5 s) when the next
  // picker opens, as it is after any few seconds of work.
  await clerk.waitForTimeout(5_500);
  await openEditor();
  await expect(firstDate).not.toHaveAttribute('min', /./);
  await clerk.screenshot({ path: test.info().outputPath('clerk-past-dates-allowed.png') });
  await switches(false);
  await clerk.close();
});
