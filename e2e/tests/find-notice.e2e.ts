import { api, detroitDayIn } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

/**
 * A clerk finds a notice in the list by a word of its title, content or custom-field
 * text, or by its id, and narrows by status; both stay in the URL (a reload or a shared link keeps them).
 */
test('a clerk finds a notice by a word, by its id and by status, and the URL keeps the search', async ({
  browser,
  product,
}) => {
  const world = await publishingWorld(browser, product, {
    publication: 'Manistee News Advocate',
    noticeType: 'Vacancy Notice',
    ownerEmail: 'owner.find@example.org',
  });
  const type = await api<{ id: number; fields: Array<{ id: number }> }>(
    world.admin.request,
    product.baseUrl,
    'POST',
    '/admin/noticetypes',
    { name: 'Estate Notice', fields: [{ name: 'Decedent', fieldType: 'text', required: true }] },
  );
  const create = (title: string, content: string, decedent: string) =>
    api<{ id: number }>(world.admin.request, product.baseUrl, 'POST', '/admin/notices', {
      title,
      content,
      noticeTypeId: type.id,
      publicationId: world.publicationId,
      fieldValues: [{ noticeTypeCustomFieldId: type.fields[0].id, text: decedent }],
      publicationDates: [{ date: detroitDayIn(5) }],
    });
  const draft = await create(
    'Estate of a resident',
    'Creditors must present claims to the trustee.',
    'Wojciechowski',
  );
  const scheduled = await create(
    'Estate notice',
    'Claims against the estate of the harbormaster.',
    'Lindqvist',
  );
  await api(world.admin.request, product.baseUrl, 'PUT', `/admin/notices/${scheduled.id}/publish`);

  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInOnSite(page, product.baseUrl, 'owner.find@example.org', 'Owner-Pass-2026');
  await page.goto(`${product.baseUrl}/admin/#/notices`);
  const rows = page.locator('tbody tr');
  const search = page.getByRole('textbox', { name: 'Find a notice' });

  // A custom field's text (the decedent's name), typed as the clerk remembers it.
  await search.fill('wojciechowski');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Estate of a resident');
  await expect.poll(() => decodeURIComponent(page.url())).toContain('filters[q][$cont]=wojciechowski');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Find a notice' })).toHaveValue('wojciechowski');
  await expect(rows).toHaveCount(1);

  // A word of the content; then narrowed to scheduled notices.
  await search.fill('claims');
  await expect(rows).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'S - Scheduled' }).click();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Estate notice');

  // By id, as it is read over the phone ("number 123"); the list opened afresh, without filters.
  await page.goto(`${product.baseUrl}/admin/#/notices?page=1`);
  await page.getByRole('textbox', { name: 'Find a notice' }).fill(`#${draft.id}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Estate of a resident');
  await page.screenshot({ path: test.info().outputPath('find-notice.png') });
  await page.close();
});
