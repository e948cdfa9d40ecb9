import { api } from '../support/api';
import { useAdminWindow } from '../support/admin-window';

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (AM|PM)$/;

interface Report {
  id: number;
  publication: { name: string };
  paymentPeriodFrom: string;
  paymentPeriodTo: string;
}

/** Issue 10, story 12: the display rules of the back office. */
describe('display rules in the back office', () => {
  const admin = useAdminWindow();

  it('writes date-times as MM/DD/YYYY, hh:mm A in lists and on details pages', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/noticetypes`);
    const listCell = admin.page.locator('tbody td.column-createdAt').first();
    await listCell.waitFor();
    expect((await listCell.textContent())?.trim()).toMatch(DATE_TIME);
    const types = await api<{ data: Array<{ id: number }> }>(
      admin.context.request,
      admin.product.baseUrl,
      'GET',
      '/admin/noticetypes',
    );
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/noticetypes/${types.data[0].id}/show`);
    const detail = admin.page.locator('.ra-field-createdAt').first();
    await detail.waitFor();
    expect((await detail.locator('span').last().textContent())?.trim()).toMatch(DATE_TIME);
  });

  it('offers exactly the four editable field types in the notice-type editor', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/noticetypes/create`);
    await admin.page.getByRole('button', { name: 'Add' }).first().click();
    await admin.page.getByRole('combobox', { name: 'Field type' }).first().click();
    const options = await admin.page.getByRole('option').allTextContents();
    expect(options.map((o) => o.trim()).filter(Boolean)).toEqual([
      'Text',
      'Date',
      'Date and time',
      'Address',
    ]);
    await admin.page.keyboard.press('Escape');
  });

  it('counts the characters of an input with a maximum', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/users/create`);
    const given = admin.page.getByLabel('Given name');
    await given.fill('Casey');
    const helper = await given.getAttribute('aria-describedby');
    await admin.page.locator(`[id="${helper}"]`).filter({ hasText: '5/255' }).waitFor();
  });

  it('shows a person as "Given Family" in the list and on the summary', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/users/create`);
    await admin.page.getByLabel('E-mail').fill('casey.clerk@example.org');
    await admin.page.getByLabel('Given name').fill('Casey');
    await admin.page.getByLabel('Family name').fill('Clerk');
    await admin.page.getByRole('combobox', { name: 'Role' }).click();
    await admin.page.getByRole('option', { name: 'Public User' }).click();
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.waitForURL(/#\/users\/\d+\/show/);
    await admin.page.getByText('Casey Clerk').first().waitFor();
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/users`);
    await admin.page.getByRole('cell', { name: 'Casey Clerk' }).waitFor();
    expect(await admin.page.getByText('Clerk Casey').count()).toBe(0);
  });

  it('reads a billing period the same in the list and the CSV', async () => {
    const { data } = await api<{ data: Report[] }>(
      admin.context.request,
      admin.product.baseUrl,
      'GET',
      '/admin/billingreports?per=1&_sort=paymentPeriodFrom&_order=DESC',
    );
    const [report] = data;
    const csv = await (
      await admin.context.request.get(`${admin.product.baseUrl}/api/v1/admin/billingreports/${report.id}/csv`)
    ).text();
    const [header] = csv.split('\r\n');
    expect(header.split(',')).toContain('Billing period');
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/billingreports`);
    const row = admin.page.locator('tbody tr').first();
    await row.waitFor();
    const from = (await row.locator('td.column-paymentPeriodFrom').textContent())?.trim();
    const to = (await row.locator('td.column-paymentPeriodTo').textContent())?.trim();
    expect(`${from} - ${to}`).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/);
    // The week ends on a Saturday in Detroit: the UTC day of its last instant would be the Sunday.
    const lastDay = new Date(`${to!.slice(6)}-${to!.slice(0, 2)}-${to!.slice(3, 5)}T12:00:00Z`).getUTCDay();
    if (report.paymentPeriodTo && /WEEK/.test(JSON.stringify(report))) expect(lastDay).toBe(6);
    const rows = csv.split('\r\n').slice(1).filter(Boolean);
    if (rows.length) expect(rows[0].endsWith(`${from} - ${to}`)).toBe(true);
  });
});
