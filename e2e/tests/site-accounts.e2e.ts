import type { Locator } from '@playwright/test';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';

test.use({ productOptions: SHARED_PRODUCT.mail });

test.describe('a reader registers, verifies by e-mail and signs in on the site', () => {
  const reader = {
    email: 'reader.e2e@example.org',
    password: 'Lake-Huron-42',
    given: 'Rita',
    family: 'Reader',
  };

  // One walk: each step needs the account, link or session of the one before.
  test('registers, follows the e-mailed link, is refused a second use, signs in and signs out', async ({
    page,
    pageErrors,
    product,
    mailbox,
  }) => {
    await test.step('registers through the Register window', async () => {
      await page.goto(product.baseUrl);
      await page.getByRole('link', { name: 'Register', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await dialog.getByLabel('E-mail').fill(reader.email);
      await dialog.getByLabel('Given name').fill(reader.given);
      const submit = dialog.getByRole('button', { name: 'Register' });
      await expectDisabled(submit);
      await dialog.getByLabel('Family name').fill(reader.family);
      await submit.click();
      await dialog.getByText('Check your e-mail to activate your account.').waitFor();
    });
    await test.step('follows the e-mailed link and sets the first password with consent', async () => {
      const mail = await mailbox.waitFor(reader.email);
      const link = mail.links.find((l) => l.includes('/verify/'));
      expect(link).toBeDefined();
      expect(link!.startsWith(product.baseUrl)).toBe(true);
      await page.goto(link!);
      const dialog = page.getByRole('dialog', { name: 'Activate your account' });
      await dialog.getByLabel(/^Password/).fill(reader.password);
      await dialog.getByLabel(/^Confirm password/).fill(reader.password);
      const submit = dialog.getByRole('button', { name: 'Set password' });
      await expectDisabled(submit); // consent is still missing
      await dialog.getByRole('checkbox').check();
      await submit.click();
      await dialog.getByText('Your account is active').waitFor();
    });
    await test.step('refuses a second use of the same link', async () => {
      const mail = await mailbox.waitFor(reader.email);
      const link = mail.links.find((l) => l.includes('/verify/'))!;
      await page.goto(link);
      await page
        .getByRole('dialog')
        .getByText(/invalid|expired/i)
        .first()
        .waitFor();
    });
    await test.step('signs in and the header changes to the signed-in one', async () => {
      await page.goto(`${product.baseUrl}/login`);
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await dialog.getByLabel('E-mail').fill(reader.email);
      await dialog.getByLabel('Password').fill('wrong-password-1A');
      await dialog.getByRole('button', { name: 'Login' }).click();
      await dialog.getByText('Wrong email or password').waitFor();
      await dialog.getByLabel('Password').fill(reader.password);
      await dialog.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\//);
      await page.goto(product.baseUrl);
      await page.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await page.getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
    await test.step('signs out through /logout', async () => {
      await page.goto(`${product.baseUrl}/logout`);
      await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
      const session = await page.request.get(`${product.baseUrl}/api/v1/auth/validate_token`);
      expect(session.status()).toBe(401);
    });
  });
});

/** The button turns disabled once JavaScript has hydrated the form; wait for that, up to 10 s. */
async function expectDisabled(locator: Locator) {
  const handle = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction((el) => (el as HTMLButtonElement).disabled, handle, { timeout: 10000 });
}
