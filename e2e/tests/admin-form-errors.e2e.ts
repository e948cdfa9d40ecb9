import { billingReportsGenerated } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/product';

test.use({ productOptions: {} });

/** Issue 10, story 5: the server's reasons reach staff on the fields and in plain words. */
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

  test('tells why billing reports of a running period cannot be generated', async ({
    adminPage,
    product,
  }) => {
    await billingReportsGenerated(adminPage.request, product.baseUrl); // the list settles first
    await adminPage.goto(`${product.baseUrl}/admin/#/billingreports`);
    await adminPage.locator('tbody tr').first().waitFor();
    await adminPage.getByRole('button', { name: 'Generate reports' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Generate billing reports' });
    await dialog.getByRole('button', { name: 'Generate' }).click(); // the default: this month, not over yet
    await adminPage.getByText('The billing period has not ended yet').waitFor();
    expect(await adminPage.getByText('Could not complete request').count()).toBe(0);
  });
});
