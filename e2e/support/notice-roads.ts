/**
 * The notice types' road test, shared by its two files (notice-types-roads*.e2e.ts, one per worker): the
 * product as a fresh clone runs it (demo data, `./.data`), and in the browser, for every demo notice type,
 * a notice with every custom field, a content PDF and a public PNG is created, published, found on the
 * site, its files opened (checking the bytes served), and edited into a new version, by a publication
 * manager, a system administrator and an API user.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { allowToday, api, detroitToday, publishNoticeToday } from './api';
import { watchPageErrors } from './browser';
import { step } from './debug';
import { expect, test as base } from './fixtures';
import {
  choose,
  expectedValue,
  fillField,
  fillFromSelection,
  labelled,
  type DemoNoticeType,
  type StoredFieldValue,
} from './notice-editor';
import { nextDownload, recordDownloads, type ServedFile } from './served-files';
import { signInOnSite } from './session';

const FIXTURES = join(__dirname, '..', 'fixtures');
const CONTENT_PDF = join(FIXTURES, 'foreclosure-notice.pdf');
const PUBLIC_PNG = join(FIXTURES, 'parcel-map.png');
/** The time one walk may take (a product and a browser shared with the other worker). */
const WALK_MS = 240_000;

export type Role = 'manager' | 'admin' | 'apiUser';
const ROLE_NAMES: Record<Role, string> = {
  manager: 'publication manager',
  admin: 'system administrator',
  apiUser: 'API user',
};

export const DEMO_TYPES = [
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
export const WALKED: Record<Role, string[]> = {
  manager: ['Mortgage Foreclosure', 'Probate / Estate', 'Zoning Notice', 'Ordinance Adoption'],
  admin: ['Mortgage Foreclosure', 'Probate / Estate', 'Public Hearing', 'Name Change', 'Invitation to Bid'],
  apiUser: ['Mortgage Foreclosure', 'Probate / Estate', 'Zoning Notice', 'Emergency Notice'],
};
export interface Walk {
  type: string;
  role: Role;
  publication: string;
}
export const PLAN: Walk[] = (['manager', 'admin', 'apiUser'] as const).flatMap((role) =>
  WALKED[role].map((type, i) => ({
    type,
    role,
    publication: PUBLICATIONS[role][i % PUBLICATIONS[role].length],
  })),
);

export interface NoticeAnswer {
  id: number;
  status: string;
  version: number;
  hasPreviousVersions: boolean;
  fieldValues: StoredFieldValue[];
  files: { contentAttachment: { name: string } | null; publicAttachments: Array<{ name: string }> };
}

/** A role's signed-in back-office window, with the files it downloaded and its uncaught script errors. */
export interface RoleWindow {
  page: Page;
  downloads: ServedFile[];
  errors: string[];
}

export const test = base.extend<{
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

/** Publication dates may be today (System settings), as the administrator sets after the first start. */
export async function allowDatesToday(session: (role: Role) => Promise<RoleWindow>, baseUrl: string) {
  const { page } = await session('admin');
  await allowToday(page.request, baseUrl);
  // The window read the switches when it signed in, moments ago; it reads them again when it loads.
  await page.reload();
}

/** One walk of PLAN: the role's notice of the type created, published, found, its files opened, versioned. */
async function walkNoticeType(
  walk: Walk,
  {
    baseUrl,
    types,
    session,
    site: { page: site, downloads: siteDownloads },
  }: {
    baseUrl: string;
    types: DemoNoticeType[];
    session: (role: Role) => Promise<RoleWindow>;
    site: { page: Page; downloads: ServedFile[] };
  },
): Promise<void> {
  await allowDatesToday(session, baseUrl);
  const { page, downloads, errors } = await session(walk.role);
  const type = types.find((candidate) => candidate.name === walk.type)!;
  const title = `Roadtest ${walk.type} notice by the ${ROLE_NAMES[walk.role]}`;
  const label = walk.type.replace(/\W+/g, '-');

  // Create: every custom field through its own input, the content from a PDF, a PNG attachment.
  await page.goto(`${baseUrl}/admin/#/notices/create`);
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
  const stored = await api<NoticeAnswer>(page.request, baseUrl, 'GET', `/admin/notices/${id}`);
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
    await site.goto(`${baseUrl}/`);
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
  await page.goto(`${baseUrl}/admin/#/notices/${id}`);
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
  const next = await api<NoticeAnswer>(page.request, baseUrl, 'GET', `/admin/notices/${nextId}`);
  expect([next.version, next.hasPreviousVersions]).toEqual([2, true]);
  expect(next.fieldValues).toEqual(stored.fieldValues);
  expect(errors).toEqual([]);
}

/** A published notice edited into a new version through the API: the old one is archived. */
export async function archivedVersion(
  page: Page,
  baseUrl: string,
  types: DemoNoticeType[],
): Promise<{ id: number; title: string }> {
  const title = 'Roadtest notice with an archived version';
  const publications = await api<{ data: Array<{ id: number; name: string }> }>(
    page.request,
    baseUrl,
    'GET',
    '/publications',
  );
  const notice = {
    title,
    content: 'The first version of this notice.',
    noticeTypeId: types.find((type) => type.name === 'Emergency Notice')!.id,
    publicationId: publications.data.find((p) => p.name === 'Kalamazoo Gazette')!.id,
  };
  const id = await publishNoticeToday(page.request, baseUrl, notice);
  await api(page.request, baseUrl, 'PUT', `/admin/notices/${id}`, {
    ...notice,
    title: `${title} (amended)`,
    fieldValues: [],
    publicationDates: [{ date: detroitToday() }],
    createNewVersion: true,
  });
  return { id, title };
}

/** The demo product's address and notice types, filled in before a file's tests (readRoad). */
export interface Road {
  baseUrl: string;
  types: DemoNoticeType[];
}

/** Reads the road's product address and its notice types before the file's tests. */
export function readRoad(): Road {
  const road: Road = { baseUrl: '', types: [] };
  test.beforeAll(async ({ demo }) => {
    road.baseUrl = demo.product.baseUrl;
    road.types = (await (await fetch(`${road.baseUrl}/api/v1/noticetypes`)).json()).data as DemoNoticeType[];
  });
  return road;
}

/** One test for each walk of PLAN by one of `roles`. */
export function testWalks(road: Road, roles: Role[]): void {
  for (const walk of PLAN.filter((planned) => roles.includes(planned.role)))
    test(`${ROLE_NAMES[walk.role]}: ${walk.type} is created, published, found, its files opened, and versioned`, async ({
      session,
      site,
    }) => {
      test.setTimeout(WALK_MS);
      await walkNoticeType(walk, { baseUrl: road.baseUrl, types: road.types, session, site });
    });
}
