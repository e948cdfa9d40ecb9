import { expect, test } from '../support/fixtures';

test.use({ productOptions: {} });

/** Issue 22, search details a reader meets in the pickers, the empty weeks and the sitemap. */
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
});
