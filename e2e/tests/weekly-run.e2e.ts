import type { Page } from '@playwright/test';
import { api, detroitDayIn } from '../support/api';
import { expect, test, SHARED_PRODUCT } from '../support/fixtures';
import { choose } from '../support/notice-editor';
import { signInOnSite } from '../support/session';
import { publishingWorld, type PublishingWorld } from '../support/world';

test.use({ productOptions: SHARED_PRODUCT.clerkWeek });

interface NoticeAnswer {
  id: number;
  status: string;
  publication: { id: number };
  publicationDates: Array<{ date: string; canceled: boolean }>;
}

interface PublicationAnswer {
  id: number;
  publicationUserPermissions: Array<{ userId: number; role: string }>;
}

const OWNER_PASSWORD = 'Owner-Pass-2026';

/** A day 'YYYY-MM-DD' as the admin shows it (MM/DD/YYYY). */
const shown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

/** A second publication of the world's owner, published weekly (publishingWorld's is monthly). */
async function weeklyPublication(world: PublishingWorld, baseUrl: string, name: string): Promise<number> {
  const monthly = await api<PublicationAnswer>(
    world.admin.request,
    baseUrl,
    'GET',
    `/admin/publications/${world.publicationId}`,
  );
  const owner = monthly.publicationUserPermissions.find((p) => p.role === 'PUBLICATION_ADMIN')!.userId;
  const weekly = await api<{ id: number }>(world.admin.request, baseUrl, 'POST', '/admin/publications', {
    name,
    website: 'https://www.example.org',
    publicationArea: [33],
    enabled: true,
    paymentMethod: 'MANUAL',
    paymentPeriod: 'WEEK',
    mailingAddress: {
      street: '319 State St',
      optionalStreet: '',
      locality: 'Petoskey',
      region: 'MI',
      postalCode: '49770',
      country: 'US',
    },
    mainContact: {
      name: 'Lee Weekly',
      title: 'Legal clerk',
      phone: '231-555-0100',
      email: 'legal.weekly@example.org',
      fax: '',
    },
    billingAddressSameAsMailing: true,
    billingContactSameAsMain: true,
    publicationUserPermissions: [{ userId: owner, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true }],
  });
  return weekly.id;
}

/** Opens the creator with the type and publication chosen, a title and a content. */
async function startNotice(page: Page, baseUrl: string, type: string, publication: string, title: string) {
  await page.goto(`${baseUrl}/admin/#/notices/create`);
  await choose(page, 'Notice type', type);
  await choose(page, 'Publication', publication);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(`${title}: the full text.`);
}

const dateRow = (page: Page, number: number) =>
  page.getByRole('textbox', { name: `Publication date ${number}`, exact: true });

/** The days of the rows, in order. */
const rowDays = async (page: Page) => {
  const rows = page.getByRole('textbox', { name: /^Publication date \d+/ });
  const days: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) days.push(await rows.nth(i).inputValue());
  return days;
};

/** Saves the new notice and answers it as GET admin/notices/{id} does. */
async function save(page: Page, baseUrl: string): Promise<NoticeAnswer> {
  await page.screenshot({ path: test.info().outputPath('dates-before-save.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/#\/notices\/\d+\/show/);
  const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
  return api<NoticeAnswer>(page.request, baseUrl, 'GET', `/admin/notices/${id}`);
}

/**
 * A legal notice runs 3-4 consecutive weeks: "Add date" follows the publication's
 * cycle (+7 days for a WEEK publication, +1 otherwise); "Repeat weekly × N" / "Repeat daily × N" adds a
 * run of ordinary rows, which the same date rules judge.
 */
test.describe('dates for a weekly run', () => {
  test('a WEEK publication: Add date steps a week, Repeat weekly × 3 adds three more, rules still apply', async ({
    browser,
    product,
  }) => {
    const world = await publishingWorld(browser, product, {
      publication: 'Petoskey News-Review',
      noticeType: 'Public Hearing Notice',
      ownerEmail: 'owner.weekly@example.org',
    });
    const publicationId = await weeklyPublication(world, product.baseUrl, 'Charlevoix Courier');
    // Signed in after the world allowed dates today (the session holds the date settings).
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, 'owner.weekly@example.org', OWNER_PASSWORD);
    await startNotice(
      page,
      product.baseUrl,
      'Public Hearing Notice',
      'Charlevoix Courier',
      'Hearing on a rezoning',
    );

    // No date yet: today (dates today are allowed); then a week later.
    const addDate = page.getByRole('button', { name: 'Add date', exact: true });
    await expect(
      page.getByText('Weekly publication: a new date comes 7 days after the latest one.'),
    ).toBeVisible();
    await addDate.click();
    await expect(dateRow(page, 1)).toHaveValue(detroitDayIn(0));
    await addDate.click();
    await expect(dateRow(page, 2)).toHaveValue(detroitDayIn(7));
    const status = page.getByRole('status').filter({ hasText: /added/ });
    await expect(status).toHaveText(`Date added: ${shown(detroitDayIn(7))}`);

    // The repeat, from the keyboard: weekly × 3 by default, each a week after the one before.
    await expect(page.getByRole('combobox', { name: 'Repeat', exact: true })).toHaveValue('weekly');
    await expect(page.getByRole('spinbutton', { name: 'Times' })).toHaveValue('3');
    const repeat = page.getByRole('button', { name: 'Repeat weekly × 3' });
    await expect(repeat).toHaveAccessibleDescription('Adds 3 dates, a week apart, after the latest date');
    await repeat.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowDays(page)).toEqual([0, 7, 14, 21, 28].map(detroitDayIn));
    await expect(status).toHaveText(
      `3 dates added: ${shown(detroitDayIn(14))} to ${shown(detroitDayIn(28))}`,
    );

    // A generated row is an ordinary row: moved onto another row's day, both say so.
    const sameDay = page.getByText('Publication dates cannot be the same');
    await dateRow(page, 5).fill(detroitDayIn(21));
    await dateRow(page, 5).blur();
    await expect(sameDay).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove publication date 5' }).click();
    await expect(sameDay).toHaveCount(0);
    await expect.poll(() => rowDays(page)).toEqual([0, 7, 14, 21].map(detroitDayIn));

    const notice = await save(page, product.baseUrl);
    expect(notice.status).toBe('D');
    expect(notice.publication.id).toBe(publicationId);
    expect(notice.publicationDates.map((d) => d.date).sort()).toEqual([0, 7, 14, 21].map(detroitDayIn));

    // The summary's Add date proposes the next weekly date too, and says why. Its button is taken from
    // the summary's date actions: the editor's own Add date may linger while the summary's code loads.
    await page
      .getByRole('group', { name: 'Publication date actions' })
      .getByRole('button', { name: 'Add date', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add publication date' });
    const day = dialog.getByLabel('Publication date');
    await expect(day).toHaveValue(detroitDayIn(28));
    await expect(day).toHaveAccessibleDescription(
      'Weekly publication: a new date comes 7 days after the latest one.',
    );
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('summary-add-date.png') });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () =>
        (
          await api<NoticeAnswer>(page.request, product.baseUrl, 'GET', `/admin/notices/${notice.id}`)
        ).publicationDates
          .map((d) => d.date)
          .sort(),
      )
      .toEqual([0, 7, 14, 21, 28].map(detroitDayIn));
    await page.close();
  });

  test('a MONTH publication: Add date steps a day, Repeat daily × 4 adds four consecutive days', async ({
    browser,
    product,
  }) => {
    await publishingWorld(browser, product, {
      publication: 'Gaylord Herald Times',
      noticeType: 'Foreclosure Notice',
      ownerEmail: 'owner.daily@example.org',
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInOnSite(page, product.baseUrl, 'owner.daily@example.org', OWNER_PASSWORD);
    await startNotice(page, product.baseUrl, 'Foreclosure Notice', 'Gaylord Herald Times', 'Mortgage sale');

    const addDate = page.getByRole('button', { name: 'Add date', exact: true });
    await expect(page.getByText('Weekly publication:')).toHaveCount(0);
    await addDate.click();
    await addDate.click();
    await expect.poll(() => rowDays(page)).toEqual([0, 1].map(detroitDayIn));

    await page.getByRole('combobox', { name: 'Repeat', exact: true }).selectOption('daily');
    const times = page.getByRole('spinbutton', { name: 'Times' });
    await times.fill('60');
    await expect(page.getByText('Enter a whole number from 1 to 52')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Repeat daily/ })).toBeDisabled();
    await times.fill('4');
    await page.getByRole('button', { name: 'Repeat daily × 4' }).click();
    await expect.poll(() => rowDays(page)).toEqual([0, 1, 2, 3, 4, 5].map(detroitDayIn));
    await expect(page.getByRole('status').filter({ hasText: /added/ })).toHaveText(
      `4 dates added: ${shown(detroitDayIn(2))} to ${shown(detroitDayIn(5))}`,
    );

    const notice = await save(page, product.baseUrl);
    expect(notice.publicationDates.map((d) => d.date).sort()).toEqual([0, 1, 2, 3, 4, 5].map(detroitDayIn));
    await page.close();
  });
});
