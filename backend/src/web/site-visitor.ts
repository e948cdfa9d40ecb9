import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

/**
 * The site's server rendering calls the API over loopback on behalf of a visitor. It says who the visitor
 * is in this header: `<secret> <address>`, with a secret drawn when this process starts and known only to
 * it (the Remix adapter and the API are the same process). A visitor cannot forge it: the adapter replaces
 * whatever the visitor sent, the API strips it from every request and accepts it only with the secret,
 * over a loopback connection. Unlike X-Forwarded-For it does not depend on TRUST_PROXY.
 */
export const SITE_VISITOR_HEADER = 'x-site-visitor';

const SECRET = randomBytes(32).toString('base64url');

/** The header's value for a visitor whose address Express established (req.ip, under TRUST_PROXY). */
export function siteVisitorHeader(address: string): string {
  return `${SECRET} ${address}`;
}

/** The vouched-for address of a header value, or null when the secret is not this process's. */
function vouchedAddress(value: string): string | null {
  const [secret = '', address = ''] = value.split(' ');
  const given = Buffer.from(secret);
  const expected = Buffer.from(SECRET);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return isIP(address) ? address : null;
}

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

/**
 * First middleware of the app: takes the header off every request, and when it comes from this process's
 * own site (secret, loopback) makes the visitor's address the request's `ip` for everything after it
 * (rate limits, session records).
 */
export function siteVisitor() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const value = req.headers[SITE_VISITOR_HEADER];
    if (value === undefined) return next();
    delete req.headers[SITE_VISITOR_HEADER];
    const address = typeof value === 'string' ? vouchedAddress(value) : null;
    if (address && isLoopback(req.socket.remoteAddress)) {
      // Express computes `ip` from the socket and X-Forwarded-For; an own property takes its place.
      Object.defineProperty(req, 'ip', { value: address, configurable: true, enumerable: true });
      Object.defineProperty(req, 'ips', { value: [address], configurable: true, enumerable: true });
    }
    next();
  };
}
