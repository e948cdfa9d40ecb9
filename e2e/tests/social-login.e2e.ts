import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/product';

const account = {
  sub: 'oidc-reader-1',
  email: 'social.e2e@example.org',
  givenName: 'Sol',
  familyName: 'Social',
};

test.use({
  productOptions: {
    oidcAccounts: {
      [account.sub]: {
        email: account.email,
        email_verified: true,
        given_name: account.givenName,
        family_name: account.familyName,
      },
    },
  },
});

test.describe('social sign-in through a real OpenID Connect provider', () => {
  test('signs a new reader in with the identity provider and shows the signed-in header', async ({
    page,
    product,
    oidc: provider,
  }) => {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    // oidc-provider's development login and consent pages
    await page.waitForURL(new RegExp(`^${provider!.issuer}`));
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

  test('a browser signed in as someone else is told so, and keeps its session', async ({
    adminPage: page,
    product,
    oidc: provider,
  }) => {
    await page.goto(`${product.baseUrl}/api/v1/auth/oauth/login?returnTo=%2F`);
    await page.waitForURL(new RegExp(`^${provider!.issuer}`));
    await page.locator('input[name="login"]').fill(account.sub);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click(); // consent
    await expect(page.getByText(/^You are signed in as .+\. Sign out first, then sign in/)).toBeVisible();
    const profile = await page.request.get(`${product.baseUrl}/api/v1/auth/profile`);
    expect((await profile.json()).user.email).toBe(ADMIN.email);
  });
});
