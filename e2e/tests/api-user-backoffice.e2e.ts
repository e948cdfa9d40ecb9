import type { Page } from '@playwright/test';
import { step } from '../support/debug';
import { expect, test as base } from '../support/fixtures';
import { DEMO } from '../support/product';
import { signInOnSite } from '../support/session';

/** The demo API user's publications (backend/src/publications/publications.seed.ts: the 2nd and 3rd). */
const API_USER_PUBLICATIONS = ['Detroit Legal News', 'Grand Rapids Press'];

/** The back-office menu of an API_USER (common/src/permissions.ts), in menu order. */
const API_USER_MENU = [
  'Dashboard',
  'Notice types',
  'Notices',
  'Profile',
  'Create notice',
  'Saved searches',
  'System settings',
];

interface ApiUserWindow {
  page: Page;
  /** Waits until the page has settled and answers what went wrong on it: error boxes, snackbars, calls. */
  problemsOn(name: string): Promise<string[]>;
}

const test = base.extend<{ apiUser: ApiUserWindow }>({
  /** `page` (1366×900, clipboard allowed) with the demo API user signed in, watching its API calls. */
  apiUser: async ({ context, page, pageErrors, product }, use) => {
    void pageErrors; // requested so the window fails the test on a script error
    await page.setViewportSize({ width: 1366, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
    /** API answers of 400 and above since the last check, as "403 GET /api/v1/…". */
    let failedCalls: string[] = [];
    /** API calls of the page not answered yet. */
    let pendingCalls = 0;
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/v1/');
    page.on('request', (request) => void (isApi(request.url()) && pendingCalls++));
    page.on('requestfailed', (request) => void (isApi(request.url()) && pendingCalls--));
    page.on('requestfinished', (request) => void (isApi(request.url()) && pendingCalls--));
    page.on('response', (response) => {
      const url = new URL(response.url());
      const call = `${response.request().method()} ${url.pathname}`;
      // GET auth/api_key answers 404 while the user has no key ("No API key yet").
      if (response.status() === 404 && call === 'GET /api/v1/auth/api_key') return;
      if (isApi(response.url()) && response.status() >= 400) failedCalls.push(`${response.status()} ${call}`);
    });
    await signInOnSite(page, product.baseUrl, DEMO.apiUser, product.demoPassword());
    failedCalls = []; // each test answers for its own pages

    async function problemsOn(name: string): Promise<string[]> {
      // Settled: no API call pending for half a second, and no loader left.
      for (let quiet = 0, waited = 0; quiet < 5 && waited < 100; waited++) {
        await page.waitForTimeout(100);
        quiet = pendingCalls === 0 ? quiet + 1 : 0;
      }
      await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 10000 });
      const boxes = await page.getByRole('alert').allInnerTexts();
      const denied = await page.getByText('Permission denied.').count();
      const problems = [
        ...failedCalls,
        ...boxes.filter((text) => /error|denied|could not|not exist/i.test(text)),
        ...(denied ? ['Permission denied.'] : []),
      ].map((problem) => `${name}: ${problem}`);
      failedCalls = [];
      return problems;
    }
    await use({ page, problemsOn });
  },
});

test.use({ productOptions: {} });

/**
 * The back office as the demo API user of a fresh `npm start` (demo data on, its password read from the
 * start-up banner): every menu item opens without an error box, a 403 or any failed API call; the API
 * key is generated and copied; the iframe generator's snippet embeds one `pub` per publication.
 */
test.describe('the back office as an API user', () => {
  let publicationIds: Record<string, number> = {};

  test.beforeAll(async ({ product }) => {
    const publications = (await (await fetch(`${product.baseUrl}/api/v1/publications`)).json()) as {
      data: Array<{ id: number; name: string }>;
    };
    publicationIds = Object.fromEntries(publications.data.map((p) => [p.name, p.id]));
  });

  // "Create notice" loads GET admin/publications/all, which answers an API user its own publications.
  test('sees exactly its menu items; each opens without an error box, a 403 or a failed call', async ({
    apiUser,
  }) => {
    const { page, problemsOn } = apiUser;
    const menuItem = (label: string) =>
      page.locator(`.RaMenu-open [aria-label="${label}"], .RaMenu-closed [aria-label="${label}"]`);
    await step(page, 'api-user-menu', () => menuItem('Notices').waitFor());
    const labels = await page
      .locator('.RaMenu-open [aria-label], .RaMenu-closed [aria-label]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(labels).toEqual(['Homepage', ...API_USER_MENU]);
    const problems: string[] = [];
    for (const label of API_USER_MENU) {
      await menuItem(label).click();
      problems.push(...(await step(page, `api-user-${label}`, () => problemsOn(label))));
    }
    expect(problems).toEqual([]);
  });

  test('lists the notices of its publications only', async ({ apiUser, product }) => {
    const { page, problemsOn } = apiUser;
    await page.goto(`${product.baseUrl}/admin/#/notices`);
    await step(page, 'api-user-notices', () => page.locator('tbody tr').first().waitFor());
    const rows = await page.locator('tbody tr').allInnerTexts();
    const others = Object.keys(publicationIds).filter((name) => !API_USER_PUBLICATIONS.includes(name));
    for (const row of rows) {
      expect(API_USER_PUBLICATIONS.some((name) => row.includes(name))).toBe(true);
      expect(others.filter((name) => row.includes(name))).toEqual([]);
    }
    expect(await problemsOn('notices list')).toEqual([]);
  });

  // The editor's Publication offers an API user exactly its enabled publications (GET admin/publications/all).
  test('creates a notice: exactly its publications offered, the request preview names the choice', async ({
    apiUser,
    product,
  }) => {
    const { page, problemsOn } = apiUser;
    await page.goto(`${product.baseUrl}/admin/#/notices/create`);
    await page.getByRole('combobox', { name: 'Publication' }).click();
    const offered = await step(page, 'api-user-publication-choices', async () => {
      await page.getByRole('option').first().waitFor();
      return page.getByRole('option').allInnerTexts();
    });
    expect(offered.sort()).toEqual([...API_USER_PUBLICATIONS].sort());
    const chosen = API_USER_PUBLICATIONS[0];
    await page.getByRole('option', { name: chosen }).click();
    await page.getByRole('button', { name: 'Request preview' }).click();
    const body = await page
      .getByRole('dialog', { name: 'Request preview' })
      .getByLabel('Request body')
      .inputValue();
    expect((JSON.parse(body) as { publicationId: unknown }).publicationId).toBe(publicationIds[chosen]);
    await page
      .getByRole('dialog', { name: 'Request preview' })
      .getByRole('button', { name: 'Close' })
      .click();
    expect(await problemsOn('create notice')).toEqual([]);
  });

  test('generates its API key on the system settings page and copies the secret', async ({
    apiUser,
    product,
  }) => {
    const { page, problemsOn } = apiUser;
    await page.goto(`${product.baseUrl}/admin/#/systemsettings`);
    await page.getByText('No API key yet').waitFor();
    await page.getByRole('button', { name: 'Generate API key' }).click();
    const clientId = await step(page, 'api-user-key', () => page.getByLabel('Client id').inputValue());
    expect(clientId).toBeTruthy();
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByRole('button', { name: 'Show secret' }).click();
    expect(copied).toBe(await page.getByLabel('Secret', { exact: true }).inputValue());
    expect(copied.length).toBeGreaterThan(20);
    // The key works: the client-credentials grant exchanges it for a token.
    const token = await fetch(`${product.baseUrl}/api/v1/auth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(copied)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(200);
    expect(await problemsOn('API key')).toEqual([]);
  });

  test('generates an iframe snippet whose src is the embed with one pub per publication', async ({
    apiUser,
    product,
  }) => {
    const { page, problemsOn } = apiUser;
    await page.goto(`${product.baseUrl}/admin/#/systemsettings`);
    const publications = page.getByRole('combobox', { name: 'Publications' });
    for (const name of API_USER_PUBLICATIONS) {
      await publications.click();
      await publications.fill(name.split(' ')[0]);
      await page.getByRole('option', { name }).click();
    }
    const snippet = await step(page, 'iframe-snippet', () =>
      page
        .getByRole('textbox', { name: 'Code' })
        .or(page.getByLabel('Code', { exact: true }))
        .first()
        .inputValue(),
    );
    const src = /<iframe src="([^"]+)"/.exec(snippet)?.[1];
    expect(src).toBeTruthy();
    const url = new URL(src!.replace(/&amp;/g, '&'));
    expect(url.origin).toBe(product.baseUrl);
    expect(url.pathname).toBe('/embed');
    expect(url.searchParams.getAll('pub')).toEqual(
      API_USER_PUBLICATIONS.map((n) => String(publicationIds[n])),
    );
    await page.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    // The snippet's src serves the embedded search.
    expect((await fetch(url)).status).toBe(200);
    expect(await problemsOn('iframe generator')).toEqual([]);
  });

  test('opens its profile with its e-mail', async ({ apiUser, product }) => {
    const { page, problemsOn } = apiUser;
    await page.goto(`${product.baseUrl}/admin/#/profile`);
    await step(page, 'api-user-profile', () => page.getByText(DEMO.apiUser).first().waitFor());
    expect(await page.getByRole('textbox', { name: /^Given name/ }).inputValue()).toBe('Avery');
    expect(await problemsOn('profile')).toEqual([]);
  });
});
