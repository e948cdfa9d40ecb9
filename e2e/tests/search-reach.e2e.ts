import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, createActiveManager, createPublication, detroitToday } from '../support/api';
import { watchPageErrors } from '../support/browser';
import { step } from '../support/debug';
import { expect, test as base } from '../support/fixtures';
import { newWorkDir, startProduct, type Product } from '../support/product';
import { publishingWorld } from '../support/world';

/**
 * Search engines and reach: the Atom feed of a search, sitemap.xml and robots.txt, a notice
 * page's canonical link and schema.org data, and the Emergency button of EMERGENCY_NOTICE_TYPE_ID.
 * One product's data holds every case: seeded once, then served as is and, for the last cases, with the
 * button configured and another PUBLIC_URL (each on a copy of the data).
 */

const ATOM = 'http://www.w3.org/2005/Atom';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A PUBLIC_URL that is not the address the tests call, so absolute links show where they come from. */
const OTHER_PUBLIC_URL = 'http://notices.example.test';

/** A calendar day `days` away from `day` (YYYY-MM-DD). */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Detroit calendar day (YYYY-MM-DD) of a timestamp. */
function detroitDayOf(stamp: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date(stamp));
}

interface NoticeInput {
  title: string;
  content: string;
  noticeTypeId: number;
  publicationId: number;
}

/** Creates a notice on the given days; publishes it unless asked for a draft. Answers its id. */
async function createNotice(
  request: APIRequestContext,
  baseUrl: string,
  notice: NoticeInput,
  days: string[],
  publish = true,
): Promise<number> {
  const created = await api<{ id: number }>(request, baseUrl, 'POST', '/admin/notices', {
    ...notice,
    fieldValues: [],
    publicationDates: days.map((date) => ({ date })),
  });
  if (publish) await api(request, baseUrl, 'PUT', `/admin/notices/${created.id}/publish`);
  return created.id;
}

interface FeedEntry {
  id: string;
  title: string;
  link: string | null;
  linkRel: string | null;
  updated: string;
  category: string | null;
  summary: string;
}
interface ParsedFeed {
  root: string;
  namespace: string | null;
  id: string;
  title: string;
  self: string | null;
  alternate: string | null;
  updated: string;
  entries: FeedEntry[];
}

/** Parses an XML answer with the browser's DOMParser; fails with the parser's message when it is not well-formed. */
async function parseXml<T>(
  page: Page,
  text: string,
  read: (source: string) => T | { error: string },
): Promise<T> {
  const answer = await page.evaluate(read, text);
  if (answer && typeof answer === 'object' && 'error' in answer)
    throw new Error(`not well-formed XML: ${answer.error}\n${text}`);
  return answer as T;
}

/** Runs in the page: an Atom document read into plain data. */
function readFeed(source: string): ParsedFeed | { error: string } {
  const doc = new DOMParser().parseFromString(source, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) return { error: error.textContent ?? 'parsererror' };
  const ns = 'http://www.w3.org/2005/Atom';
  const root = doc.documentElement;
  const child = (parent: Element, name: string) =>
    Array.from(parent.children).filter((e) => e.namespaceURI === ns && e.localName === name);
  const text = (parent: Element, name: string) => child(parent, name)[0]?.textContent ?? '';
  const link = (parent: Element, rel: string) =>
    child(parent, 'link').find((l) => (l.getAttribute('rel') ?? 'alternate') === rel) ?? null;
  return {
    root: root.localName,
    namespace: root.namespaceURI,
    id: text(root, 'id'),
    title: text(root, 'title'),
    self: link(root, 'self')?.getAttribute('href') ?? null,
    alternate: link(root, 'alternate')?.getAttribute('href') ?? null,
    updated: text(root, 'updated'),
    entries: child(root, 'entry').map((entry) => {
      const alternate = link(entry, 'alternate');
      return {
        id: text(entry, 'id'),
        title: text(entry, 'title'),
        link: alternate?.getAttribute('href') ?? null,
        linkRel: alternate?.getAttribute('rel') ?? null,
        updated: text(entry, 'updated'),
        category: child(entry, 'category')[0]?.getAttribute('term') ?? null,
        summary: text(entry, 'summary'),
      };
    }),
  };
}

interface ParsedSitemap {
  root: string;
  namespace: string | null;
  urls: { loc: string; lastmod: string | null }[];
}

/** Runs in the page: a sitemap read into plain data. */
function readSitemap(source: string): ParsedSitemap | { error: string } {
  const doc = new DOMParser().parseFromString(source, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) return { error: error.textContent ?? 'parsererror' };
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const root = doc.documentElement;
  return {
    root: root.localName,
    namespace: root.namespaceURI,
    urls: Array.from(doc.getElementsByTagNameNS(ns, 'url')).map((url) => ({
      loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
    })),
  };
}

/** The data directory of a fresh product with this file's notices, stopped: each product below runs a copy. */
let seedDir = '';
const today = detroitToday();
const ids = {
  oldest: 0, // "sycamore", 10 days ago, Ledger, hearing
  closure: 0, // "sycamore", today, Ledger, emergency type
  escaped: 0, // "sycamore", 3 days ago, Ledger, hearing, title with & and <
  gazette: 0, // "sycamore", yesterday, Gazette, hearing
  draft: 0, // "sycamore", today, never published
  scheduled: 0, // "sycamore", published but its only day is tomorrow
  other: 0, // no "sycamore", today, hearing
  bridge: 0, // no "sycamore", today, emergency type
};
let culverts: number[] = []; // 51 "culvert" notices, today, in creation order
let ledgerId = 0;
let gazetteId = 0;
let hearingTypeId = 0;
let emergencyTypeId = 0;
const titles = {
  oldest: 'Sycamore Creek Drain Day of Review',
  closure: 'Sycamore Street Water Main Break Closure',
  escaped: 'Sycamore Park Rezoning <Phase 2> & Site Plan Vote',
  gazette: 'Sycamore Township Budget Hearing',
  draft: 'Sycamore Draft That Never Went Out',
  scheduled: 'Sycamore Hall Hearing Scheduled For Tomorrow',
  other: 'Maple Avenue Paving Special Assessment',
  bridge: 'Cedar River Bridge Emergency Closure',
};
const publicIds = () => [
  ids.oldest,
  ids.closure,
  ids.escaped,
  ids.gazette,
  ids.other,
  ids.bridge,
  ...culverts,
];

/** Ids of the demo notices public before this test added any (the sitemap lists them too). */
let demoIds: number[] = [];

/** A product running on a copy of the seeded data (the copy goes when it stops), with `env`. */
async function startOnSeed(env: Record<string, string> = {}): Promise<Product> {
  const workDir = newWorkDir();
  // cp -a keeps the database files' owner (PostgreSQL runs as an unprivileged account when we are root).
  execFileSync('cp', ['-a', `${seedDir}/.`, workDir]);
  return startProduct({ workDir, env });
}

const test = base.extend<object, { seeded: void; restarted: Product }>({
  /** One product started as on a fresh clone, this file's notices added through the API, then stopped. */
  seeded: [
    async ({ browser }, use) => {
      const workDir = newWorkDir();
      const product = await startProduct({ workDir, keepData: true });
      const xmlPage = await browser.newPage();
      // The demo's public notices: the sitemap's notice pages (the site's own pages come first).
      demoIds = (await sitemapLocs(xmlPage, product.baseUrl)).flatMap((loc) => {
        const id = /\/notices\/(\d+)$/.exec(loc)?.[1];
        return id ? [Number(id)] : [];
      });
      const world = await publishingWorld(browser, product, {
        publication: 'Lansing Legal Ledger',
        noticeType: 'Public Hearing',
        ownerEmail: 'owner.reach@example.org',
      });
      const admin = world.admin;
      const base = product.baseUrl;
      ledgerId = world.publicationId;
      hearingTypeId = world.noticeTypeId;
      // Past days too, so notices can have different newest days (newest first is then not id order).
      // No Emergency type chosen (the demo data preselects one), so EMERGENCY_NOTICE_TYPE_ID alone decides below.
      await api(admin.request, base, 'POST', '/admin/systemsettings', {
        pastDatesEnabled: true,
        currentDateEnabled: true,
        emergencyNoticeTypeId: null,
      });
      const gazetteOwner = await createActiveManager(
        admin.request,
        base,
        'owner.gazette@example.org',
        'Owner-Pass-2026',
      );
      gazetteId = (await createPublication(admin.request, base, 'Kalamazoo Evening Gazette', gazetteOwner.id))
        .id;
      emergencyTypeId = (
        await api<{ id: number }>(admin.request, base, 'POST', '/admin/noticetypes', {
          name: 'Emergency Closure',
          fields: [],
        })
      ).id;

      const hearing = { noticeTypeId: hearingTypeId, publicationId: ledgerId };
      const emergency = { noticeTypeId: emergencyTypeId, publicationId: ledgerId };
      const make = (input: NoticeInput, days: string[], publish = true) =>
        createNotice(admin.request, base, input, days, publish);
      // Created oldest-news first would make id order and date order agree: mix them.
      ids.oldest = await make(
        { ...hearing, title: titles.oldest, content: 'Apportionments for the Sycamore Creek Drain.' },
        [shiftDay(today, -12), shiftDay(today, -10)],
      );
      ids.closure = await make(
        { ...emergency, title: titles.closure, content: 'Sycamore Street is closed between Main and Elm.' },
        [today],
      );
      ids.escaped = await make(
        { ...hearing, title: titles.escaped, content: 'The planning commission reviews the sycamore plan.' },
        [shiftDay(today, -3)],
      );
      ids.gazette = await make(
        {
          noticeTypeId: hearingTypeId,
          publicationId: gazetteId,
          title: titles.gazette,
          content: 'Sycamore Township.',
        },
        [shiftDay(today, -1)],
      );
      ids.draft = await make(
        { ...hearing, title: titles.draft, content: 'A sycamore notice kept as a draft.' },
        [today],
        false,
      );
      ids.scheduled = await make(
        { ...hearing, title: titles.scheduled, content: 'A sycamore notice published for tomorrow.' },
        [shiftDay(today, 1)],
      );
      ids.other = await make(
        { ...hearing, title: titles.other, content: 'Paving of Maple Avenue from Oak to Pine.' },
        [today],
      );
      ids.bridge = await make(
        { ...emergency, title: titles.bridge, content: 'The Cedar River bridge is closed to all traffic.' },
        [today],
      );
      culverts = [];
      for (let n = 1; n <= 51; n++)
        culverts.push(
          await make(
            { ...hearing, title: `Culvert Replacement ${n}`, content: `Replacement of culvert number ${n}.` },
            [today],
          ),
        );
      await admin.close();
      await xmlPage.close();
      await product.stop();
      seedDir = workDir;
      await use();
      rmSync(workDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  /** The seeded data as `npm start` serves it. */
  product: [
    async ({ seeded }, use) => {
      void seeded;
      const product = await startOnSeed();
      await use(product);
      await product.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  /** The same data restarted with EMERGENCY_NOTICE_TYPE_ID and a PUBLIC_URL other than its address. */
  restarted: [
    async ({ seeded }, use) => {
      void seeded;
      const product = await startOnSeed({
        EMERGENCY_NOTICE_TYPE_ID: String(emergencyTypeId),
        PUBLIC_URL: OTHER_PUBLIC_URL,
      });
      await use(product);
      await product.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.use({ productOptions: {} });

async function feed(page: Page, base: string, query: string): Promise<ParsedFeed> {
  const response = await fetch(`${base}/feeds/search.atom?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml\b/);
  return parseXml(page, await response.text(), readFeed);
}
const noticeUrl = (id: number, origin: string) => `${origin}/notices/${id}`;
async function sitemapLocs(page: Page, base: string): Promise<string[]> {
  const sitemap = await parseXml(page, await (await fetch(`${base}/sitemap.xml`)).text(), readSitemap);
  return sitemap.urls.map((u) => u.loc);
}

test.describe('search engines and reach: Atom feeds, sitemap, canonical data and the Emergency button', () => {
  test('answers an Atom feed of a search: the matching public notices, newest first, titles escaped', async ({
    page,
    product,
  }) => {
    const atom = await feed(page, product.baseUrl, 'for=sycamore');
    expect(atom.root).toBe('feed');
    expect(atom.namespace).toBe(ATOM);
    expect(atom.title).toBe('Michigan public notices: sycamore');
    expect(atom.self).toBe(`${product.baseUrl}/feeds/search.atom?for=sycamore`);
    expect(atom.id).toBe(atom.self);
    expect(atom.alternate).toBe(`${product.baseUrl}/?for=sycamore`);
    // Newest publication day first (not id order): today, yesterday, 3 days ago, 10 days ago.
    // Neither the draft nor the notice whose only day is tomorrow; not the notice without the word.
    const order = [ids.closure, ids.gazette, ids.escaped, ids.oldest];
    expect(atom.entries.map((e) => e.link)).toEqual(order.map((id) => noticeUrl(id, product.baseUrl)));
    expect(atom.entries.map((e) => e.id)).toEqual(order.map((id) => noticeUrl(id, product.baseUrl)));
    expect(atom.entries.map((e) => e.linkRel)).toEqual(order.map(() => 'alternate'));
    expect(atom.entries.map((e) => e.title)).toEqual([
      titles.closure,
      titles.gazette,
      titles.escaped,
      titles.oldest,
    ]);
    // The start of each Detroit day, with Detroit's offset: an instant inside the day it names.
    const days = [today, shiftDay(today, -1), shiftDay(today, -3), shiftDay(today, -10)];
    expect(atom.entries.map((e) => e.updated.slice(0, 19))).toEqual(days.map((d) => `${d}T00:00:00`));
    expect(atom.entries.map((e) => e.updated)).toEqual(days.map(() => expect.stringMatching(/-0[45]:00$/)));
    expect(atom.entries.map((e) => detroitDayOf(e.updated))).toEqual(days);
    expect(atom.updated).toBe(atom.entries[0].updated);
    expect(atom.entries.map((e) => e.category)).toEqual([
      'Emergency Closure',
      'Public Hearing',
      'Public Hearing',
      'Public Hearing',
    ]);
  });

  test('names in each summary the days the search found the notice by, as its card does', async ({
    page,
    product,
  }) => {
    const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    // The oldest sycamore notice ran 12 and 10 days ago: every date names its last day, a window its day.
    const every = await feed(page, product.baseUrl, 'for=sycamore');
    const oldest = (atom: ParsedFeed) =>
      atom.entries.find((e) => e.link === noticeUrl(ids.oldest, product.baseUrl));
    expect(oldest(every)?.summary).toMatch(
      new RegExp(`^${mdy(shiftDay(today, -10))} · Lansing Legal Ledger: `),
    );
    const range = `for=sycamore&from=${shiftDay(today, -13)}&to=${shiftDay(today, -11)}`;
    const windowed = await feed(page, product.baseUrl, range);
    expect(windowed.entries.map((e) => e.link)).toEqual([noticeUrl(ids.oldest, product.baseUrl)]);
    expect(oldest(windowed)?.summary).toMatch(
      new RegExp(`^${mdy(shiftDay(today, -12))} · Lansing Legal Ledger: `),
    );
    // The entry still says when the notice last ran.
    expect(detroitDayOf(oldest(windowed)!.updated)).toBe(shiftDay(today, -10));
  });

  test('narrows the feed by the same parameters as the search: publication and notice type', async ({
    page,
    product,
  }) => {
    const ledger = await feed(page, product.baseUrl, `for=sycamore&pub=${ledgerId}`);
    expect(ledger.entries.map((e) => e.link)).toEqual(
      [ids.closure, ids.escaped, ids.oldest].map((id) => noticeUrl(id, product.baseUrl)),
    );
    expect(ledger.self).toBe(`${product.baseUrl}/feeds/search.atom?for=sycamore&pub=${ledgerId}`);
    const gazette = await feed(page, product.baseUrl, `for=sycamore&pub=${gazetteId}`);
    expect(gazette.entries.map((e) => e.link)).toEqual([noticeUrl(ids.gazette, product.baseUrl)]);
    const emergency = await feed(page, product.baseUrl, `type=${emergencyTypeId}`);
    expect(emergency.title).toBe('Michigan public notices');
    expect(emergency.entries.map((e) => e.link)).toEqual(
      [ids.bridge, ids.closure].map((id) => noticeUrl(id, product.baseUrl)),
    );
    const both = await feed(page, product.baseUrl, `for=sycamore&type=${emergencyTypeId}`);
    expect(both.entries.map((e) => e.title)).toEqual([titles.closure]);
  });

  test('keeps the feed to the newest 50 notices of a larger search', async ({ page, product }) => {
    const atom = await feed(page, product.baseUrl, 'for=culvert');
    expect(atom.entries).toHaveLength(50);
    // All 51 share today: the newest 50 are the last created, highest id first; the first is left out.
    const expected = [...culverts].reverse().slice(0, 50);
    expect(atom.entries.map((e) => e.link)).toEqual(expected.map((id) => noticeUrl(id, product.baseUrl)));
    expect(atom.entries.map((e) => e.link)).not.toContain(noticeUrl(culverts[0], product.baseUrl));
    // A page size in the URL does not change the feed's size.
    const paged = await feed(page, product.baseUrl, 'for=culvert&per=8&page=3');
    expect(paged.entries).toHaveLength(50);
    expect(paged.entries[0]?.link).toBe(noticeUrl(culverts[50], product.baseUrl));
  });

  test('answers a valid, empty feed when nothing matches', async ({ page, product }) => {
    const atom = await feed(page, product.baseUrl, 'for=zyzzyvaquux');
    expect(atom.root).toBe('feed');
    expect(atom.namespace).toBe(ATOM);
    expect(atom.title).toBe('Michigan public notices: zyzzyvaquux');
    expect(atom.entries).toEqual([]);
    expect(atom.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  test('lists exactly the public notices in sitemap.xml, and robots.txt points at it', async ({
    page,
    product,
  }) => {
    const response = await fetch(`${product.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml\b/);
    const sitemap = await parseXml(page, await response.text(), readSitemap);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.namespace).toBe(SITEMAP);
    const all = sitemap.urls.map((u) => u.loc);
    // The site's own pages first, then exactly the public notices.
    const pages = ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'];
    expect(all.slice(0, pages.length)).toEqual(pages.map((path) => `${product.baseUrl}${path}`));
    const locs = all.slice(pages.length);
    expect(demoIds.length).toBeGreaterThan(100); // demo data is on, as after `npm start`
    expect([...locs].sort()).toEqual(
      [...demoIds, ...publicIds()].map((id) => noticeUrl(id, product.baseUrl)).sort(),
    );
    expect(locs).not.toContain(noticeUrl(ids.draft, product.baseUrl));
    expect(locs).not.toContain(noticeUrl(ids.scheduled, product.baseUrl));
    const lastmod = (id: number) =>
      sitemap.urls.find((u) => u.loc === noticeUrl(id, product.baseUrl))?.lastmod;
    expect(lastmod(ids.oldest)).toBe(shiftDay(today, -10));
    expect(lastmod(ids.closure)).toBe(today);

    const robots = await fetch(`${product.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain\b/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${product.baseUrl}/sitemap.xml`);
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
  });

  test('gives a notice page a canonical link to itself and schema.org JSON-LD naming it; not for drafts', async ({
    browser,
    product,
  }) => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(noticeUrl(ids.escaped, product.baseUrl));
    await page.getByRole('heading', { level: 1, name: titles.escaped }).waitFor();
    const canonical = page.locator('head link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    expect(await canonical.getAttribute('href')).toBe(noticeUrl(ids.escaped, product.baseUrl));
    const scripts = page.locator('script[type="application/ld+json"]');
    expect(await scripts.count()).toBe(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Article');
    expect(data.headline).toBe(titles.escaped);
    expect(data.url).toBe(noticeUrl(ids.escaped, product.baseUrl));
    expect(data.mainEntityOfPage).toBe(noticeUrl(ids.escaped, product.baseUrl));
    expect(data.datePublished).toBe(shiftDay(today, -3));
    expect(data.articleSection).toBe('Public Hearing');
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Lansing Legal Ledger' });

    // Another notice names itself, not the first one.
    await page.goto(noticeUrl(ids.oldest, product.baseUrl));
    await page.getByRole('heading', { level: 1, name: titles.oldest }).waitFor();
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      noticeUrl(ids.oldest, product.baseUrl),
    );
    const oldest = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as Record<string, unknown>;
    expect(oldest.headline).toBe(titles.oldest);
    expect(oldest.datePublished).toBe(shiftDay(today, -12));
    expect(oldest.dateModified).toBe(shiftDay(today, -10));
    await page.close();
    expect(errors).toEqual([]);

    // A draft and a notice not yet out have no public page, so nothing to point search engines at.
    for (const id of [ids.draft, ids.scheduled]) {
      const response = await fetch(noticeUrl(id, product.baseUrl));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
    }
  });

  test('shows no Emergency button while none is chosen and EMERGENCY_NOTICE_TYPE_ID is unset', async ({
    browser,
    product,
  }) => {
    const page = await browser.newPage();
    await page.goto(product.baseUrl);
    await page.getByRole('link', { name: 'Search', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Emergency notices' }).count()).toBe(0);
    await page.close();
  });

  test.describe('restarted with EMERGENCY_NOTICE_TYPE_ID and a PUBLIC_URL other than its address', () => {
    test('opens the emergency search from the header button by keyboard: that type only', async ({
      browser,
      restarted: product,
    }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchPageErrors(page);
      await page.goto(product.baseUrl);
      // The home page's own search (this week) shows notices of other types.
      await page.getByRole('heading', { level: 3, name: 'Culvert Replacement 51' }).waitFor();
      const button = page.getByRole('link', { name: 'Emergency notices' });
      expect(await button.count()).toBe(1);
      await button.focus();
      await page.keyboard.press('Enter');
      await step(page, 'emergency-search', async () => {
        await page.waitForURL((url) => url.searchParams.get('type') === String(emergencyTypeId));
        await page.getByText('2 notices found.').waitFor();
      });
      const url = new URL(page.url());
      expect(url.pathname).toBe('/');
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('per')).toBe('8');
      const results = page.getByRole('list', { name: 'Notices' }).getByRole('heading', { level: 3 });
      expect(await results.allTextContents()).toEqual([titles.bridge, titles.closure]);
      await page.close();
      expect(errors).toEqual([]);
    });

    test('builds absolute links from PUBLIC_URL, not from the address asked', async ({
      page,
      pageErrors,
      restarted: product,
    }) => {
      const sitemap = await parseXml(
        page,
        await (await fetch(`${product.baseUrl}/sitemap.xml`)).text(),
        readSitemap,
      );
      const pages = ['/', '/about', '/terms', '/privacy', '/transparency', '/open-data'];
      expect(sitemap.urls.map((u) => u.loc).sort()).toEqual(
        [
          ...pages.map((path) => `${OTHER_PUBLIC_URL}${path}`),
          ...[...demoIds, ...publicIds()].map((id) => noticeUrl(id, OTHER_PUBLIC_URL)),
        ].sort(),
      );
      const robots = await (await fetch(`${product.baseUrl}/robots.txt`)).text();
      expect(robots.split('\n')).toContain(`Sitemap: ${OTHER_PUBLIC_URL}/sitemap.xml`);
      const atom = await feed(page, product.baseUrl, `type=${emergencyTypeId}`);
      expect(atom.self).toBe(`${OTHER_PUBLIC_URL}/feeds/search.atom?type=${emergencyTypeId}`);
      expect(atom.entries.map((e) => e.link)).toEqual(
        [ids.bridge, ids.closure].map((id) => noticeUrl(id, OTHER_PUBLIC_URL)),
      );
      await page.goto(noticeUrl(ids.closure, product.baseUrl));
      await page.getByRole('heading', { level: 1, name: titles.closure }).waitFor();
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
        noticeUrl(ids.closure, OTHER_PUBLIC_URL),
      );
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      ) as Record<string, unknown>;
      expect(data.url).toBe(noticeUrl(ids.closure, OTHER_PUBLIC_URL));
      expect(pageErrors).toEqual([]);
    });
  });
});
