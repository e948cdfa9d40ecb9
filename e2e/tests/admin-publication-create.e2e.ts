import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { api, createActiveManager } from '../support/api';

interface Permission {
  userId: number;
  role: string;
  hasPermissionToPublish: boolean;
}

test.use({ productOptions: SHARED_PRODUCT.backOffice });

/** The permission to publish is granted when the publication is created. */
test.describe('a system administrator creates a publication whose admin may publish', () => {
  const manager = { email: 'first.admin@example.org', password: 'First-Admin-2026' };

  test('offers the permission-to-publish column on create and stores it', async ({ adminPage, product }) => {
    const { id: managerId } = await createActiveManager(
      adminPage.request,
      product.baseUrl,
      manager.email,
      manager.password,
    );
    await adminPage.goto(`${product.baseUrl}/admin/#/publications/create`);
    const fill = (label: string, value: string) =>
      adminPage.getByRole('textbox', { name: label, exact: true }).fill(value);
    // Every required field is marked as required, the publication area too.
    for (const label of ['Name', 'Website', 'Publication area'])
      await expect(
        adminPage
          .locator('label')
          .filter({ hasText: new RegExp(`^${label}`) })
          .first(),
      ).toHaveText(new RegExp(`^${label}\\s*\\*`));
    await fill('Name', 'Fresh Press');
    await fill('Website', 'https://fresh.example.org');
    await adminPage.getByRole('combobox', { name: 'Publication area' }).fill('Ingham');
    await adminPage.getByRole('option', { name: 'Ingham' }).click();
    await adminPage.getByRole('combobox', { name: 'Payment method' }).click();
    await adminPage.getByRole('option', { name: 'Manual' }).click();
    await adminPage.getByRole('combobox', { name: 'Payment period' }).click();
    await adminPage.getByRole('option', { name: 'Month' }).click();
    await fill('Mailing address: Street', '300 S Washington Sq');
    await fill('Mailing address: City', 'Lansing');
    await fill('Mailing address: Postal code', '48933');
    await fill('Main contact: Name', 'Casey Clerk');
    await fill('Main contact: Title', 'Legal notices');
    await fill('Main contact: Phone', '5175550123');
    await fill('Main contact: E-mail', 'legal@fresh.example.org');
    await adminPage.getByRole('button', { name: 'Add user' }).click();
    await adminPage.getByRole('dialog').getByText(manager.email).click();

    await adminPage.getByRole('columnheader', { name: 'Permission to publish' }).waitFor();
    await adminPage.getByRole('checkbox', { name: `${manager.email} may publish` }).check();
    await adminPage.screenshot({ path: '/tmp/h6-publication-create.png', fullPage: true });
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await adminPage.waitForURL(/#\/publications\/\d+\/show/);
    const id = Number(/publications\/(\d+)/.exec(adminPage.url())![1]);

    const stored = await api<{ publishingEnabled: boolean; publicationUserPermissions: Permission[] }>(
      adminPage.request,
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
