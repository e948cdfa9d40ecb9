import { AUTH_COOKIE_NAME, ErrorCode } from '@notices/common';
import type { Request } from 'express';
import { AppException } from './app-exception';
import type { AppConfig } from '../config/config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Our own origin (PUBLIC_URL's) and the origins CORS_ORIGINS lets call with credentials. */
export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins.filter((o) => o !== 'null')]);
}

/** The session cookie is the credential: no bearer header (which passport-jwt reads first) and a cookie. */
export function authenticatedByCookie(req: Request): boolean {
  if (req.headers.authorization?.startsWith('Bearer ')) return false;
  const cookie: unknown = req.cookies?.[AUTH_COOKIE_NAME];
  return typeof cookie === 'string' && cookie !== '';
}

/**
 * A SameSite=Lax cookie rides along on forms and fetches from sibling origins (another port or
 * subdomain), so a change made with the cookie must say where it comes from: the browser's
 * `Sec-Fetch-Site: same-origin`, or an `Origin` we trust. Neither header: refused (ADR 019).
 */
export function fromTrustedOrigin(req: Request, trusted: ReadonlySet<string>): boolean {
  if (req.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = req.headers.origin;
  return typeof origin === 'string' && trusted.has(origin);
}

/** 403 cross_origin_request for a state-changing request that the session cookie authenticates from elsewhere. */
export function assertSameOriginCookieRequest(req: Request, trusted: ReadonlySet<string>): void {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return;
  if (!authenticatedByCookie(req) || fromTrustedOrigin(req, trusted)) return;
  throw AppException.forbidden(ErrorCode.crossOriginRequest);
}
