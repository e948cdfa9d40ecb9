import type { Request, Response } from 'express';
import { SITE_VISITOR_HEADER, siteVisitor, siteVisitorHeader } from './site-visitor';

/** A request as Express hands it over, with `ip` computed by Express (here: the socket's address). */
function requestFrom(remoteAddress: string, header?: string): Request {
  const req = Object.create({ ip: remoteAddress }) as Request;
  Object.assign(req, {
    headers: header === undefined ? {} : { [SITE_VISITOR_HEADER]: header },
    socket: { remoteAddress },
  });
  return req;
}

function run(req: Request): Request {
  const next = jest.fn();
  siteVisitor()(req, {} as Response, next);
  expect(next).toHaveBeenCalledWith();
  return req;
}

describe('siteVisitor: the site names its visitor to the API of its own process', () => {
  it('makes the vouched-for address the request’s ip over loopback', () => {
    for (const socket of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const req = run(requestFrom(socket, siteVisitorHeader('198.51.100.7')));
      expect([socket, req.ip, req.headers[SITE_VISITOR_HEADER]]).toEqual([socket, '198.51.100.7', undefined]);
    }
  });

  it('ignores even the right secret from another machine, and takes the header off', () => {
    const req = run(requestFrom('203.0.113.1', siteVisitorHeader('198.51.100.7')));
    expect([req.ip, req.headers[SITE_VISITOR_HEADER]]).toEqual(['203.0.113.1', undefined]);
  });

  it.each([
    ['a guessed secret', 'guess 198.51.100.7'],
    ['no secret', '198.51.100.7'],
    ['the secret with something else than an address', siteVisitorHeader('me')],
  ])('ignores %s from loopback', (_what, header) => {
    const req = run(requestFrom('127.0.0.1', header));
    expect([req.ip, req.headers[SITE_VISITOR_HEADER]]).toEqual(['127.0.0.1', undefined]);
  });
});
