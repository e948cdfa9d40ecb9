import type { APIRequestContext, Page } from '@playwright/test';

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
  // The back office's landing page (notices, users or profile) is chosen once the session is read; a
  // test that moved on at /admin/ could have its own route replaced by that choice a moment later.
  await page.waitForURL(/\/admin\/#\/[a-z]/);
}

/**
 * Signs a browser context in through the API (its cookie jar keeps the session cookie), for tests whose
 * story starts signed in: quicker than the Login window, which tests of signing in walk themselves.
 */
export async function signInByApi(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post(`${baseUrl}/api/v1/auth/login`, { data: { email, password } });
  if (!response.ok()) throw new Error(`signing in as ${email} answered ${response.status()}`);
}
