import { api, detroitToday } from '../support/api';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: {} });

/**
 * An API user generates a key on the settings page; a "program" (plain fetch calls here) exchanges it for
 * a token with the client-credentials grant and submits a notice, which then appears in the back office.
 */
test.describe('API key and API submission', () => {
  const apiUser = { email: 'integration@example.org', password: 'Api-User-Pass-7' };

  test('generates a key on the settings page, and a program uses it to submit a notice', async ({
    browser,
    page,
    pageErrors,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Kalamazoo Courier',
      noticeType: 'Invitation to Bid',
      ownerEmail: 'owner.api@example.org',
    });
    const admin = world.admin;
    const { publicationId, noticeTypeId } = world;
    const user = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/users', {
      email: apiUser.email,
      givenName: 'Integration',
      familyName: 'Robot',
      roles: 'API_USER',
      apiUserToPublications: [{ publicationId, allowFreeNotices: false }],
    });
    await api(admin.request, product.baseUrl, 'PUT', `/admin/users/${user.id}/activate`, {
      password: apiUser.password,
      confirmPassword: apiUser.password,
    });
    await admin.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInOnSite(page, product.baseUrl, apiUser.email, apiUser.password);
    await page.goto(`${product.baseUrl}/admin/#/systemsettings`);
    await page.getByRole('button', { name: 'Generate API key' }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: /confirm|generate/i });
    if (await confirm.count()) await confirm.first().click();
    const clientId = await step(page, 'api-key-generated', () => page.getByLabel('Client id').inputValue());
    await page.getByRole('button', { name: 'Show secret' }).click();
    const secret = await page.getByLabel('Secret', { exact: true }).inputValue();
    expect(secret.length).toBeGreaterThan(20);

    // The program: client credentials → bearer token → the same notice endpoints as the editor.
    const tokenAnswer = await fetch(`${product.baseUrl}/api/v1/auth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(tokenAnswer.status).toBe(200);
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const created = await fetch(`${product.baseUrl}/api/v1/admin/notices`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Invitation to Bid: Road Salt 2027',
        content: 'Sealed bids for road salt will be received until noon.',
        noticeTypeId,
        publicationId,
        fieldValues: [],
        publicationDates: [{ date: detroitToday() }],
      }),
    });
    expect(created.status).toBe(201);
    const notice = (await created.json()) as { id: number; submissionType: string };
    expect(notice.submissionType).toBe('api');

    await page.goto(`${product.baseUrl}/admin/#/notices`);
    await page.getByRole('link', { name: 'Invitation to Bid: Road Salt 2027' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
