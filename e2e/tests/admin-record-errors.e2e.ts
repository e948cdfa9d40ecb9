import { createActiveManager, createPublication } from '../support/api';
import { watchPageErrors } from '../support/browser';
import { signInOnSite } from '../support/session';
import { useAdminWindow } from '../support/admin-window';

/** Issue 10, story 7: a record that cannot be read keeps staff on the page with an error box. */
describe('missing and foreign records in the back office', () => {
  const admin = useAdminWindow();
  let snackbars: string[];
  const manager = { email: 'record.manager@example.org', password: 'Record-Pass-2026' };

  beforeAll(async () => {
    snackbars = [];
    await admin.page.exposeFunction('recordSnackbar', (text: string) => snackbars.push(text));
    await admin.page.addInitScript(() => {
      new MutationObserver(() => {
        for (const node of Array.from(document.querySelectorAll('.MuiSnackbar-root:not([data-seen])'))) {
          node.setAttribute('data-seen', '1');
          (window as unknown as { recordSnackbar(t: string): void }).recordSnackbar(node.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // A new document, so the observer is installed (hash changes later keep this document).
    await admin.page.goto(`${admin.product.baseUrl}/`);
  });
  beforeEach(() => (snackbars.length = 0));

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

  it.each(MISSING)('shows "Error 404: Data not found" on %s and stays there', async (path) => {
    await admin.page.goto(`${admin.product.baseUrl}/admin/#${path}`);
    await admin.page.getByRole('alert').filter({ hasText: 'Error 404: Data not found' }).waitFor();
    await admin.page.waitForTimeout(300);
    expect(new URL(admin.page.url()).hash).toBe(`#${path}`);
    expect(snackbars).toEqual([]); // neither "Element does not exist" nor a second message
    expect(await admin.page.locator('.MuiSnackbar-root').count()).toBe(0);
  });

  it('says "Permission denied." when the API refuses the record (403)', async () => {
    // No role reads a record its menu offers and then gets 403, so the answer is staged here.
    await admin.page.route('**/api/v1/admin/noticetypes/1', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"statusCode":403,"message":"forbidden"}',
      }),
    );
    for (const path of ['/noticetypes/1/show', '/noticetypes/1']) {
      await admin.page.goto(`${admin.product.baseUrl}/admin/#${path}`);
      await admin.page.getByText('Permission denied.').waitFor();
      expect(new URL(admin.page.url()).hash).toBe(`#${path}`);
    }
    await admin.page.unroute('**/api/v1/admin/noticetypes/1');
    expect(snackbars).toEqual([]);
  });

  it('says "Permission denied." on a page the role may not open', async () => {
    const { id } = await createActiveManager(
      admin.context.request,
      admin.product.baseUrl,
      manager.email,
      manager.password,
    );
    await createPublication(admin.context.request, admin.product.baseUrl, 'Record Test Gazette', id);
    const managerPage = await admin.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const managerErrors = watchPageErrors(managerPage);
    await signInOnSite(managerPage, admin.product.baseUrl, manager.email, manager.password);
    await managerPage.goto(`${admin.product.baseUrl}/admin/#/mailbox/1/show`);
    await managerPage.getByText('Permission denied.').waitFor();
    expect(managerErrors).toEqual([]);
    await managerPage.close();
  });
});
