import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allowToday, api, detroitToday } from '../support/api';
import { watchPageErrors } from '../support/browser';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { ADMIN, DEMO } from '../support/product';
import { signInOnSite } from '../support/session';

const FIXTURES = join(__dirname, '..', 'fixtures');
const PICTURE = 'parcel-map.png';
const TITLE = 'Emergency Closure of Fifth Avenue Bridge';

test.use({ productOptions: {} });

/**
 * On a fresh clone (`./.data`, a dot-folder, as DATA_DIR; demo data) the demo
 * publication manager attaches a picture in the editor and publishes; a reader opens it from the public
 * notice page and gets the very bytes, with their content type. Files under a dot-folder once answered 500.
 */
test.describe('an attachment served by the product started as on a fresh clone', () => {
  // One walk: the reader opens the attachment the manager published.
  test('the demo manager attaches a picture to a draft and publishes it; a reader opens it: same bytes and type', async ({
    browser,
    page,
    pageErrors,
    product,
  }) => {
    // Publishing today needs the setting a system administrator turns on after the first start.
    const admin = await browser.newPage();
    await signInOnSite(admin, product.baseUrl, ADMIN.email, ADMIN.password);
    await allowToday(admin.request, product.baseUrl);
    await admin.close();
    await page.setViewportSize({ width: 1366, height: 900 });
    let noticeId = 0;
    await test.step('the demo manager attaches a picture in the editor to a draft and publishes it', async () => {
      await signInOnSite(page, product.baseUrl, DEMO.manager, product.demoPassword());
      const publications = await api<{ data: Array<{ id: number; name: string }> }>(
        page.request,
        product.baseUrl,
        'GET',
        '/admin/publications',
      );
      const types = await api<{ data: Array<{ id: number; name: string }> }>(
        page.request,
        product.baseUrl,
        'GET',
        '/admin/noticetypes',
      );
      // A demo type without custom fields, in the demo publication the manager administers.
      const draft = await api<{ id: number }>(page.request, product.baseUrl, 'POST', '/admin/notices', {
        title: TITLE,
        content: 'The Fifth Avenue bridge is closed to all traffic until further notice.',
        noticeTypeId: types.data.find((t) => t.name === 'Emergency Notice')!.id,
        publicationId: publications.data.find((p) => p.name === 'Lansing State Journal')!.id,
        fieldValues: [],
        publicationDates: [{ date: detroitToday() }],
      });
      noticeId = draft.id;

      await page.goto(`${product.baseUrl}/admin/#/notices/${noticeId}`);
      // The back office's first paint on a fresh product: the navigation's budget, not an action's.
      await step(page, 'attachment-editor', () =>
        page.getByRole('textbox', { name: 'Title', exact: true }).waitFor({ timeout: 30_000 }),
      );
      await page.locator('input[type="file"]').nth(1).setInputFiles(join(FIXTURES, PICTURE));
      await step(page, 'attachment-uploaded', () => page.getByText(PICTURE).first().waitFor());
      await page.getByRole('button', { name: 'Publish' }).click();
      await step(page, 'attachment-notice-published', async () => {
        await page.waitForURL(/#\/notices\/\d+\/show/);
        await page.getByText('P - Published').first().waitFor();
      });
    });
    await test.step('[needs the storage fix] a reader opens the attachment from the public notice page: same bytes and type', async () => {
      const reader = await browser.newContext({ acceptDownloads: true });
      const site = await reader.newPage();
      const errors = watchPageErrors(site);
      await site.goto(`${product.baseUrl}/notices/${noticeId}`);
      await site.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const served = reader.waitForEvent('response', {
        predicate: (response) => new URL(response.url()).pathname.startsWith('/api/v1/storage/'),
        timeout: 15000,
      });
      const opened = reader.waitForEvent('page');
      await site.getByRole('link', { name: new RegExp(PICTURE.replace('.', '\\.')) }).click();
      await opened;
      // An image opens in its tab: shown inline, not sent as a download.
      const response = await step(site, 'attachment-response', () => served);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['content-disposition']).toMatch(/^inline; filename=/);
      expect((await response.body()).equals(readFileSync(join(FIXTURES, PICTURE)))).toBe(true);
      await site
        .getByRole('alert')
        .waitFor({ state: 'detached', timeout: 1000 })
        .catch(() => undefined);
      expect(await site.getByRole('alert').count()).toBe(0);
      await reader.close();
      expect(errors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
