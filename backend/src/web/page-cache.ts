import { AUTH_COOKIE_NAME, detroitDay } from '@notices/common';
import type { Request, Response } from 'express';
import { isbot } from 'isbot';
import type { Clock } from '../platform/clock';
import type { ReadDatabase } from '../database/read-database';
import type { SearchChanges } from '../search/search-changes';

/** The pages anyone may be shown the same copy of: the home page (any search), a notice, the embed. */
const SHARED_PAGE = /^\/(?:embed|notices\/\d+)?$/;
/** A notice page shows its transparency proof, whose log notifies nothing: it is rendered again this often. */
const NOTICE_PAGE_MAX_AGE_MS = 30_000;
/** Answers a page from memory (`hit`) or says it was rendered (`miss`): for operators and tests. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

export interface PageCacheOptions {
  /** Pages kept at most; 0 turns the memory off. */
  entries: number;
  /** Bytes of page bodies kept at most. */
  bytes: number;
}

/** As SITE_PAGE_CACHE and SITE_PAGE_CACHE_MB default (config.ts). */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = { entries: 500, bytes: 64 * 1024 * 1024 };

interface Page {
  generation: number;
  expires: number;
  headers: Array<[string, string]>;
  /** The body cut where the rendering's CSP nonce was: each answer joins them with its own nonce. */
  parts: Buffer[];
  bytes: number;
}

/** A render that may be kept: its key and the search generation taken before it began. */
export interface PageRender {
  key: string;
  generation: number | null;
}

/**
 * Rendered public pages for visitors who are not signed in, kept until what search shows next changes
 * (SearchChanges' generation, taken before rendering, as UntilChanged does) or, with a read replica, not
 * kept at all while the replica has not replayed the current generation's change (the page's reads may
 * have gone to either database). The key holds Detroit's day (results and the footer's year depend on
 * today), whether the visitor is a crawler (entry.server.tsx renders them whole, browsers streamed), the
 * host and the whole URL: the page's only per-visitor inputs besides the session cookie, which the site
 * forwards to the API and which keeps a request out of the memory altogether. Each answer carries a nonce
 * of its own, the CSP header's.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();
  private bytes = 0;

  constructor(
    private readonly options: PageCacheOptions,
    private readonly changes: SearchChanges,
    private readonly reads: ReadDatabase,
    private readonly clock: Clock,
  ) {}

  /** The render of `req` if its page may be shared, else null. */
  async begin(req: Request): Promise<PageRender | null> {
    if (this.options.entries <= 0 || req.method !== 'GET' || !SHARED_PAGE.test(req.path)) return null;
    // Remix's client-side data requests are JSON, not pages.
    if (req.originalUrl.includes('_data=')) return null;
    if (hasSessionCookie(req.headers.cookie)) return null;
    const today = detroitDay(this.clock.now());
    const crawler = isbot(req.get('user-agent') ?? '') ? 'bot' : 'browser';
    const key = `${today} ${detroitDay()} ${crawler} ${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`;
    return { key, generation: await this.generation() };
  }

  /** The remembered page of `render`, answered with `nonce`; false when there is none. */
  answer(render: PageRender, res: Response, nonce: string): boolean {
    const page = this.pages.get(render.key);
    if (!page) return false;
    if (page.generation !== render.generation || page.expires < Date.now()) {
      this.forget(render.key, page);
      return false;
    }
    this.pages.delete(render.key);
    this.pages.set(render.key, page);
    const separator = Buffer.from(nonce);
    const body = Buffer.concat(page.parts.flatMap((part, i) => (i ? [separator, part] : [part])));
    res.status(200);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_HEADER, 'hit');
    res.setHeader('content-length', body.length);
    res.end(body);
    return true;
  }

  /** Keeps a page rendered for `render` with `nonce`, if nothing in its answer is the visitor's own. */
  keep(render: PageRender, res: Response, response: globalThis.Response, body: Buffer, nonce: string): void {
    if (render.generation === null || response.status !== 200 || !nonce) return;
    if (response.headers.has('set-cookie') || res.getHeader('set-cookie') !== undefined) return;
    if (body.length > this.options.bytes / 4) return;
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') headers.push([name, value]);
    });
    const parts = splitAt(body, Buffer.from(nonce));
    const expires = render.key.includes('/notices/') ? Date.now() + NOTICE_PAGE_MAX_AGE_MS : Infinity;
    const previous = this.pages.get(render.key);
    if (previous) this.forget(render.key, previous);
    const page = { generation: render.generation, expires, headers, parts, bytes: body.length };
    this.pages.set(render.key, page);
    this.bytes += body.length;
    for (const [key, oldest] of this.pages) {
      if (this.pages.size <= this.options.entries && this.bytes <= this.options.bytes) break;
      this.forget(key, oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  /** The generation a render starts in; null when its page may not be kept. */
  private async generation(): Promise<number | null> {
    if (!this.changes.listening) return null;
    const generation = this.changes.generation;
    if (this.reads.isSeparate) {
      // Which database each of the page's reads will use is not known here: keep the page only when the
      // replica is the one in use and has replayed this generation (the primary sees it anyway).
      const target = await this.reads.read((t) => Promise.resolve(t));
      if (target.pool !== this.reads.pool || !this.changes.seenBy(target)) return null;
    }
    return generation;
  }

  private forget(key: string, page: Page): void {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

function hasSessionCookie(cookie: string | undefined): boolean {
  return !!cookie && cookie.split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE_NAME}=`));
}

/** `body` cut at every occurrence of `separator` (which is left out). */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}
