import { api, detroitDayIn } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { publishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

const PUBLICATION = 'Leelanau Enterprise';
const NOTICE_TYPE = 'Notice of Drain Hearing';

/** A `YYYY-MM-DD` day as the admin writes it, MM/DD/YYYY. */
const shown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

/**
 * The summary says at a glance what the notice is (status, next publication date,
 * publication, type), and the date actions sit at the dates they act on, on a desktop and on a phone.
 */
test.describe('the notice summary at a glance', () => {
  test('a scheduled notice shows its strip, and Cancel dates and Add date at its dates', async ({
    browser,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: PUBLICATION,
      noticeType: NOTICE_TYPE,
      ownerEmail: 'owner.glance@example.org',
    });
    const admin = world.admin;
    const sooner = detroitDayIn(9);
    const later = detroitDayIn(16);
    const { id } = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/notices', {
      title: 'Hearing on the Cedar Creek drain',
      content: 'A public hearing on the drain assessment will be held.',
      noticeTypeId: world.noticeTypeId,
      publicationId: world.publicationId,
      fieldValues: [],
      publicationDates: [{ date: later }, { date: sooner }],
    });
    await api(admin.request, product.baseUrl, 'PUT', `/admin/notices/${id}/publish`);

    await admin.setViewportSize({ width: 1366, height: 768 });
    await admin.goto(`${product.baseUrl}/admin/#/notices/${id}/show`);

    // The strip: the status as the page names it, the earliest of the two dates, publication and type.
    const strip = admin.getByRole('region', { name: 'At a glance' });
    await expect(strip.getByRole('term')).toHaveText([
      'Status',
      'Next publication date',
      'Publication',
      'Notice type',
    ]);
    await expect(strip.getByRole('definition')).toHaveText([
      'S - Scheduled',
      shown(sooner),
      PUBLICATION,
      NOTICE_TYPE,
    ]);
    await expect(strip.getByRole('button')).toHaveCount(0);
    await admin.getByText('S - Scheduled').first().waitFor();

    // The date actions are in the "Publication dates" section, and only there.
    const dates = admin.getByRole('region', { name: 'Publication dates' });
    await expect(dates.getByRole('heading', { name: 'Publication dates' })).toBeVisible();
    await expect(dates.getByRole('table', { name: 'Publication dates' }).getByRole('row')).toHaveCount(3);
    await expect(dates.getByRole('button', { name: 'Cancel dates' })).toBeVisible();
    await expect(dates.getByRole('button', { name: 'Add date' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Cancel dates' })).toHaveCount(1);
    await expect(admin.getByRole('button', { name: 'Add date' })).toHaveCount(1);
    // The notice's own actions stay at the top of the page.
    await expect(admin.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(1);
    await expect(dates.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

    // Add date opens its window from there.
    await dates.getByRole('button', { name: 'Add date' }).click();
    const add = admin.getByRole('dialog', { name: 'Add publication date' });
    await add.waitFor();
    await add.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(add).toBeHidden();

    await admin.screenshot({ path: test.info().outputPath('glance-desktop.png') });
    // On a phone the strip and the section wrap: nothing scrolls sideways.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('definition').nth(1)).toHaveText(shown(sooner));
    await expect(dates.getByRole('button', { name: 'Add date' })).toBeVisible();
    await expect(dates.getByRole('button', { name: 'Cancel dates' })).toBeVisible();
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await admin.screenshot({ path: test.info().outputPath('glance-phone.png'), fullPage: true });
    const box = await strip.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    // Cancel dates, from the section: the strip follows (canceled, no next date) and the button goes.
    await dates.getByRole('button', { name: 'Cancel dates' }).click();
    const cancel = admin.getByRole('dialog', { name: 'Cancel publication dates' });
    await cancel.waitFor();
    await cancel.getByRole('button', { name: /confirm/i }).click();
    await expect(strip.getByRole('definition').first()).toHaveText('C - Canceled');
    await expect(strip.getByRole('definition').nth(1)).toHaveText('None');
    await expect(admin.getByRole('button', { name: 'Cancel dates' })).toHaveCount(0);
    // The system administrator may not add a date to a canceled notice.
    await expect(admin.getByRole('button', { name: 'Add date' })).toHaveCount(0);
  });
});
