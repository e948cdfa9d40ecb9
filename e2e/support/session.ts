import type { Page } from '@playwright/test';

/** Signs in through the site's Login window, as a person would; ends on the back office. */
export async function signInOnSite(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\//);
}
