import helmet from 'helmet';

/**
 * Security headers on every response. Only the embed page may be framed by other sites,
 * so it gets its own frame-ancestors; everything else is framed by ourselves at most.
 */
export function securityHeaders(options: { embedPath: string }) {
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    // Remix's hydration data and MUI's emotion styles are inline.
    scriptSrc: ["'self'", "'unsafe-inline'"],
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
  return (req: { path: string }, res: unknown, next: () => void) =>
    (req.path === options.embedPath ? embed : everywhere)(req as never, res as never, next);
}
