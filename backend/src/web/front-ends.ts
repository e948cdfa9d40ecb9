import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import type express from 'express';
import { resolve } from 'node:path';
import { ADMIN_DIST, SITE_CLIENT_DIR, SITE_SERVER_ENTRY, adminBuilt, siteBuilt } from './paths';
import { createRemixMiddleware } from './remix-adapter';

const OWN_PREFIXES = ['/api/', '/documentation'];
const isApiPath = (path: string) => path === '/api' || OWN_PREFIXES.some((p) => path.startsWith(p));

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
    // API calls skip the site's files: looking one up is a file-system call per request.
    const siteFiles = serveStatic(SITE_CLIENT_DIR, { index: false, maxAge: '1h' });
    const remix = await createRemixMiddleware(SITE_SERVER_ENTRY);
    app.use((req: Request, res: Response, next: NextFunction) =>
      isApiPath(req.path)
        ? next()
        : siteFiles(req, res, (error?: unknown) => (error ? next(error) : remix(req, res, next))),
    );
  } else logger.warn('site/build is missing: run `npm run build` to serve the public site');
}
