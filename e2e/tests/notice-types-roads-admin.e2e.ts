/**
 * The lasting road test of the notice types, the system administrator's half (notice-types-roads.e2e.ts
 * walks the manager's and the API user's, and says why every type is walked by some role): the same
 * walk on a product of its own, then what only the administrator meets on the way: the setting that
 * allows today's date, the API's field errors on their inputs, and an archived version's disabled Edit.
 */
import { expect } from '../support/fixtures';
import { api } from '../support/api';
import { step } from '../support/debug';
import { choose, fillField, labelled } from '../support/notice-editor';
import {
  allowDatesToday,
  archivedVersion,
  readRoad,
  test,
  testWalks,
  type NoticeAnswer,
} from '../support/notice-roads';

test.use({ productOptions: {} });

test.describe('every demo notice type, from the editor to the public site and a new version: system administrator', () => {
  const road = readRoad();

  test('lets the administrator allow publication dates today in System settings', async ({ session }) => {
    const { page } = await session('admin');
    // As after the first start, whatever ran before in this product.
    await api(page.request, road.baseUrl, 'POST', '/admin/systemsettings', {
      pastDatesEnabled: false,
      currentDateEnabled: false,
    });
    await page.goto(`${road.baseUrl}/admin/#/systemsettings`);
    const today = page.getByRole('switch', { name: 'Current date enabled' });
    await step(page, 'roads-settings', async () => {
      await today.click();
      await page.getByText('Settings saved', { exact: false }).first().waitFor();
    });
    expect(await today.isChecked()).toBe(true);
  });

  testWalks(road, ['admin']);

  test("shows the API's field errors on their inputs, and saves an optional address left empty", async ({
    session,
  }) => {
    await allowDatesToday(session, road.baseUrl);
    const { page } = await session('admin');
    const hearing = road.types.find((type) => type.name === 'Public Hearing')!;
    await page.goto(`${road.baseUrl}/admin/#/notices/create`);
    await choose(page, 'Notice type', hearing.name);
    await choose(page, 'Publication', 'Kalamazoo Gazette');
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Roadtest hearing without a location');
    await page
      .getByRole('textbox', { name: /^Content/ })
      .fill('A public hearing on the budget will be held.');
    const when = hearing.fields.find((field) => field.fieldType === 'dateTime')!;
    await fillField(page, when, 'hearing');
    await page.getByRole('button', { name: 'Add date' }).click();
    // A required value the API misses is named by its field id (`field.<id>`): it goes on that input.
    const missing = {
      statusCode: 400,
      message: 'validation_failed',
      errors: { [`field.${when.id}`]: 'Field cannot be blank' },
    };
    await page.route(
      '**/api/v1/admin/notices',
      (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(missing) }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await step(page, 'roads-field-id-error', () =>
      labelled(page, when.name).and(page.locator('[aria-invalid="true"]')).waitFor(),
    );
    // Only blanks in the street: the browser lets it pass, the API names each missing part.
    await labelled(page, 'Location: Street').fill('   ');
    await labelled(page, 'Location: City').fill('Lansing');
    await page.getByRole('button', { name: 'Save' }).click();
    await step(page, 'roads-server-field-errors', async () => {
      for (const part of ['Street', 'State', 'Postal code'])
        await labelled(page, `Location: ${part}`).and(page.locator('[aria-invalid="true"]')).waitFor();
    });
    await labelled(page, 'Location: Street').fill('');
    await labelled(page, 'Location: City').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await step(page, 'roads-optional-address', () => page.waitForURL(/#\/notices\/\d+\/show/));
    const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
    const stored = await api<NoticeAnswer>(page.request, road.baseUrl, 'GET', `/admin/notices/${id}`);
    expect(stored.fieldValues.map((value) => value.noticeTypeCustomFieldId)).toEqual([when.id]);
  });

  test('shows Edit of an archived version disabled, saying why, on its summary and in the list', async ({
    session,
  }) => {
    await allowDatesToday(session, road.baseUrl);
    const { page } = await session('admin');
    const old = await archivedVersion(page, road.baseUrl, road.types);
    const reason = 'A newer version of this notice exists: only the latest version can be edited.';
    await page.goto(`${road.baseUrl}/admin/#/notices/${old.id}/show`);
    const edit = page.getByRole('link', { name: 'Edit' });
    await step(page, 'roads-archived-summary', async () => {
      // Retried: the summary shows Edit before it has learnt that a newer version exists.
      await expect(edit).toHaveAttribute('aria-disabled', 'true');
      await edit.locator('..').hover();
      await page.getByRole('tooltip', { name: reason }).waitFor();
      await page.screenshot({ path: '/tmp/roads-archived-summary.png' });
    });
    await page.goto(`${road.baseUrl}/admin/#/notices?filters[allVersions][$eq]=true&per=64`);
    const row = page.getByRole('row').filter({ hasText: old.title }).filter({ hasNotText: 'amended' });
    const rowEdit = row.getByRole('link', { name: 'Edit' });
    await step(page, 'roads-archived-list', async () => {
      expect(await rowEdit.getAttribute('aria-disabled')).toBe('true');
      await rowEdit.locator('..').hover();
      await page.getByRole('tooltip', { name: reason }).waitFor();
    });
  });
});
