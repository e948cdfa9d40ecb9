import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startOidcProvider } from '../support/oidc';
import { freePort, startProduct, type Product } from '../support/product';

describe('social sign-in through a real OpenID Connect provider', () => {
  let product: Product;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let browser: Browser;
  let page: Page;
  const account = {
    sub: 'oidc-reader-1',
    email: 'social.e2e@example.org',
    givenName: 'Sol',
    familyName: 'Social',
  };

  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider(`http://127.0.0.1:${port}/api/v1/auth/oauth/callback`, account);
    product = await startProduct({ port, env: provider.env });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await provider?.close();
  });

  it('signs a new reader in with the identity provider and shows the signed-in header', async () => {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    // oidc-provider's development login and consent pages
    await page.waitForURL(new RegExp(`^${provider.issuer}`));
    await page.locator('input[name="login"]').fill(account.sub);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click(); // consent
    await page.waitForURL(
      (url) => url.origin === product.baseUrl && !url.search.includes('identity_provider_id'),
    );
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    const profile = await page.request.get(`${product.baseUrl}/api/v1/auth/profile`);
    expect(profile.status()).toBe(200);
    const { user } = await profile.json();
    expect(user).toMatchObject({ email: account.email, roles: 'PUBLIC_USER', status: 'active' });
  });
});
