import { createClerkWithoutPublish } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

/**
 * The editor's Publish is never disabled without saying why, in the words the
 * summary uses (admin.pages.notices.publishDisabled).
 */
test.describe('why Publish is disabled in the notice editor', () => {
  const clerk = { email: 'trainee.clerk@example.org', password: 'Trainee-Pass-2026' };

  /** Hovers the Publish button's wrapper (a disabled button gets no pointer events) and reads the tooltip. */
  const publishReason = async (page: import('@playwright/test').Page) => {
    const publish = page.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await publish.locator('..').hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const text = (await tooltip.textContent()) ?? '';
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });
    return text;
  };

  test('tells a clerk without publish permission, and anyone with no dates or invalid dates', async ({
    browser,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Ionia Sentinel-Standard',
      noticeType: 'Ordinance Summary',
      ownerEmail: 'owner.reasons@example.org',
    });
    await createClerkWithoutPublish(world.admin.request, product.baseUrl, clerk, world.publicationId);
    const choose = async (page: import('@playwright/test').Page) => {
      await page.goto(`${product.baseUrl}/admin/#/notices/create`);
      await page.getByRole('combobox', { name: 'Notice type' }).click();
      await page.getByRole('option', { name: 'Ordinance Summary' }).click();
      await page.getByRole('combobox', { name: 'Publication' }).click();
      await page.getByRole('option', { name: 'Ionia Sentinel-Standard' }).click();
    };

    // The system administrator: no date yet, then a date in the past.
    const admin = world.admin;
    await admin.setViewportSize({ width: 1366, height: 768 });
    await choose(admin);
    expect(await publishReason(admin)).toBe('Add a publication date first');
    await admin.getByRole('button', { name: 'Add date' }).click();
    await admin.getByRole('textbox', { name: 'Publication date 1', exact: true }).fill('2020-01-06');
    await admin.getByRole('textbox', { name: 'Publication date 1', exact: true }).blur();
    expect(await publishReason(admin)).toBe('Correct the publication dates first');

    // A clerk who may not publish in this publication.
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, clerk.email, clerk.password);
    await choose(page);
    await page.getByRole('button', { name: 'Add date' }).click();
    expect(await publishReason(page)).toBe(
      'Training incomplete: you have no permission to publish in this publication',
    );
    await page.close();
  });
});
