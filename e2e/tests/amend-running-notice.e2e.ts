import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { api, createClerkWithoutPublish, detroitDayIn, detroitToday } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

const FIXTURES = join(__dirname, '..', 'fixtures');

/** A day as the back office writes it (MM/DD/YYYY). */
const formatDay = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

interface NoticeAnswer {
  id: number;
  version: number;
  status: string;
  files: { publicAttachments: Array<{ name: string }> };
  publicationDates: Array<{ date: string; version: number; published: boolean; canceled: boolean }>;
}
interface ProofAnswer {
  entries: Array<{ event: string; version: number }>;
}

/**
 * Correcting a running notice keeps its run when the clerk may publish (one action, each date's fate
 * said first), and tells a clerk who may not that the run stops; Publish uploads the files first (a
 * notice due today is never public without them), showing "Uploading i of n".
 */
test.describe('correcting a running notice', () => {
  const clerk = { email: 'clerk.amend@example.org', password: 'Clerk-Amend-2026' };

  /** A notice published today with two more weekly dates still to come. */
  const runningNotice = async (
    page: Page,
    baseUrl: string,
    world: { noticeTypeId: number; publicationId: number },
  ) => {
    const { id } = await api<{ id: number }>(page.request, baseUrl, 'POST', '/admin/notices', {
      title: 'Notice of hearing on the sewer rates',
      content: 'The village council will hold a public hearing.',
      noticeTypeId: world.noticeTypeId,
      publicationId: world.publicationId,
      fieldValues: [],
      publicationDates: [{ date: detroitToday() }, { date: detroitDayIn(7) }, { date: detroitDayIn(14) }],
    });
    await api(page.request, baseUrl, 'PUT', `/admin/notices/${id}/publish`);
    return id;
  };

  /** Opens the editor of a published notice, accepts the new-version warning and fixes the title. */
  const fixTitle = async (page: Page, baseUrl: string, id: number) => {
    await page.goto(`${baseUrl}/admin/#/notices/${id}`);
    await page
      .getByRole('dialog', { name: 'A new version will be created' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Notice of hearing on the sewer rates');
    await page.getByRole('button', { name: 'Save' }).click();
    return page.getByRole('dialog', { name: 'Create version 2?' });
  };

  test('a clerk who may publish keeps the run in one action, attachment uploaded before publishing', async ({
    browser,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Sturgis Journal',
      noticeType: 'Rate Hearing',
      ownerEmail: 'owner.amend@example.org',
    });
    const owner = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(owner, product.baseUrl, 'owner.amend@example.org', 'Owner-Pass-2026');
    const first = await runningNotice(owner, product.baseUrl, world);

    await owner.goto(`${product.baseUrl}/admin/#/notices/${first}`);
    await owner
      .getByRole('dialog', { name: 'A new version will be created' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await owner
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Notice of hearing on the sewer rates (corrected)');
    // Two attachments, each upload held a moment so the progress can be read as the clerk reads it.
    await owner
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles([join(FIXTURES, 'parcel-map.png'), join(FIXTURES, 'site-photo.png')]);
    await owner.route('**/api/v1/storage/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await owner.getByRole('button', { name: 'Save' }).click();

    const confirm = owner.getByRole('dialog', { name: 'Create version 2?' });
    await expect(confirm).toContainText(
      `Already published, stays with version 1: ${formatDay(detroitToday())}.`,
    );
    const fates = await confirm.getByRole('list', { name: 'What happens to each date' }).innerText();
    expect(fates.split('\n').filter(Boolean)).toEqual([
      `${formatDay(detroitDayIn(7))}: moves to version 2`,
      `${formatDay(detroitDayIn(14))}: moves to version 2`,
    ]);
    await expect(confirm).toContainText('Create and publish keeps the run');
    await confirm.getByRole('button', { name: 'Create and publish version 2' }).click();
    await expect(
      owner.getByRole('status').filter({ hasText: 'Uploading 1 of 2: parcel-map.png' }),
    ).toBeVisible();
    await expect(
      owner.getByRole('status').filter({ hasText: 'Uploading 2 of 2: site-photo.png' }),
    ).toBeVisible();
    await owner.waitForURL(
      (url) => /#\/notices\/\d+\/show/.test(url.hash) && !url.hash.includes(`/${first}/`),
    );
    await owner.getByText('S - Scheduled').first().waitFor();

    const second = Number(/notices\/(\d+)/.exec(owner.url())![1]);
    const v2 = await api<NoticeAnswer>(owner.request, product.baseUrl, 'GET', `/admin/notices/${second}`);
    expect([v2.version, v2.status]).toEqual([2, 'S']);
    expect(v2.files.publicAttachments.map((file) => file.name).sort()).toEqual([
      'parcel-map.png',
      'site-photo.png',
    ]);
    expect(
      v2.publicationDates.filter((d) => d.version === 2).map((d) => [d.date, d.published, d.canceled]),
    ).toEqual([
      [detroitDayIn(7), false, false],
      [detroitDayIn(14), false, false],
    ]);
    // Version 1's proof reads as a move, not a stop.
    await owner.goto(`${product.baseUrl}/admin/#/notices/${first}/show`);
    const proof = owner.getByRole('table', { name: 'Proof of publication' });
    await expect(proof.getByRole('row').filter({ hasText: 'Date moved to version 2' })).toHaveCount(2);
    await owner.screenshot({ path: test.info().outputPath('amended-version-1.png'), fullPage: true });
    await owner.close();
  });

  test('Publish of a notice due today uploads its file first: no public moment without it, one log entry', async ({
    browser,
    product,
  }) => {
    await publishingWorld(browser, product, {
      publication: 'Coldwater Daily Reporter',
      noticeType: 'Bid Notice',
      ownerEmail: 'owner.files@example.org',
    });
    // Signed in after the world allowed dates today (the session holds the date settings).
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, 'owner.files@example.org', 'Owner-Pass-2026');
    await page.goto(`${product.baseUrl}/admin/#/notices/create`);
    await page.getByRole('combobox', { name: 'Notice type' }).click();
    await page.getByRole('option', { name: 'Bid Notice' }).click();
    await page.getByRole('combobox', { name: 'Publication' }).click();
    await page.getByRole('option', { name: 'Coldwater Daily Reporter' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Invitation to bid: road salt');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Sealed bids for road salt are invited.');
    await page.getByRole('button', { name: 'Add date' }).click();
    await page.getByRole('textbox', { name: 'Publication date 1', exact: true }).fill(detroitToday());
    await page.locator('input[type="file"]').nth(1).setInputFiles(join(FIXTURES, 'parcel-map.png'));
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/#\/notices\/\d+\/show/);
    await page.getByText('P - Published').first().waitFor();
    const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
    const proof = await api<ProofAnswer>(page.request, product.baseUrl, 'GET', `/transparency/notices/${id}`);
    // Published with its file: the log's one entry already holds it (no "files changed" after).
    expect(proof.entries.map((entry) => entry.event)).toEqual(['published']);
  });

  test('a clerk who may not publish is told the run stops until someone publishes version 2', async ({
    browser,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Hillsdale Daily News',
      noticeType: 'Rate Hearing',
      ownerEmail: 'owner.norun@example.org',
    });
    await createClerkWithoutPublish(world.admin.request, product.baseUrl, clerk, world.publicationId);
    const first = await runningNotice(world.admin, product.baseUrl, world);
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, clerk.email, clerk.password);
    const confirm = await fixTitle(page, product.baseUrl, first);
    await expect(confirm).toContainText('You have no permission to publish in this publication');
    await expect(confirm).toContainText('the run stops');
    await expect(confirm.getByRole('button', { name: 'Create and publish version 2' })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Create version 2 as a draft' }).click();
    await page.waitForURL(
      (url) => /#\/notices\/\d+\/show/.test(url.hash) && !url.hash.includes(`/${first}/`),
    );
    await page.getByText('D - Draft').first().waitFor();
    await page.close();
  });
});
