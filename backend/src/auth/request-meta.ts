import { AUTH_COOKIE_NAME } from '@notices/common';
import type { Request } from 'express';
import type { RequestMeta } from './auth.service';

export function requestMeta(req: Request): RequestMeta {
  return { ip: req.ip, userAgent: req.headers['user-agent'] };
}

/** The token as the strategy would read it: bearer header first, else the cookie. */
export function requestToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const cookie: unknown = req.cookies?.[AUTH_COOKIE_NAME];
  return typeof cookie === 'string' ? cookie : undefined;
}
