import { ADMIN } from '../support/product';
import { useAdminWindow } from '../support/admin-window';

/** Issue 10, story 5: the server's reasons reach staff on the fields and in plain words. */
describe('server errors in back-office forms', () => {
  const admin = useAdminWindow();

  it('puts a field error of the API on its input and names it in the snackbar', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/users/create`);
    await admin.page.getByLabel('E-mail').fill(ADMIN.email); // taken: the API answers 400 { email: email_not_unique }
    await admin.page.getByLabel('Given name').fill('Dora');
    await admin.page.getByLabel('Family name').fill('Duplicate');
    await admin.page.getByRole('combobox', { name: 'Role' }).click();
    await admin.page.getByRole('option', { name: 'Public User' }).click();
    await admin.page.getByRole('button', { name: 'Save' }).click();

    await admin.page.getByText('Please correct — E-mail: This e-mail is already taken').waitFor();
    const emailInput = admin.page.getByLabel('E-mail');
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true');
    // The refused field takes the focus, so the form scrolls back up to it.
    expect(await emailInput.evaluate((input) => input === document.activeElement)).toBe(true);
    const helper = await emailInput.getAttribute('aria-describedby');
    expect(await admin.page.locator(`[id="${helper}"]`).textContent()).toContain(
      'This e-mail is already taken',
    );
    await admin.page.screenshot({ path: '/tmp/h6-form-error.png' });
    expect(await admin.page.getByText('Bad data provided').count()).toBe(0);
  });

  it('tells why billing reports of a running period cannot be generated', async () => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#/billingreports`);
    await admin.page.getByRole('button', { name: 'Generate reports' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Generate billing reports' });
    await dialog.getByRole('button', { name: 'Generate' }).click(); // the default: this month, not over yet
    await admin.page.getByText('The billing period has not ended yet').waitFor();
    expect(await admin.page.getByText('Could not complete request').count()).toBe(0);
  });
});
