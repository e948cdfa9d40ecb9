/**
 * The lasting road test of the notice types, half of it (the other half, the system administrator's, is
 * notice-types-roads-admin.e2e.ts, so that the two run on the two workers side by side): the product as
 * a fresh clone runs it (demo data, `./.data`), and in the browser, for the demo notice types, a notice
 * with every custom field, a content PDF and a public PNG is created, published, found on the site, its
 * files opened (checking the bytes served), and edited into a new version, by a publication manager and
 * an API user.
 */
import { expect } from '../support/fixtures';
import { choose, labelled, optionsOf } from '../support/notice-editor';
import { DEMO_TYPES, PLAN, readRoad, testWalks, WALKED, test } from '../support/notice-roads';

test.use({ productOptions: {} });

test.describe('every demo notice type, from the editor to the public site and a new version: manager and API user', () => {
  const road = readRoad();

  test('plans a walk for every demo notice type, and every kind of field for each role', () => {
    expect(road.types.map((type) => type.name).sort()).toEqual([...DEMO_TYPES].sort());
    expect([...new Set(PLAN.map((walk) => walk.type))].sort()).toEqual([...DEMO_TYPES].sort());
    const kindsOf = (names: string[]) => [
      ...new Set(
        road.types
          .filter((type) => names.includes(type.name))
          .flatMap((type) => type.fields.map((f) => `${f.fieldType}${f.required ? ' (required)' : ''}`)),
      ),
    ];
    const everyKind = kindsOf(DEMO_TYPES);
    expect(everyKind).toEqual(expect.arrayContaining(['address', 'date', 'dateTime', 'text']));
    for (const role of ['manager', 'admin', 'apiUser'] as const)
      expect(kindsOf(WALKED[role]).sort()).toEqual(everyKind.sort());
  });

  test('offers an API user exactly its publications, charging per publication and the real request', async ({
    session,
  }) => {
    const { page } = await session('apiUser');
    await page.goto(`${road.baseUrl}/admin/#/notices/create`);
    expect(await optionsOf(page, 'Publication')).toEqual(['Detroit Legal News', 'Grand Rapids Press']);
    await choose(page, 'Notice type', 'Zoning Notice');
    // Changing the type clears the values typed for the other one, with a warning.
    await labelled(page, 'Parcel address: Street').fill('12 Main St');
    await choose(page, 'Notice type', 'Name Change');
    await page.getByText('The notice type changed: the type-specific values were cleared.').waitFor();
    expect(await labelled(page, 'Petitioner').inputValue()).toBe('');
    await choose(page, 'Notice type', 'Zoning Notice');
    expect(await labelled(page, 'Parcel address: Street').inputValue()).toBe('');
    await choose(page, 'Publication', 'Detroit Legal News');
    const free = page.getByRole('switch', { name: 'Disable charging' });
    await free.waitFor(); // Detroit Legal News allows this API user free notices
    await choose(page, 'Publication', 'Grand Rapids Press');
    await free.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Preview of a zoning notice');
    await page.getByRole('button', { name: 'Request preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request preview' });
    const text = await dialog.getByRole('textbox', { name: 'Request body' }).inputValue();
    expect(text).toContain('\n  "title"'); // formatted
    const body = JSON.parse(text) as {
      publicationId: number | null;
      noticeTypeId: number;
      fieldValues: unknown[];
    };
    const publications = (await (await fetch(`${road.baseUrl}/api/v1/publications`)).json()) as {
      data: Array<{ id: number; name: string }>;
    };
    expect(body.publicationId).toBe(publications.data.find((p) => p.name === 'Grand Rapids Press')?.id);
    expect(body.noticeTypeId).toBe(road.types.find((type) => type.name === 'Zoning Notice')?.id);
    expect(body.fieldValues).toHaveLength(2);
    expect(body).not.toHaveProperty('free');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  testWalks(road, ['manager', 'apiUser']);
});
