import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { allowToday, api, detroitToday, publishNoticeToday } from '../support/api';
import { watchPageErrors } from '../support/browser';
import { step } from '../support/debug';
import { expect, test as base } from '../support/fixtures';
import {
  choose,
  expectedValue,
  fillField,
  fillFromSelection,
  labelled,
  optionsOf,
  type DemoNoticeType,
  type StoredFieldValue,
} from '../support/notice-editor';
import { nextDownload, recordDownloads, type ServedFile } from '../support/served-files';
import { signInOnSite } from '../support/session';

const FIXTURES = join(__dirname, '..', 'fixtures');
const CONTENT_PDF = join(FIXTURES, 'foreclosure-notice.pdf');
const PUBLIC_PNG = join(FIXTURES, 'parcel-map.png');
const WALK_MS = 240_000;

type Role = 'manager' | 'admin' | 'apiUser';
const ROLE_NAMES: Record<Role, string> = {
  manager: 'publication manager',
  admin: 'system administrator',
  apiUser: 'API user',
};

const DEMO_TYPES = [
  'Mortgage Foreclosure',
  'Probate / Estate',
  'Public Hearing',
  'Ordinance Adoption',
  'Invitation to Bid',
  'Zoning Notice',
  'Name Change',
  'Emergency Notice',
];

/**
 * The publications each role walks in, taken in turn: the manager (editor@) is admin of the first two
 * demo publications and may publish there; the API user's links allow free notices in Detroit Legal
 * News and not in Grand Rapids Press; the system administrator goes everywhere.
 */
const PUBLICATIONS: Record<Role, string[]> = {
  manager: ['Lansing State Journal', 'Detroit Legal News'],
  admin: [
    'Grand Rapids Press',
    'The Mining Journal',
    'Kalamazoo Gazette',
    'Detroit Legal News',
    'Lansing State Journal',
  ],
  apiUser: ['Detroit Legal News', 'Grand Rapids Press'],
};

/**
 * Each role walks the types that hold every kind of custom field between them (address, date-time, date
 * and text, each required and optional as the demo has them), and every demo type is walked fully by
 * some role. Mortgage Foreclosure and Probate / Estate hold all kinds but an optional address and an
 * optional date-time, which Zoning Notice holds (or Public Hearing and Name Change). Walking all eight as
 * all three roles (24 walks) cost a third of the browser suite and met no path these thirteen do not:
 * the types differ only in their fields.
 */
const WALKED: Record<Role, string[]> = {
  manager: ['Mortgage Foreclosure', 'Probate / Estate', 'Zoning Notice', 'Ordinance Adoption'],
  admin: ['Mortgage Foreclosure', 'Probate / Estate', 'Public Hearing', 'Name Change', 'Invitation to Bid'],
  apiUser: ['Mortgage Foreclosure', 'Probate / Estate', 'Zoning Notice', 'Emergency Notice'],
};
const PLAN: Array<{ type: string; role: Role; publication: string }> = (
  ['manager', 'admin', 'apiUser'] as const
).flatMap((role) =>
  WALKED[role].map((type, i) => ({
    type,
    role,
    publication: PUBLICATIONS[role][i % PUBLICATIONS[role].length],
  })),
);

interface NoticeAnswer {
  id: number;
  status: string;
  version: number;
  hasPreviousVersions: boolean;
  fieldValues: StoredFieldValue[];
  files: { contentAttachment: { name: string } | null; publicAttachments: Array<{ name: string }> };
}

/**
 * The lasting road test of issue 10: the product as a fresh clone runs it (demo data, `./.data`), and in
 * the browser, for every demo notice type, a notice with every custom field, a content PDF and a public
 * PNG is created, published, found on the site, its files opened (checking the bytes served), and edited
 * into a new version, by a publication manager, a system administrator and an API user.
 */
interface RoleWindow {
  page: Page;
  downloads: ServedFile[];
  errors: string[];
}

const test = base.extend<{
  /** A signed-in 1366×900 window of a role (one per role and test), recording the files it downloads. */
  session: (role: Role) => Promise<RoleWindow>;
  /** A reader's window on the public site, recording the files it downloads. */
  site: { page: Page; downloads: ServedFile[] };
}>({
  session: async ({ browser, demo }, use) => {
    const sessions = new Map<Role, RoleWindow>();
    const contexts: BrowserContext[] = [];
    await use(async (role) => {
      const known = sessions.get(role);
      if (known) return known;
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      contexts.push(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.product.baseUrl });
      const downloads = await recordDownloads(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await signInOnSite(page, demo.product.baseUrl, demo[role].email, demo[role].password);
      const opened = { page, downloads, errors };
      sessions.set(role, opened);
      return opened;
    });
    for (const context of contexts) await context.close();
  },
  site: async ({ browser }, use) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const downloads = await recordDownloads(context);
    const page = await context.newPage();
    watchPageErrors(page);
    await use({ page, downloads });
    await context.close();
  },
});

test.use({ productOptions: {} });

test.describe('every demo notice type, from the editor to the public site and a new version, by each role', () => {
  let types: DemoNoticeType[] = [];
  let baseUrl = '';
  const base = () => baseUrl;

  test.beforeAll(async ({ demo }) => {
    baseUrl = demo.product.baseUrl;
    types = (await (await fetch(`${base()}/api/v1/noticetypes`)).json()).data as DemoNoticeType[];
  });

  /** Publication dates may be today (System settings), as the administrator sets after the first start. */
  async function allowDatesToday(session: (role: Role) => Promise<RoleWindow>) {
    await allowToday((await session('admin')).page.request, base());
  }

  test('plans a walk for every demo notice type, and every kind of field for each role', () => {
    expect(types.map((type) => type.name).sort()).toEqual([...DEMO_TYPES].sort());
    expect([...new Set(PLAN.map((walk) => walk.type))].sort()).toEqual([...DEMO_TYPES].sort());
    const kindsOf = (names: string[]) => [
      ...new Set(
        types
          .filter((type) => names.includes(type.name))
          .flatMap((type) => type.fields.map((f) => `${f.fieldType}${f.required ? ' (required)' : ''}`)),
      ),
    ];
    const everyKind = kindsOf(DEMO_TYPES);
    expect(everyKind).toEqual(expect.arrayContaining(['address', 'date', 'dateTime', 'text']));
    for (const role of ['manager', 'admin', 'apiUser'] as const)
      expect(kindsOf(WALKED[role]).sort()).toEqual(everyKind.sort());
  });

  test('lets the administrator allow publication dates today in System settings', async ({ session }) => {
    const { page } = await session('admin');
    // As after the first start, whatever ran before in this product.
    await api(page.request, base(), 'POST', '/admin/systemsettings', {
      pastDatesEnabled: false,
      currentDateEnabled: false,
    });
    await page.goto(`${base()}/admin/#/systemsettings`);
    const today = page.getByRole('switch', { name: 'Current date enabled' });
    await step(page, 'roads-settings', async () => {
      await today.click();
      await page.getByText('Settings saved', { exact: false }).first().waitFor();
    });
    expect(await today.isChecked()).toBe(true);
  });

  test('offers an API user exactly its publications, charging per publication and the real request', async ({
    session,
  }) => {
    const { page } = await session('apiUser');
    await page.goto(`${base()}/admin/#/notices/create`);
    expect(await optionsOf(page, 'Publication')).toEqual(['Detroit Legal News', 'Grand Rapids Press']);
    await choose(page, 'Notice type', 'Zoning Notice');
    // Changing the type clears the values typed for the other one, with a warning (§4).
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
    const publications = (await (await fetch(`${base()}/api/v1/publications`)).json()) as {
      data: Array<{ id: number; name: string }>;
    };
    expect(body.publicationId).toBe(publications.data.find((p) => p.name === 'Grand Rapids Press')?.id);
    expect(body.noticeTypeId).toBe(types.find((type) => type.name === 'Zoning Notice')?.id);
    expect(body.fieldValues).toHaveLength(2);
    expect(body).not.toHaveProperty('free');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  for (const walk of PLAN) {
    test(`${ROLE_NAMES[walk.role]}: ${walk.type} is created, published, found, its files opened, and versioned`, async ({
      session,
      site: { page: site, downloads: siteDownloads },
    }) => {
      test.setTimeout(WALK_MS);
      await allowDatesToday(session);
      const { page, downloads, errors } = await session(walk.role);
      const type = types.find((candidate) => candidate.name === walk.type)!;
      const title = `Roadtest ${walk.type} notice by the ${ROLE_NAMES[walk.role]}`;
      const label = walk.type.replace(/\W+/g, '-');

      // Create: every custom field through its own input, the content from a PDF, a PNG attachment.
      await page.goto(`${base()}/admin/#/notices/create`);
      await choose(page, 'Notice type', walk.type);
      await choose(page, 'Publication', walk.publication);
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      const files = page.locator('input[type="file"]');
      await files.nth(0).setInputFiles(CONTENT_PDF);
      await page
        .getByRole('dialog', { name: 'Create content from file' })
        .getByRole('button', { name: 'Create content' })
        .click();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('textarea')).some((t) => t.value.includes('public auction')),
      );
      const fromSelection = type.fields.find((field) => field.fieldType === 'text');
      const selected = fromSelection ? await fillFromSelection(page, fromSelection) : undefined;
      await step(page, `roads-${label}-fields`, async () => {
        for (const field of type.fields) if (field !== fromSelection) await fillField(page, field, title);
        if (fromSelection) expect(await labelled(page, fromSelection.name).inputValue()).toBe(selected);
      });
      await files.nth(1).setInputFiles(PUBLIC_PNG);
      await page.getByRole('button', { name: 'Add date' }).click(); // today: the setting allows it
      await page.screenshot({ path: `/tmp/roads-${label}-editor.png`, fullPage: true });
      await page.getByRole('button', { name: 'Publish' }).click();
      await step(page, `roads-${label}-published`, async () => {
        await page.waitForURL(/#\/notices\/\d+\/show/);
        await page.getByText('P - Published').first().waitFor();
      });
      const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
      const stored = await api<NoticeAnswer>(page.request, base(), 'GET', `/admin/notices/${id}`);
      expect(stored.status).toBe('P');
      expect(stored.files.contentAttachment?.name).toBe('foreclosure-notice.pdf');
      expect(stored.files.publicAttachments.map((file) => file.name)).toEqual(['parcel-map.png']);
      for (const field of type.fields) {
        const value = stored.fieldValues.find((v) => v.noticeTypeCustomFieldId === field.id);
        const expected = field === fromSelection ? { text: selected } : expectedValue(field, title);
        expect(value).toMatchObject(expected);
      }

      // The content file, opened from the summary: the PDF's own bytes.
      const seen = downloads.length;
      await page.getByRole('button', { name: 'Download foreclosure-notice.pdf' }).click();
      const pdf = await nextDownload(downloads, seen);
      expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
      expect(pdf.body.equals(readFileSync(CONTENT_PDF))).toBe(true);

      // The public site: found by its title, its public attachment opened.
      await step(site, `roads-${label}-search`, async () => {
        await site.goto(`${base()}/`);
        await site.getByLabel('Search text').fill(title);
        await site.getByRole('button', { name: 'Search', exact: true }).click();
        await site.getByRole('link', { name: title, exact: true }).first().click();
        await site.waitForURL(new RegExp(`/notices/${id}(\\?|$)`));
        await site.getByRole('heading', { level: 1, name: title }).waitFor();
      });
      const article = site.getByRole('article', { name: title });
      if (fromSelection) await article.getByText(selected!).first().waitFor();
      const before = siteDownloads.length;
      const [tab] = await Promise.all([
        site.context().waitForEvent('page'),
        article.getByRole('link', { name: /^parcel-map\.png/ }).click(),
      ]);
      const png = await step(site, `roads-${label}-attachment`, () => nextDownload(siteDownloads, before));
      await tab.close();
      expect([png.status, png.contentType]).toEqual([200, 'image/png']);
      expect(png.body.equals(readFileSync(PUBLIC_PNG))).toBe(true);

      // A new version: the published notice edited, its custom values kept.
      await page.goto(`${base()}/admin/#/notices/${id}`);
      const warning = page.getByRole('dialog', { name: 'A new version will be created' });
      await warning.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (amended)`);
      await page.getByRole('button', { name: 'Add date' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      // Whoever may publish keeps the run in one action; the others make a draft version.
      await page
        .getByRole('dialog', { name: 'Create version 2?' })
        .getByRole('button', { name: /^Create (and publish )?version 2/ })
        .click();
      await step(page, `roads-${label}-version`, () =>
        page.waitForURL((url) => /#\/notices\/\d+\/show/.test(url.hash) && !url.hash.includes(`/${id}/`)),
      );
      const nextId = Number(/notices\/(\d+)/.exec(page.url())![1]);
      const next = await api<NoticeAnswer>(page.request, base(), 'GET', `/admin/notices/${nextId}`);
      expect([next.version, next.hasPreviousVersions]).toEqual([2, true]);
      expect(next.fieldValues).toEqual(stored.fieldValues);
      expect(errors).toEqual([]);
    });
  }

  test("shows the API's field errors on their inputs, and saves an optional address left empty", async ({
    session,
  }) => {
    await allowDatesToday(session);
    const { page } = await session('admin');
    const hearing = types.find((type) => type.name === 'Public Hearing')!;
    await page.goto(`${base()}/admin/#/notices/create`);
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
    const stored = await api<NoticeAnswer>(page.request, base(), 'GET', `/admin/notices/${id}`);
    expect(stored.fieldValues.map((value) => value.noticeTypeCustomFieldId)).toEqual([when.id]);
  });

  test('shows Edit of an archived version disabled, saying why, on its summary and in the list', async ({
    session,
  }) => {
    await allowDatesToday(session);
    const { page } = await session('admin');
    const old = await archivedVersion(page);
    const reason = 'A newer version of this notice exists: only the latest version can be edited.';
    await page.goto(`${base()}/admin/#/notices/${old.id}/show`);
    const edit = page.getByRole('link', { name: 'Edit' });
    await step(page, 'roads-archived-summary', async () => {
      // Retried: the summary shows Edit before it has learnt that a newer version exists.
      await expect(edit).toHaveAttribute('aria-disabled', 'true');
      await edit.locator('..').hover();
      await page.getByRole('tooltip', { name: reason }).waitFor();
      await page.screenshot({ path: '/tmp/roads-archived-summary.png' });
    });
    await page.goto(`${base()}/admin/#/notices?filters[allVersions][$eq]=true&per=64`);
    const row = page.getByRole('row').filter({ hasText: old.title }).filter({ hasNotText: 'amended' });
    const rowEdit = row.getByRole('link', { name: 'Edit' });
    await step(page, 'roads-archived-list', async () => {
      expect(await rowEdit.getAttribute('aria-disabled')).toBe('true');
      await rowEdit.locator('..').hover();
      await page.getByRole('tooltip', { name: reason }).waitFor();
    });
  });

  /** A published notice edited into a new version through the API: the old one is archived. */
  async function archivedVersion(page: Page): Promise<{ id: number; title: string }> {
    const title = 'Roadtest notice with an archived version';
    const publications = await api<{ data: Array<{ id: number; name: string }> }>(
      page.request,
      base(),
      'GET',
      '/publications',
    );
    const notice = {
      title,
      content: 'The first version of this notice.',
      noticeTypeId: types.find((type) => type.name === 'Emergency Notice')!.id,
      publicationId: publications.data.find((p) => p.name === 'Kalamazoo Gazette')!.id,
    };
    const id = await publishNoticeToday(page.request, base(), notice);
    await api(page.request, base(), 'PUT', `/admin/notices/${id}`, {
      ...notice,
      title: `${title} (amended)`,
      fieldValues: [],
      publicationDates: [{ date: detroitToday() }],
      createNewVersion: true,
    });
    return { id, title };
  }
});
