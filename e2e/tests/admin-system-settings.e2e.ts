import { api } from '../support/api';
import { useAdminWindow } from '../support/admin-window';

interface NoticeTypeList {
  data: Array<{ id: number; name: string }>;
}

/** Issue 10, story 11: the Emergency button's notice type is chosen in System settings. */
describe('a system administrator chooses the emergency notice type', () => {
  const admin = useAdminWindow();

  const typeId = async (name: string) => {
    const list = await api<NoticeTypeList>(
      admin.context.request,
      admin.product.baseUrl,
      'GET',
      '/admin/noticetypes?per=100',
    );
    return list.data.find((type) => type.name === name)!.id;
  };
  const effective = async () =>
    (
      await api<{ emergencyNoticeTypeId: number | null }>(
        admin.context.request,
        admin.product.baseUrl,
        'GET',
        '/systemsettings',
      )
    ).emergencyNoticeTypeId;

  it('finds the demo "Emergency Notice" type preselected after a fresh start', async () => {
    expect(await effective()).toBe(await typeId('Emergency Notice'));
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/systemsettings`);
    const select = admin.page.getByRole('combobox', { name: 'Emergency notice type' });
    await select.waitFor();
    expect(await select.textContent()).toContain('Emergency Notice');
    await admin.page.screenshot({ path: '/tmp/h6-emergency.png', fullPage: true });
  });

  it('chooses another type, then none, and the site setting follows', async () => {
    const section = admin.page.getByRole('region', { name: 'Emergency button' });
    await section.getByRole('combobox', { name: 'Emergency notice type' }).click();
    await admin.page.getByRole('option', { name: 'Public Hearing' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Emergency notice type saved').waitFor();
    expect(await effective()).toBe(await typeId('Public Hearing'));

    await admin.page.reload();
    await section.getByRole('combobox', { name: 'Emergency notice type' }).click();
    await admin.page.getByRole('option').filter({ hasText: 'None (no Emergency button)' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Emergency notice type saved').last().waitFor();
    await expect(effective()).resolves.toBeNull();
  });
});
