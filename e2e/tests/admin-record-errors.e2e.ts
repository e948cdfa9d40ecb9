import { expect, test as base, SHARED_PRODUCT } from '../support/fixtures';
import { createActiveManager, createPublication } from '../support/api';
import { watchPageErrors } from '../support/browser';
import { signInOnSite } from '../support/session';

/** The admin window, recording the text of every snackbar it shows from its first document on. */
const test = base.extend<{ snackbars: string[] }>({
  snackbars: async ({ adminPage, product }, use) => {
    const snackbars: string[] = [];
    await adminPage.exposeFunction('recordSnackbar', (text: string) => snackbars.push(text));
    await adminPage.addInitScript(() => {
      new MutationObserver(() => {
        for (const node of Array.from(document.querySelectorAll('.MuiSnackbar-root:not([data-seen])'))) {
          node.setAttribute('data-seen', '1');
          (window as unknown as { recordSnackbar(t: string): void }).recordSnackbar(node.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // A new document, so the observer is installed (hash changes later keep this document).
    await adminPage.goto(`${product.baseUrl}/`);
    await use(snackbars);
  },
});

test.use({ productOptions: SHARED_PRODUCT.backOffice });

/** A record that cannot be read keeps staff on the page with an error box. */
test.describe('missing and foreign records in the back office', () => {
  const manager = { email: 'record.manager@example.org', password: 'Record-Pass-2026' };
  // One text for a record that does not exist and one of another publication: the API answers 404 for
  // both so as not to reveal which (ADR 027), and the words are true either way.
  const NOT_FOUND_OR_DENIED = 'Not found, or you have no permission to see it.';

  const MISSING = [
    '/users/99999/show',
    '/users/99999',
    '/publications/99999/show',
    '/publications/99999',
    '/noticetypes/99999/show',
    '/noticetypes/99999',
    '/notices/99999/show',
    '/notices/99999',
    '/savedsearches/99999/show',
    '/savedsearches/99999',
  ];

  for (const path of MISSING)
    test(`shows "Not found, or you have no permission to see it." on ${path} and stays there`, async ({
      adminPage,
      product,
      snackbars,
    }) => {
      await adminPage.goto(`${product.baseUrl}/admin/#${path}`);
      await adminPage.getByRole('alert').filter({ hasText: NOT_FOUND_OR_DENIED }).waitFor();
      await adminPage.waitForTimeout(300);
      expect(new URL(adminPage.url()).hash).toBe(`#${path}`);
      expect(snackbars).toEqual([]); // neither "Element does not exist" nor a second message
      expect(await adminPage.locator('.MuiSnackbar-root').count()).toBe(0);
    });

  test('says "Permission denied." when the API refuses the record (403)', async ({
    adminPage,
    product,
    snackbars,
  }) => {
    // No role reads a record its menu offers and then gets 403, so the answer is staged here.
    await adminPage.route('**/api/v1/admin/noticetypes/1', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"statusCode":403,"message":"forbidden"}',
      }),
    );
    for (const path of ['/noticetypes/1/show', '/noticetypes/1']) {
      await adminPage.goto(`${product.baseUrl}/admin/#${path}`);
      await adminPage.getByText('Permission denied.').waitFor();
      expect(new URL(adminPage.url()).hash).toBe(`#${path}`);
    }
    await adminPage.unroute('**/api/v1/admin/noticetypes/1');
    expect(snackbars).toEqual([]);
  });

  test('says "Permission denied." on a page the role may not open, and of another publication\'s notice what it says of a missing one', async ({
    adminPage,
    product,
    browser,
  }) => {
    const { id } = await createActiveManager(
      adminPage.request,
      product.baseUrl,
      manager.email,
      manager.password,
    );
    await createPublication(adminPage.request, product.baseUrl, 'Record Test Gazette', id);
    const managerPage = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const managerErrors = watchPageErrors(managerPage);
    await signInOnSite(managerPage, product.baseUrl, manager.email, manager.password);
    await managerPage.goto(`${product.baseUrl}/admin/#/mailbox/1/show`);
    await managerPage.getByText('Permission denied.').waitFor();
    // Another publication's notice (the demo data's), opened by its link: the same words as a missing one.
    const search = await (await fetch(`${product.baseUrl}/api/v1/search/search?per=1`)).json();
    const foreign = (search as { result: number[] }).result[0];
    for (const path of [`/notices/${foreign}/show`, `/notices/${foreign}`, '/notices/99999/show']) {
      await managerPage.goto(`${product.baseUrl}/admin/#${path}`);
      await managerPage.getByRole('alert').filter({ hasText: NOT_FOUND_OR_DENIED }).waitFor();
      expect(await managerPage.getByText('Data not found').count()).toBe(0);
    }
    expect(managerErrors).toEqual([]);
    await managerPage.close();
  });
});
