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
    const firstId = await step(page, 'api-key-generated', () => page.getByLabel('Client id').inputValue());
    // The toggle says what it does next, to the eye and to a screen reader.
    const secretField = page.getByLabel('Secret', { exact: true });
    await page.getByRole('button', { name: 'Show secret' }).click();
    await expect(secretField).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide secret' }).click();
    await expect(secretField).toHaveAttribute('type', 'password');

    // Regenerate at once (a clerk who copied the secret badly): confirmed, so it goes through within the
    // seconds that refuse a double-clicked Generate, and the new pair replaces the one shown.
    await page.getByRole('button', { name: 'Regenerate API key' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm|regenerate/i })
      .click();
    await expect(page.getByText('API key generated')).toBeVisible();
    await expect(page.getByLabel('Client id')).not.toHaveValue(firstId);
    const clientId = await page.getByLabel('Client id').inputValue();
    await page.getByRole('button', { name: 'Show secret' }).click();
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await expect(page.getByText(/Could not generate/)).toHaveCount(0);

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

  test("a system administrator generates an API user's key, then regenerates it at once from the list", async ({
    browser,
    pageErrors,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Marquette Mining Journal',
      noticeType: 'Request for Proposals',
      ownerEmail: 'owner.keys@example.org',
    });
    const admin = world.admin;
    admin.on('pageerror', (error) => pageErrors.push(error.message));
    const email = 'county.robot@example.org';
    await api(admin.request, product.baseUrl, 'POST', '/admin/users', {
      email,
      givenName: 'County',
      familyName: 'Robot',
      roles: 'API_USER',
      apiUserToPublications: [{ publicationId: world.publicationId, allowFreeNotices: false }],
    });
    await admin.setViewportSize({ width: 1366, height: 768 });
    await admin.goto(`${product.baseUrl}/admin/#/apikeys`);
    const row = admin.getByRole('row', { name: new RegExp(email) });
    const newKey = admin.getByRole('dialog', { name: 'New API key' });
    const keyIn = async (action: 'Generate' | 'Regenerate') => {
      await row.getByRole('button', { name: `${action} API key` }).click();
      await admin
        .getByRole('dialog')
        .getByRole('button', { name: /confirm/i })
        .click();
      await newKey.waitFor();
      const id = await newKey.getByLabel('Client id').inputValue();
      await newKey.getByRole('button', { name: 'Close' }).click();
      await newKey.waitFor({ state: 'hidden' });
      return id;
    };
    const first = await keyIn('Generate');
    await expect(row).toContainText(first);
    // Seconds later, deliberately: the row names the key it replaces, so the API lets it through.
    const second = await keyIn('Regenerate');
    expect(second).not.toBe(first);
    await expect(row).toContainText(second);
    await expect(admin.getByText(/Could not generate/)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
