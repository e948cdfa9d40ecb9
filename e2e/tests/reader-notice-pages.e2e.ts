import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { api, detroitDayIn, detroitToday } from '../support/api';
import { step } from '../support/debug';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { ADMIN } from '../support/product';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

// As a reader walks them: a replaced notice says so and points at the current
// version; attachments open in the browser; a search card shows the days the search found it by.
test.use({ productOptions: SHARED_PRODUCT.reader, viewport: { width: 1280, height: 900 } });

const FIXTURES = join(__dirname, '..', 'fixtures');
const PICTURE = 'parcel-map.png';
const DOCUMENT = 'foreclosure-notice.pdf';

/** MM/DD/YYYY, as the site writes a day. */
const mdy = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

/** Attaches a public file through the API, as the editor's upload does; answers its attachment id. */
async function attach(
  request: APIRequestContext,
  baseUrl: string,
  noticeId: number,
  file: string,
  contentType: string,
): Promise<number> {
  const bytes = readFileSync(join(FIXTURES, file));
  const upload = await api<{ attachmentId: number; uploadUrl: string; headers: Record<string, string> }>(
    request,
    baseUrl,
    'POST',
    `/admin/notices/${noticeId}/attachments`,
    { kind: 'public', name: file, contentType, size: bytes.length },
  );
  const put = await request.fetch(new URL(upload.uploadUrl, baseUrl).href, {
    method: 'PUT',
    headers: upload.headers,
    data: bytes,
  });
  expect(put.ok(), `uploading ${file}`).toBe(true);
  await api(
    request,
    baseUrl,
    'POST',
    `/admin/notices/${noticeId}/attachments/${upload.attachmentId}/complete`,
  );
  return upload.attachmentId;
}

test.describe('a reader on notice pages: replaced notices, attachments, matched dates', () => {
  const corrected = { first: 0, second: 0 };
  const filed = { id: 0, picture: 0, document: 0 };
  const FILED_TITLE = 'Notice of Kestrel Creek Drain Assessment';
  const WINDOW = { from: detroitDayIn(-40), to: detroitDayIn(-30) };
  const MATCHED = detroitDayIn(-35);

  test.beforeAll(async ({ browser, product }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Marquette Mining Journal',
      noticeType: 'Drain Hearing',
      ownerEmail: 'owner.reader-pages@example.org',
    });
    const admin = world.admin;
    const base = { noticeTypeId: world.noticeTypeId, publicationId: world.publicationId, fieldValues: [] };

    // A replaced notice: published today, then corrected into a published version 2 (the run kept, as the editor does).
    const body = {
      ...base,
      title: 'Notice of Heron Lake Special Assessment',
      content: 'A hearing on the special assessment roll will be held at the township hall.',
    };
    const first = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/notices', {
      ...body,
      publicationDates: [{ date: detroitToday() }],
    });
    await api(admin.request, product.baseUrl, 'PUT', `/admin/notices/${first.id}/publish`);
    const second = await api<{ id: number; status: string }>(
      admin.request,
      product.baseUrl,
      'PUT',
      `/admin/notices/${first.id}`,
      {
        ...body,
        title: 'Notice of Heron Lake Special Assessment (corrected)',
        publicationDates: [{ date: detroitToday() }],
        createNewVersion: true,
        publishNewVersion: true,
      },
    );
    expect(second.status).toBe('P');
    corrected.first = first.id;
    corrected.second = second.id;

    // Attachments and matched dates: a notice that ran five weeks ago and again today, with a PNG and a PDF.
    await api(admin.request, product.baseUrl, 'POST', '/admin/systemsettings', {
      pastDatesEnabled: true,
      currentDateEnabled: true,
    });
    const notice = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/notices', {
      ...base,
      title: FILED_TITLE,
      content: 'The kestrel creek drain commissioner will review the apportionments.',
      publicationDates: [{ date: MATCHED }, { date: detroitToday() }],
    });
    filed.id = notice.id;
    filed.picture = await attach(admin.request, product.baseUrl, notice.id, PICTURE, 'image/png');
    filed.document = await attach(admin.request, product.baseUrl, notice.id, DOCUMENT, 'application/pdf');
    await api(admin.request, product.baseUrl, 'PUT', `/admin/notices/${notice.id}/publish`);
    await api(admin.request, product.baseUrl, 'POST', '/admin/systemsettings', {
      pastDatesEnabled: false,
      currentDateEnabled: true,
    });
    await admin.close();
  });

  test('a replaced version says so at the top, links to the current one and names it canonical', async ({
    page,
    product,
  }) => {
    const { first, second } = corrected;
    await step(page, 'replaced-version', async () => {
      await page.goto(`${product.baseUrl}/notices/${first}`);
      await page
        .getByRole('heading', { level: 1, name: 'Notice of Heron Lake Special Assessment' })
        .waitFor();
    });
    const banner = page.getByRole('note', { name: 'Replaced notice' });
    await expect(banner).toHaveText(
      `This notice was replaced on ${mdy(detroitToday())} by a corrected version — read the current version`,
    );
    const current = banner.getByRole('link', { name: 'read the current version' });
    await expect(current).toHaveAttribute('href', `/notices/${second}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/notices/${second}$`),
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd.url).toMatch(new RegExp(`/notices/${second}$`));
    expect(jsonLd.creativeWorkStatus).toBe('Obsolete');

    await step(page, 'current-version', async () => {
      await current.click();
      await page.waitForURL(new RegExp(`/notices/${second}$`));
      await page
        .getByRole('heading', { level: 1, name: 'Notice of Heron Lake Special Assessment (corrected)' })
        .waitFor();
    });
    await expect(page.getByRole('note', { name: 'Replaced notice' })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/notices/${second}$`),
    );
  });

  test('the back office summary of the replaced version shows the same banner', async ({
    browser,
    product,
  }) => {
    const admin = await browser.newPage();
    await signInOnSite(admin, product.baseUrl, ADMIN.email, ADMIN.password);
    await admin.goto(`${product.baseUrl}/admin/#/notices/${corrected.first}/show`);
    const alert = admin.getByRole('alert').filter({ hasText: 'This notice was replaced on' });
    await step(admin, 'admin-replaced-banner', () => alert.waitFor());
    await expect(alert).toContainText(`replaced on ${mdy(detroitToday())} by a corrected version`);
    await alert.getByRole('link', { name: 'read the current version' }).click();
    await admin.waitForURL(new RegExp(`#/notices/${corrected.second}/show`));
    await admin.close();
  });

  test('attachments list their type and size and open in the browser, not as downloads', async ({
    page,
    product,
  }) => {
    await step(page, 'attachments', async () => {
      await page.goto(`${product.baseUrl}/notices/${filed.id}`);
      await page.getByRole('heading', { level: 1, name: FILED_TITLE }).waitFor();
    });
    const files = page.getByRole('region', { name: 'Attachments' });
    const picture = files.getByRole('listitem').filter({ hasText: PICTURE });
    const document = files.getByRole('listitem').filter({ hasText: DOCUMENT });
    await expect(picture).toContainText(/\(PNG image, [\d.]+ (bytes|kB|MB)\)/);
    await expect(document).toContainText(/\(PDF, [\d.]+ (bytes|kB|MB)\)/);

    for (const [id, name, type] of [
      [filed.picture, PICTURE, 'image/png'],
      [filed.document, DOCUMENT, 'application/pdf'],
    ] as const) {
      // The link's own URL, as a reader without JavaScript follows it: redirected to the stored file.
      const response = await page.request.get(`${product.baseUrl}/attachments/${filed.id}/${id}`);
      expect([name, response.status(), response.headers()['content-type']]).toEqual([name, 200, type]);
      const headers = response.headers();
      expect(headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="${name.replace('.', '\\.')}"`),
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(headers['content-security-policy']).not.toContain('script-src');
      if (type === 'image/png') expect(headers['content-security-policy']).toMatch(/sandbox$/);
      expect((await response.body()).equals(readFileSync(join(FIXTURES, name)))).toBe(true);
    }

    // Clicked: the picture is shown in the new tab (no download, no blank tab).
    const downloads: string[] = [];
    page.context().on('download', (download) => downloads.push(download.suggestedFilename()));
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      picture.getByRole('link', { name: new RegExp(`^${PICTURE.replace('.', '\\.')}`) }).click(),
    ]);
    await step(tab, 'attachment-inline', () => tab.waitForURL(/\/api\/v1\/storage\//));
    await expect(tab.locator('img')).toHaveCount(1);
    expect(downloads).toEqual([]);
    await tab.close();
  });

  test('a search with a date window shows the day it matched, not the last day', async ({
    page,
    product,
  }) => {
    const search = `?for=kestrel&from=${WINDOW.from}&to=${WINDOW.to}`;
    await step(page, 'search-window', async () => {
      await page.goto(`${product.baseUrl}/${search}`);
      await page.getByRole('article', { name: FILED_TITLE }).waitFor();
    });
    const card = page.getByRole('article', { name: FILED_TITLE });
    await expect(card.locator('.card-meta time')).toHaveText([mdy(MATCHED)]);
    await expect(card).not.toContainText(mdy(detroitToday()));
    // Printed, it names the same day.
    await card.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Print selected (1)' }).click();
    const preview = page.getByRole('region', { name: 'Printing preview (1)' });
    await expect(preview.locator('.printed-meta')).toHaveText(new RegExp(`^${mdy(MATCHED)} · `));
    await preview.getByRole('button', { name: 'Hide preview' }).click();

    // This week (the default) finds it by today's run.
    await step(page, 'search-this-week', async () => {
      await page.goto(`${product.baseUrl}/?for=kestrel&dateRange=tw`);
      await page.getByRole('article', { name: FILED_TITLE }).waitFor();
    });
    await expect(page.getByRole('article', { name: FILED_TITLE }).locator('.card-meta time')).toHaveText([
      mdy(detroitToday()),
    ]);
  });
});
