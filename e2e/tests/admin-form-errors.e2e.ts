import { billingReportsGenerated, detroitToday } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { ADMIN } from '../support/product';

test.use({ productOptions: SHARED_PRODUCT.backOffice });

/** The server's reasons reach staff on the fields and in plain words. */
test.describe('server errors in back-office forms', () => {
  test('puts a field error of the API on its input and names it in the snackbar', async ({
    adminPage,
    product,
  }) => {
    await adminPage.goto(`${product.baseUrl}/admin/#/users/create`);
    await adminPage.getByLabel('E-mail').fill(ADMIN.email); // taken: the API answers 400 { email: email_not_unique }
    await adminPage.getByLabel('Given name').fill('Dora');
    await adminPage.getByLabel('Family name').fill('Duplicate');
    await adminPage.getByRole('combobox', { name: 'Role' }).click();
    await adminPage.getByRole('option', { name: 'Public User' }).click();
    await adminPage.getByRole('button', { name: 'Save' }).click();

    await adminPage.getByText('Please correct — E-mail: This e-mail is already taken').waitFor();
    const emailInput = adminPage.getByLabel('E-mail');
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true');
    // The refused field takes the focus, so the form scrolls back up to it.
    expect(await emailInput.evaluate((input) => input === document.activeElement)).toBe(true);
    const helper = await emailInput.getAttribute('aria-describedby');
    expect(await adminPage.locator(`[id="${helper}"]`).textContent()).toContain(
      'This e-mail is already taken',
    );
    await adminPage.screenshot({ path: '/tmp/h6-form-error.png' });
    expect(await adminPage.getByText('Bad data provided').count()).toBe(0);
  });

  test('generates last month by default, and tells before sending why a running period cannot be', async ({
    adminPage,
    product,
  }) => {
    await billingReportsGenerated(adminPage.request, product.baseUrl); // the list settles first
    await adminPage.goto(`${product.baseUrl}/admin/#/billingreports`);
    await adminPage.locator('tbody tr').first().waitFor();
    await adminPage.getByRole('button', { name: 'Generate reports' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Generate billing reports' });
    const day = dialog.getByLabel('A day in the period');
    const today = detroitToday();
    const [year, month] = today.split('-').map(Number);
    const lastMonthEnd = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
    await expect(day).toHaveValue(lastMonthEnd);
    await expect(day).toHaveAttribute('max', lastMonthEnd);
    // A day of this month: refused in the form, naming the last day that can be billed.
    await day.fill(today);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(
      dialog.getByText(`That period has not ended yet: choose a day up to ${lastMonthEnd}`),
    ).toBeVisible();
    // The default goes through: last month's reports (already made by the daily job, so none new).
    await day.fill(lastMonthEnd);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await adminPage.getByText(/Reports generated: \d+ new, \d+ already existed/).waitFor();
    expect(await adminPage.getByText('Could not').count()).toBe(0);
  });
});
