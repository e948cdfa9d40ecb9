import { api, createActiveManager } from '../support/api';
import { useAdminWindow } from '../support/admin-window';

interface Permission {
  userId: number;
  role: string;
  hasPermissionToPublish: boolean;
}

/** Issue 10, story 6: the permission to publish is granted when the publication is created. */
describe('a system administrator creates a publication whose admin may publish', () => {
  const admin = useAdminWindow();
  const manager = { email: 'first.admin@example.org', password: 'First-Admin-2026' };

  it('offers the permission-to-publish column on create and stores it', async () => {
    const { id: managerId } = await createActiveManager(
      admin.context.request,
      admin.product.baseUrl,
      manager.email,
      manager.password,
    );
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/publications/create`);
    const fill = (label: string, value: string) =>
      admin.page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await fill('Name', 'Fresh Press');
    await fill('Website', 'https://fresh.example.org');
    await admin.page.getByRole('combobox', { name: 'Publication area' }).fill('Ingham');
    await admin.page.getByRole('option', { name: 'Ingham' }).click();
    await admin.page.getByRole('combobox', { name: 'Payment method' }).click();
    await admin.page.getByRole('option', { name: 'Manual' }).click();
    await admin.page.getByRole('combobox', { name: 'Payment period' }).click();
    await admin.page.getByRole('option', { name: 'Month' }).click();
    await fill('Mailing address: Street', '300 S Washington Sq');
    await fill('Mailing address: City', 'Lansing');
    await fill('Mailing address: Postal code', '48933');
    await fill('Main contact: Name', 'Casey Clerk');
    await fill('Main contact: Title', 'Legal notices');
    await fill('Main contact: Phone', '5175550123');
    await fill('Main contact: E-mail', 'legal@fresh.example.org');
    await admin.page.getByRole('button', { name: 'Add user' }).click();
    await admin.page.getByRole('dialog').getByText(manager.email).click();

    await admin.page.getByRole('columnheader', { name: 'Permission to publish' }).waitFor();
    await admin.page.getByRole('checkbox', { name: `${manager.email} may publish` }).check();
    await admin.page.screenshot({ path: '/tmp/h6-publication-create.png', fullPage: true });
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.waitForURL(/#\/publications\/\d+\/show/);
    const id = Number(/publications\/(\d+)/.exec(admin.page.url())![1]);

    const stored = await api<{ publishingEnabled: boolean; publicationUserPermissions: Permission[] }>(
      admin.context.request,
      admin.product.baseUrl,
      'GET',
      `/admin/publications/${id}`,
    );
    expect(stored.publishingEnabled).toBe(true);
    expect(stored.publicationUserPermissions).toEqual([
      expect.objectContaining({ userId: managerId, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true }),
    ]);
  });
});
