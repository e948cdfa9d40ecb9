import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import type express from 'express';
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ADMIN_DIST, SITE_CLIENT_DIR, SITE_SERVER_ENTRY, adminBuilt, siteBuilt } from './paths';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Clock } from '../platform/clock';
import { ReadDatabase } from '../database/read-database';
import { SearchChanges } from '../search/search-changes';
import { DEFAULT_PAGE_CACHE, PageCache } from './page-cache';
import { createRemixMiddleware } from './remix-adapter';
import { siteData } from './site-data';

const OWN_PREFIXES = ['/api/', '/documentation'];
const isApiPath = (path: string) => path === '/api' || OWN_PREFIXES.some((p) => path.startsWith(p));

/** The URL path of every file of the site's client build outside assets/ (served apart), e.g. `/favicon.svg`. */
function siteFileUrls(dir: string): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
      .filter((path) => !path.startsWith('/assets/')),
  );
}

/** The memory of rendered public pages (SITE_PAGE_CACHE; 0: none). */
function pageCache(app: NestExpressApplication): PageCache | null {
  const options = app.get<AppConfig>(APP_CONFIG).sitePageCache ?? DEFAULT_PAGE_CACHE;
  if (!options.entries) return null;
  return new PageCache(options, app.get(SearchChanges), app.get(ReadDatabase), app.get(Clock));
}

/** react-admin at /admin/ (hash routes), the Remix site at every other path. */
export async function mountFrontEnds(
  app: NestExpressApplication,
  serveStatic: typeof express.static,
): Promise<void> {
  const logger = new Logger('FrontEnds');
  // Pages, scripts and styles go gzip-compressed (about a third of their size); the API is left as it is.
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) =>
    isApiPath(req.path) ? next() : compress(req, res, next),
  );
  if (adminBuilt()) {
    app.use('/admin', serveStatic(ADMIN_DIST, { index: 'index.html', maxAge: '1h' }));
    app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET') return next();
      // `root`: only the part below it is checked for dot-folders, so a checkout inside one still serves.
      res.sendFile('index.html', { root: ADMIN_DIST }, (error?: Error) => error && next(error));
    });
  } else logger.warn('admin/dist is missing: run `npm run build` to serve the back office');

  if (siteBuilt()) {
    app.use('/assets', serveStatic(resolve(SITE_CLIENT_DIR, 'assets'), { immutable: true, maxAge: '1y' }));
    // The site's own files (favicon.svg…) are known from its build: looking each path up on disk would
    // cost pages and API calls a file-system call each.
    const files = siteFileUrls(SITE_CLIENT_DIR);
    const siteFiles = serveStatic(SITE_CLIENT_DIR, { index: false, maxAge: '1h' });
    const remix = await createRemixMiddleware(SITE_SERVER_ENTRY, siteData(app), pageCache(app));
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (isApiPath(req.path)) return next();
      if (!files.has(req.path)) return remix(req, res, next);
      siteFiles(req, res, (error?: unknown) => (error ? next(error) : remix(req, res, next)));
    });
  } else logger.warn('site/build is missing: run `npm run build` to serve the public site');
}
