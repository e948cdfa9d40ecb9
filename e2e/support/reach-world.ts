import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '@notices/common';
import { api, createActiveManager, createPublication, detroitToday } from './api';
import { expect, test as base, type ProductOptions } from './fixtures';
import { newWorkDir, startProduct, type Product } from './product';
import { publishingWorld } from './world';

/**
 * The seeded world of the files about search engines and reach (search-feeds, sitemap-robots,
 * notice-canonical-data and emergency-button): a product started as on a fresh clone, given two
 * publications, an Emergency Closure type and notices on different days through the API, then stopped.
 * A worker seeds it once and serves a copy of its data as `product` (and, restarted with other settings,
 * as `restarted`). Also the readers of the Atom and sitemap answers those files share.
 */

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
export interface ParsedFeed {
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
export async function parseXml<T>(
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
export function readSitemap(source: string): ParsedSitemap | { error: string } {
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

/** The data directory of a fresh product with the notices below, stopped: each product runs a copy. */
let seedDir = '';
export const today = detroitToday();
export const ids = {
  oldest: 0, // "sycamore", 10 days ago, Ledger, hearing
  closure: 0, // "sycamore", today, Ledger, emergency type
  escaped: 0, // "sycamore", 3 days ago, Ledger, hearing, title with & and <
  gazette: 0, // "sycamore", yesterday, Gazette, hearing
  draft: 0, // "sycamore", today, never published
  scheduled: 0, // "sycamore", published but its only day is tomorrow
  other: 0, // no "sycamore", today, hearing
  bridge: 0, // no "sycamore", today, emergency type
};
export let culverts: number[] = []; // 51 "culvert" notices, today, in creation order
export let ledgerId = 0;
export let gazetteId = 0;
export let emergencyTypeId = 0;
export const titles = {
  oldest: 'Sycamore Creek Drain Day of Review',
  closure: 'Sycamore Street Water Main Break Closure',
  escaped: 'Sycamore Park Rezoning <Phase 2> & Site Plan Vote',
  gazette: 'Sycamore Township Budget Hearing',
  draft: 'Sycamore Draft That Never Went Out',
  scheduled: 'Sycamore Hall Hearing Scheduled For Tomorrow',
  other: 'Maple Avenue Paving Special Assessment',
  bridge: 'Cedar River Bridge Emergency Closure',
};
export const publicIds = () => [
  ids.oldest,
  ids.closure,
  ids.escaped,
  ids.gazette,
  ids.other,
  ids.bridge,
  ...culverts,
];

/** Ids of the demo notices public before the seeding added any (the sitemap lists them too). */
export let demoIds: number[] = [];

/** A product running on a copy of the seeded data (the copy goes when it stops), with `env`. */
async function startOnSeed(env: Record<string, string> = {}): Promise<Product> {
  const workDir = newWorkDir();
  // cp -a keeps the database files' owner (PostgreSQL runs as an unprivileged account when we are root).
  execFileSync('cp', ['-a', `${seedDir}/.`, workDir]);
  return startProduct({ workDir, env });
}

/**
 * The options of the files in this world: passing the same object lets Playwright keep one worker, and
 * so one seeded world and its product, for the next of them (as SHARED_PRODUCT does for other files).
 */
export const REACH_WORLD: ProductOptions = {};

/** A PUBLIC_URL that is not the address the tests call, so absolute links show where they come from. */
export const OTHER_PUBLIC_URL = 'http://notices.example.test';

/** The test of a file in the seeded world: the worker seeds it once, and `product` serves a copy of its data. */
export const test = base.extend<object, { seeded: void; restarted: Product }>({
  /** One product started as on a fresh clone, the notices above added through the API, then stopped. */
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
      const hearingTypeId = world.noticeTypeId;
      // Past days too, so notices can have different newest days (newest first is then not id order).
      // No Emergency type chosen (the demo data preselects one), so EMERGENCY_NOTICE_TYPE_ID alone decides the button.
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
        [addDays(today, -12), addDays(today, -10)],
      );
      ids.closure = await make(
        { ...emergency, title: titles.closure, content: 'Sycamore Street is closed between Main and Elm.' },
        [today],
      );
      ids.escaped = await make(
        { ...hearing, title: titles.escaped, content: 'The planning commission reviews the sycamore plan.' },
        [addDays(today, -3)],
      );
      ids.gazette = await make(
        {
          noticeTypeId: hearingTypeId,
          publicationId: gazetteId,
          title: titles.gazette,
          content: 'Sycamore Township.',
        },
        [addDays(today, -1)],
      );
      ids.draft = await make(
        { ...hearing, title: titles.draft, content: 'A sycamore notice kept as a draft.' },
        [today],
        false,
      );
      ids.scheduled = await make(
        { ...hearing, title: titles.scheduled, content: 'A sycamore notice published for tomorrow.' },
        [addDays(today, 1)],
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
  /** The seeded data restarted with EMERGENCY_NOTICE_TYPE_ID and a PUBLIC_URL other than its address. */
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

/** The Atom feed of a search (`query` as in the site's address), checked as Atom and read. */
export async function feed(page: Page, base: string, query: string): Promise<ParsedFeed> {
  const response = await fetch(`${base}/feeds/search.atom?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml\b/);
  return parseXml(page, await response.text(), readFeed);
}

/** A notice page's address under `origin`. */
export const noticeUrl = (id: number, origin: string) => `${origin}/notices/${id}`;

/** The addresses sitemap.xml lists, in its order. */
async function sitemapLocs(page: Page, base: string): Promise<string[]> {
  const sitemap = await parseXml(page, await (await fetch(`${base}/sitemap.xml`)).text(), readSitemap);
  return sitemap.urls.map((u) => u.loc);
}
