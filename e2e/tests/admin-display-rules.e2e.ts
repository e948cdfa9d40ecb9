import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { watchPageErrors } from '../support/browser';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';
import { api, billingReportsGenerated } from '../support/api';

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (AM|PM)$/;

interface Report {
  id: number;
  publication: { name: string };
  paymentPeriodFrom: string;
  paymentPeriodTo: string;
}

test.use({ productOptions: SHARED_PRODUCT.backOffice });

/** The display rules of the back office. */
test.describe('display rules in the back office', () => {
  test('writes date-times as MM/DD/YYYY, hh:mm A in lists and on details pages', async ({
    adminPage,
    product,
  }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/noticetypes`);
    const listCell = adminPage.locator('tbody td.column-createdAt').first();
    await listCell.waitFor();
    expect((await listCell.textContent())?.trim()).toMatch(DATE_TIME);
    const types = await api<{ data: Array<{ id: number }> }>(
      adminPage.request,
      product.baseUrl,
      'GET',
      '/admin/noticetypes',
    );
    await adminPage.goto(`${product.baseUrl}/admin/#/noticetypes/${types.data[0].id}/show`);
    const detail = adminPage.locator('.ra-field-createdAt').first();
    await detail.waitFor();
    expect((await detail.locator('span').last().textContent())?.trim()).toMatch(DATE_TIME);
  });

  test('offers exactly the four editable field types in the notice-type editor', async ({
    adminPage,
    product,
  }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/noticetypes/create`);
    await adminPage.getByRole('button', { name: 'Add' }).first().click();
    await adminPage.getByRole('combobox', { name: 'Field type' }).first().click();
    const options = await adminPage.getByRole('option').allTextContents();
    expect(options.map((o) => o.trim()).filter(Boolean)).toEqual([
      'Text',
      'Date',
      'Date and time',
      'Address',
    ]);
    await adminPage.keyboard.press('Escape');
  });

  test('edits a date-time in Detroit time, as shown, from a browser in another time zone', async ({
    browser,
    product,
  }) => {
    // A clerk in Iron County, Michigan (Central time): the editor reads and writes the Detroit time that
    // the summary and the public site show, not the browser's own.
    const central = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      timezoneId: 'America/Chicago',
    });
    try {
      const clerk = await central.newPage();
      const errors = watchPageErrors(clerk);
      await signInOnSite(clerk, product.baseUrl, ADMIN.email, ADMIN.password);
      const types = await api<{
        data: Array<{
          id: number;
          name: string;
          fields: Array<{ id: number; name: string; fieldType: string }>;
        }>;
      }>(central.request, product.baseUrl, 'GET', '/noticetypes');
      const hearing = types.data.find((type) => type.name === 'Public Hearing')!;
      const when = hearing.fields.find((field) => field.fieldType === 'dateTime')!;
      const publications = await api<{ data: Array<{ id: number }> }>(
        central.request,
        product.baseUrl,
        'GET',
        '/publications',
      );
      const created = await api<{ id: number }>(central.request, product.baseUrl, 'POST', '/admin/notices', {
        title: 'Hearing across time zones',
        content: 'The county hears the plan.',
        noticeTypeId: hearing.id,
        publicationId: publications.data[0].id,
        fieldValues: [{ noticeTypeCustomFieldId: when.id, dateTime: Date.UTC(2026, 11, 15, 15, 30) }],
        publicationDates: [{ date: `${new Date().getFullYear() + 1}-01-20` }],
      });
      await clerk.goto(`${product.baseUrl}/admin/#/notices/${created.id}/show`);
      await clerk.getByText('12/15/2026, 10:30 AM').waitFor();
      await clerk.goto(`${product.baseUrl}/admin/#/notices/${created.id}`);
      const input = clerk.getByLabel(new RegExp(`^${when.name}`));
      await input.waitFor();
      expect(await input.inputValue()).toBe('2026-12-15T10:30');
      await input.fill('2026-12-15T11:00');
      await clerk.getByRole('button', { name: 'Save' }).click();
      await clerk.waitForURL(/#\/notices\/\d+\/show/);
      await clerk.getByText('12/15/2026, 11:00 AM').waitFor();
      const stored = await api<{
        fieldValues: Array<{ noticeTypeCustomFieldId: number; dateTime?: number }>;
      }>(central.request, product.baseUrl, 'GET', `/admin/notices/${created.id}`);
      expect(stored.fieldValues.find((value) => value.noticeTypeCustomFieldId === when.id)?.dateTime).toBe(
        Date.UTC(2026, 11, 15, 16, 0),
      );
      expect(errors).toEqual([]);
    } finally {
      await central.close();
    }
  });

  test('counts the characters of an input with a maximum', async ({ adminPage, product }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/users/create`);
    const given = adminPage.getByLabel('Given name');
    await given.fill('Casey');
    const helper = await given.getAttribute('aria-describedby');
    await adminPage.locator(`[id="${helper}"]`).filter({ hasText: '5/255' }).waitFor();
  });

  test('shows a person as "Given Family" in the list and on the summary', async ({ adminPage, product }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/users/create`);
    await adminPage.getByLabel('E-mail').fill('casey.clerk@example.org');
    await adminPage.getByLabel('Given name').fill('Casey');
    await adminPage.getByLabel('Family name').fill('Clerk');
    await adminPage.getByRole('combobox', { name: 'Role' }).click();
    await adminPage.getByRole('option', { name: 'Public User' }).click();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await adminPage.waitForURL(/#\/users\/\d+\/show/);
    await adminPage.getByText('Casey Clerk').first().waitFor();
    await adminPage.goto(`${product.baseUrl}/admin/#/users`);
    await adminPage.getByRole('cell', { name: 'Casey Clerk' }).waitFor();
    expect(await adminPage.getByText('Clerk Casey').count()).toBe(0);
  });

  test('reads a billing period the same in the list and the CSV', async ({ adminPage, product }) => {
    await billingReportsGenerated(adminPage.request, product.baseUrl);
    const { data } = await api<{ data: Report[] }>(
      adminPage.request,
      product.baseUrl,
      'GET',
      '/admin/billingreports?per=1&_sort=paymentPeriodFrom&_order=DESC',
    );
    const [report] = data;
    const csv = await (
      await adminPage.request.get(`${product.baseUrl}/api/v1/admin/billingreports/${report.id}/csv`)
    ).text();
    const [header] = csv.split('\r\n');
    expect(header.split(',')).toContain('Billing period');
    await adminPage.goto(`${product.baseUrl}/admin/#/billingreports`);
    const row = adminPage.locator('tbody tr').first();
    await row.waitFor();
    const from = (await row.locator('td.column-paymentPeriodFrom').textContent())?.trim();
    const to = (await row.locator('td.column-paymentPeriodTo').textContent())?.trim();
    expect(`${from} - ${to}`).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/);
    // The week ends on a Saturday in Detroit: the UTC day of its last instant would be the Sunday.
    const lastDay = new Date(`${to!.slice(6)}-${to!.slice(0, 2)}-${to!.slice(3, 5)}T12:00:00Z`).getUTCDay();
    if (report.paymentPeriodTo && /WEEK/.test(JSON.stringify(report))) expect(lastDay).toBe(6);
    const rows = csv.split('\r\n').slice(1).filter(Boolean);
    // The period's column holds the list's reading (a last column, Charged, follows it).
    if (rows.length) expect(rows[0]).toContain(`,${from} - ${to},`);
  });
});
