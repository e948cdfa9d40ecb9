import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** The nonce of this response's inline scripts, which the Remix adapter hands to the site. */
export const cspNonce = (res: Response): string => String(res.locals.cspNonce ?? '');

/**
 * Security headers on every response. Only the embed page may be framed by other sites,
 * so it gets its own frame-ancestors; everything else is framed by ourselves at most.
 * Scripts: our own files, and inline scripts only with this response's nonce (never 'unsafe-inline').
 */
export function securityHeaders(options: { embedPath: string }) {
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    scriptSrc: ["'self'", (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`],
    scriptSrcAttr: ["'none'"],
    // MUI's emotion styles and React's style attributes are inline; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    formAction: ["'self'", 'https:', 'http:'],
    upgradeInsecureRequests: null,
  };
  const everywhere = helmet({
    contentSecurityPolicy: { directives },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const embed = helmet({
    contentSecurityPolicy: { directives: { ...directives, frameAncestors: ['*'] } },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  // JSON answers run no scripts: the API's headers are the same on every answer, so they are worked out
  // once (no nonce, no policy written per request: a few percent of a search request's time).
  const api = fixedHeaders(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, scriptSrc: ["'self'"] } },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/')) {
      for (const [name, value] of api) res.setHeader(name, value);
      res.removeHeader('x-powered-by');
      return next();
    }
    res.locals.cspNonce = randomBytes(16).toString('base64');
    (req.path === options.embedPath ? embed : everywhere)(req, res, next);
  };
}

/** The headers a helmet middleware without per-request directives sets, taken from one run. */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  middleware({} as Request, res as unknown as Response, () => undefined);
  return headers;
}
