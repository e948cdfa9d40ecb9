import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { api, createActiveManager, createPublication } from '../support/api';
import { step } from '../support/debug';
import { expect, test } from '../support/fixtures';
import { ADMIN, newWorkDir, startProduct, type Product } from '../support/product';
import { signInOnSite } from '../support/session';

const FIXTURES = join(__dirname, '..', 'fixtures');

test.use({ productOptions: {} });

/**
 * A publication user with publish permission creates a notice from a PDF content file with two images,
 * publishes it, the scheduler publishes its first date (the product restarts a day later and catches up),
 * they edit it (a new version appears), publish that version and cancel its date.
 */
test.describe('a notice from draft to published, a new version and a canceled date', () => {
  /** The products this walk started (one, then the same data restarted a day later). */
  const started: Product[] = [];
  const clerk = { email: 'clerk.e2e@example.org', password: 'Ledger-Book-31' };

  // One walk on one product's data, restarted a day later in the middle.
  test('creates a notice from a PDF with two images, is published by the scheduler a day later, versioned, and a date canceled', async ({
    browser,
    page,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    const workDir = newWorkDir();
    let product = await startProduct({ workDir, keepData: true });
    started.push(product);
    let noticeId = 0;
    const adminPage = await browser.newPage();
    await signInOnSite(adminPage, product.baseUrl, ADMIN.email, ADMIN.password);
    const owner = await createActiveManager(
      adminPage.request,
      product.baseUrl,
      'owner.e2e@example.org',
      'Owner-Pass-2026',
    );
    const publication = await createPublication(
      adminPage.request,
      product.baseUrl,
      'Ingham County Legal News',
      owner.id,
    );
    const clerkUser = await createActiveManager(
      adminPage.request,
      product.baseUrl,
      clerk.email,
      clerk.password,
    );
    await api(adminPage.request, product.baseUrl, 'PUT', `/admin/users/${clerkUser.id}`, {
      email: clerk.email,
      givenName: 'Clerk',
      familyName: 'Manager',
      roles: 'PUBLICATION_MANAGER',
      publicationUserPermissions: [
        { publicationId: publication.id, role: 'PUBLICATION_USER', hasPermissionToPublish: true },
      ],
    });
    // Its own type beside the demo's "Mortgage Foreclosure" (whose required fields another test covers).
    await api(adminPage.request, product.baseUrl, 'POST', '/admin/noticetypes', {
      name: 'Foreclosure Sale by Advertisement',
      fields: [{ name: 'Mortgagor', fieldType: 'text', required: false }],
    });
    await adminPage.close();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await test.step('creates the notice from a PDF content file with two images and publishes it', async () => {
      await signInOnSite(page, product.baseUrl, clerk.email, clerk.password);
      await page.goto(`${product.baseUrl}/admin/#/notices/create`);
      await page.getByRole('combobox', { name: 'Notice type' }).click();
      await page.getByRole('option', { name: 'Foreclosure Sale by Advertisement' }).click();
      await page.getByRole('combobox', { name: 'Publication' }).click();
      await page.getByRole('option', { name: 'Ingham County Legal News' }).click();
      await page
        .getByRole('textbox', { name: 'Title', exact: true })
        .fill('Notice of Mortgage Foreclosure Sale');

      const files = page.locator('input[type="file"]');
      await files.nth(0).setInputFiles(join(FIXTURES, 'foreclosure-notice.pdf'));
      await page
        .getByRole('dialog', { name: 'Create content from file' })
        .getByRole('button', { name: 'Create content' })
        .click();
      await step(page, 'content-from-pdf', () =>
        page.waitForFunction(() =>
          Array.from(document.querySelectorAll('textarea')).some((t) => t.value.includes('public auction')),
        ),
      );
      await files.nth(1).setInputFiles([join(FIXTURES, 'parcel-map.png'), join(FIXTURES, 'site-photo.png')]);

      await page.getByRole('button', { name: 'Add date' }).click();
      await page.getByRole('button', { name: 'Add date' }).click();
      await page.getByRole('button', { name: 'Publish' }).click();
      await step(page, 'published-summary', async () => {
        await page.waitForURL(/#\/notices\/\d+\/show/);
        await page.getByText('S - Scheduled').first().waitFor();
      });
      noticeId = Number(/notices\/(\d+)/.exec(page.url())![1]);
      const notice = await api<NoticeAnswer>(
        page.request,
        product.baseUrl,
        'GET',
        `/admin/notices/${noticeId}`,
      );
      expect(notice.files.contentAttachment?.name).toBe('foreclosure-notice.pdf');
      expect(notice.files.publicAttachments.map((a) => a.name).sort()).toEqual([
        'parcel-map.png',
        'site-photo.png',
      ]);
      expect(notice.publicationDates.filter((d) => !d.published)).toHaveLength(2);
    });
    await test.step('is published by the scheduler when its first day comes (start-up catch-up a day later)', async () => {
      await product.stop();
      product = await startProduct({ workDir, keepData: true, env: { CLOCK_OFFSET_HOURS: '24' } });
      started.push(product);
      await page.context().clearCookies(); // the old port's cookie means nothing to the new one
      await step(page, 'sign-in-after-restart', () =>
        signInOnSite(page, product.baseUrl, clerk.email, clerk.password),
      );
      await step(page, 'scheduler-published', async () => {
        await waitUntil(async () => {
          const notice = await api<NoticeAnswer>(
            page.request,
            product.baseUrl,
            'GET',
            `/admin/notices/${noticeId}`,
          );
          return notice.status === 'P' && notice.publicationDates.filter((d) => d.published).length === 1;
        });
        await page.goto(`${product.baseUrl}/admin/#/notices/${noticeId}/show`);
        await page.getByText('P - Published').first().waitFor();
      });
      const publicAnswer = await fetch(`${product.baseUrl}/api/v1/notices/${noticeId}`);
      expect(publicAnswer.status).toBe(200);
    });
    await test.step('edits the published notice, which creates a new version', async () => {
      await page.goto(`${product.baseUrl}/admin/#/notices/${noticeId}`);
      const warning = page.getByRole('dialog', { name: 'A new version will be created' });
      await warning.waitFor();
      await warning.getByRole('button').first().click();
      await page
        .getByRole('textbox', { name: 'Title', exact: true })
        .fill('Notice of Mortgage Foreclosure Sale (amended)');
      await page.getByRole('button', { name: 'Save' }).click();
      // This walk takes the draft road, and publishes the new version from its summary below.
      await page
        .getByRole('dialog', { name: 'Create version 2?' })
        .getByRole('button', { name: 'Save version 2 as a draft' })
        .click();
      await step(page, 'new-version', () =>
        page.waitForURL(
          (url) => /#\/notices\/\d+\/show/.test(url.hash) && !url.hash.includes(`/${noticeId}/`),
        ),
      );
      const newId = Number(/notices\/(\d+)/.exec(page.url())![1]);
      const next = await api<NoticeAnswer>(page.request, product.baseUrl, 'GET', `/admin/notices/${newId}`);
      expect(next.version).toBe(2);
      expect(next.hasPreviousVersions).toBe(true);
      const old = await api<NoticeAnswer>(page.request, product.baseUrl, 'GET', `/admin/notices/${noticeId}`);
      expect(old.hasNextVersions).toBe(true);
      noticeId = newId;
    });
    await test.step('publishes the new version and cancels its pending date', async () => {
      await page.getByRole('button', { name: 'Publish' }).click();
      await step(page, 'publish-new-version', () => page.getByText('S - Scheduled').first().waitFor());
      const pending = (
        await api<NoticeAnswer>(page.request, product.baseUrl, 'GET', `/admin/notices/${noticeId}`)
      ).publicationDates.find((d) => d.noticeId === noticeId && !d.published && !d.canceled)!;
      await page.getByRole('button', { name: `Cancel publication date ${formatDay(pending.date)}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await step(page, 'cancel-date', () =>
        waitUntil(async () => {
          const notice = await api<NoticeAnswer>(
            page.request,
            product.baseUrl,
            'GET',
            `/admin/notices/${noticeId}`,
          );
          return notice.publicationDates.some((d) => d.id === pending.id && d.canceled);
        }),
      );
      expect(pageErrors).toEqual([]);
    });
  });

  test.afterEach(async () => {
    // The walk's own products and data, whatever happened.
    for (const product of started.splice(0)) {
      await product.stop();
      rmSync(product.workDir, { recursive: true, force: true });
    }
  });
});

interface NoticeAnswer {
  status: string;
  version: number;
  hasPreviousVersions: boolean;
  hasNextVersions: boolean;
  files: { contentAttachment: { name: string } | null; publicAttachments: Array<{ name: string }> };
  publicationDates: Array<{
    id: number;
    date: string;
    noticeId: number;
    published: boolean;
    canceled: boolean;
  }>;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The date as the details page names it in the cancel button (MM/DD/YYYY). */
function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}
