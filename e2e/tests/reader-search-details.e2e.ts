import { api, detroitDayIn } from '../support/api';
import { expect, test } from '../support/fixtures';
import { publishingWorld } from '../support/world';

test.use({ productOptions: {} });

/** Search details a reader meets in the pickers, the empty weeks and the sitemap. */
test.describe('search details', () => {
  test('the county picker puts names that start with the typed text first, and loses no letter typed fast', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/`);
    const county = page.getByRole('combobox', { name: 'County' });
    await county.click();
    // "way": Wayne starts with it, Newaygo only contains it; Enter adds the first.
    await county.pressSequentially('way', { delay: 0 });
    const countyOptions = page.getByRole('listbox', { name: 'County' }).getByRole('option');
    await expect(countyOptions.first()).toHaveText('Wayne');
    await county.press('Enter');
    await page.getByRole('button', { name: 'Remove Wayne' }).waitFor();
    // Dictation and autofill type with no pause between keys: every letter stays.
    await county.pressSequentially('washtenaw', { delay: 0 });
    await expect(county).toHaveValue('washtenaw');
    await expect(countyOptions.first()).toHaveText('Washtenaw');
    const publication = page.getByRole('combobox', { name: 'Publication' });
    await publication.click();
    await publication.pressSequentially('jackson citizen', { delay: 0 });
    await expect(publication).toHaveValue('jackson citizen');
  });

  test('the Emergency button on a week without emergency notices says so and offers the last 30 days (14)', async ({
    browser,
    page,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Ironwood Daily Globe',
      noticeType: 'Boil Water Advisory',
      ownerEmail: 'owner.emergency@example.org',
    });
    await api(world.admin.request, product.baseUrl, 'POST', '/admin/systemsettings', {
      pastDatesEnabled: true,
      currentDateEnabled: true,
      emergencyNoticeTypeId: world.noticeTypeId,
    });
    // Ten days ago: not this week, within the last 30 days.
    const { id } = await api<{ id: number }>(world.admin.request, product.baseUrl, 'POST', '/admin/notices', {
      title: 'Boil water advisory for the east side',
      content: 'Residents east of the river should boil water before drinking it.',
      noticeTypeId: world.noticeTypeId,
      publicationId: world.publicationId,
      fieldValues: [],
      publicationDates: [{ date: detroitDayIn(-10) }],
    });
    await api(world.admin.request, product.baseUrl, 'PUT', `/admin/notices/${id}/publish`);

    await page.goto(`${product.baseUrl}/`);
    await page.getByRole('link', { name: 'Emergency notices' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'No emergency notices this week.' }),
    ).toBeVisible();
    await expect(page.getByText('No notices found.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Show emergency notices of the last 30 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === detroitDayIn(-30));
    await expect(page.getByText('1 notice found.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Boil water advisory for the east side/ }).first(),
    ).toBeVisible();
  });

  test('text fields with a maximum count their characters, and the search box stops at the limit (15)', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/`);
    const box = page.getByRole('searchbox', { name: 'Search text' });
    const counter = page.locator('#search-for-counter');
    await expect(counter.locator('[aria-hidden="true"]')).toHaveText('0/1000');
    await expect(counter.locator('.visually-hidden')).toHaveText('0 of 1000 characters');
    await box.fill('x'.repeat(1005));
    await expect(box).toHaveValue('x'.repeat(1000));
    await expect(counter).toContainText('1000/1000');
    await box.fill('drain');
    await box.press('Enter');
    await page.waitForURL(/for=drain/);
    await expect(page.getByText(/Search text must be/)).toHaveCount(0);
    // The register window's inputs count too.
    await page.goto(`${product.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Given name').fill('Ada');
    await expect(dialog.getByText('3/255')).toBeVisible();
  });

  test('names the search in the page title, offers its Atom feed, and lists the site’s pages in the sitemap (16)', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.baseUrl}/?for=foreclosure`);
    await expect(page).toHaveTitle('foreclosure — Search public notices | Michigan Public Notices');
    const feed = page.getByRole('link', { name: 'Subscribe to this search (Atom)' });
    await expect(feed).toHaveAttribute('href', /^\/feeds\/search\.atom\?.*for=foreclosure/);
    const atom = await page.request.get(`${product.baseUrl}${await feed.getAttribute('href')}`);
    expect([atom.status(), atom.headers()['content-type']]).toEqual([200, expect.stringContaining('atom')]);
    const sitemap = await (await page.request.get(`${product.baseUrl}/sitemap.xml?page=1`)).text();
    for (const path of ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'])
      expect([path, sitemap.includes(`${path}</loc>`)]).toEqual([path, true]);
  });
});
