import type { Page } from '@playwright/test';
import { api, detroitDayIn, detroitToday } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

interface NoticeAnswer {
  id: number;
  title: string;
  content: string;
  status: string;
  noticeType: { id: number };
  publication: { id: number };
  fieldValues: Array<{ noticeTypeCustomFieldId: number; text?: string | null }>;
  files: { contentAttachment: unknown; publicAttachments: unknown[] };
  publicationDates: Array<{ date: string }>;
  hasPreviousVersions: boolean;
}

/**
 * A recurring notice is copied, not retyped: "Copy as new notice" from the list and
 * from the summary opens the editor with the type, publication, title, fields and content, and no dates,
 * files or history; the copy keeps its source in the URL (a reload keeps it).
 */
test('a clerk copies a published notice as a new one, from the list and from the summary', async ({
  browser,
  product,
}) => {
  const world = await publishingWorld(browser, product, {
    publication: 'Three Rivers Commercial-News',
    noticeType: 'Council Minutes',
    ownerEmail: 'owner.copy@example.org',
  });
  const type = await api<{ id: number; fields: Array<{ id: number; name: string }> }>(
    world.admin.request,
    product.baseUrl,
    'POST',
    '/admin/noticetypes',
    { name: 'Board Meeting', fields: [{ name: 'Meeting place', fieldType: 'text', required: true }] },
  );
  const place = type.fields[0].id;
  const { id: source } = await api<{ id: number }>(
    world.admin.request,
    product.baseUrl,
    'POST',
    '/admin/notices',
    {
      title: 'Regular meeting of the township board',
      content: 'The township board meets on the second Tuesday of each month.',
      noticeTypeId: type.id,
      publicationId: world.publicationId,
      fieldValues: [{ noticeTypeCustomFieldId: place, text: 'Township hall, 100 Main St.' }],
      publicationDates: [{ date: detroitToday() }],
    },
  );
  await api(world.admin.request, product.baseUrl, 'PUT', `/admin/notices/${source}/publish`);

  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInOnSite(page, product.baseUrl, 'owner.copy@example.org', 'Owner-Pass-2026');

  /** Checks the prefilled editor, adds one date and saves; answers the new notice. */
  const saveCopy = async (copyPage: Page, day: string) => {
    await expect(
      copyPage.getByRole('alert').filter({ hasText: `copied from notice #${source}` }),
    ).toBeVisible();
    await expect(copyPage.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Regular meeting of the township board',
    );
    await expect(copyPage.getByRole('combobox', { name: 'Notice type' })).toHaveText('Board Meeting');
    await expect(copyPage.getByRole('combobox', { name: 'Publication' })).toHaveText(
      'Three Rivers Commercial-News',
    );
    await expect(copyPage.getByRole('textbox', { name: 'Meeting place' })).toHaveValue(
      'Township hall, 100 Main St.',
    );
    await expect(copyPage.getByRole('textbox', { name: /^Publication date/ })).toHaveCount(0);
    await copyPage.getByRole('button', { name: 'Add date' }).click();
    await copyPage.getByRole('textbox', { name: 'Publication date 1', exact: true }).fill(day);
    await copyPage.getByRole('button', { name: 'Save' }).click();
    await copyPage.waitForURL(
      (url) => /#\/notices\/\d+\/show/.test(url.hash) && !url.hash.includes(`/${source}/`),
    );
    const id = Number(/notices\/(\d+)/.exec(copyPage.url())![1]);
    return api<NoticeAnswer>(copyPage.request, product.baseUrl, 'GET', `/admin/notices/${id}`);
  };

  // From the list: the row's copy action.
  await page.goto(`${product.baseUrl}/admin/#/notices`);
  const row = page.getByRole('row').filter({ hasText: 'Regular meeting of the township board' });
  await row.getByRole('link', { name: 'Copy as new notice' }).click();
  await page.waitForURL(new RegExp(`#/notices/create\\?copyFrom=${source}$`));
  await page.reload(); // the copy's source is in the URL
  const fromList = await saveCopy(page, detroitDayIn(7));
  expect(fromList).toMatchObject({
    status: 'D',
    title: 'Regular meeting of the township board',
    content: 'The township board meets on the second Tuesday of each month.',
    noticeType: { id: type.id },
    publication: { id: world.publicationId },
    files: { contentAttachment: null, publicAttachments: [] },
    hasPreviousVersions: false,
  });
  expect(fromList.fieldValues).toEqual([
    expect.objectContaining({ noticeTypeCustomFieldId: place, text: 'Township hall, 100 Main St.' }),
  ]);
  expect(fromList.publicationDates.map((d) => d.date)).toEqual([detroitDayIn(7)]);

  // From the summary of the source.
  await page.goto(`${product.baseUrl}/admin/#/notices/${source}/show`);
  await page.getByRole('link', { name: 'Copy as new notice' }).click();
  const fromSummary = await saveCopy(page, detroitDayIn(14));
  expect(fromSummary.publicationDates.map((d) => d.date)).toEqual([detroitDayIn(14)]);
  expect(fromSummary.id).not.toBe(fromList.id);
  await page.close();
});
