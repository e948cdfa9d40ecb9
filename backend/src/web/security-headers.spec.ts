import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers';

function app() {
  const server = express();
  server.use(securityHeaders({ embedPath: '/embed' }));
  server.get(/.*/, (_req, res) => res.json({ ok: true }));
  return server;
}

const SECURITY = [
  'content-security-policy',
  'strict-transport-security',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-opener-policy',
];

describe('securityHeaders', () => {
  it('gives API answers the same headers every time, without a nonce', async () => {
    const [first, second] = [
      await request(app()).get('/api/v1/search'),
      await request(app()).get('/api/v1/x'),
    ];
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('nonce');
    for (const name of SECURITY) expect([name, second.headers[name]]).toEqual([name, first.headers[name]]);
    expect(first.headers['x-powered-by']).toBeUndefined();
  });

  it('gives each page a nonce of its own, and the API’s other headers', async () => {
    const [page, other, api] = [
      await request(app()).get('/'),
      await request(app()).get('/'),
      await request(app()).get('/api/v1/search'),
    ];
    const nonce = (res: request.Response) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce(page)).toBeTruthy();
    expect(nonce(page)).not.toBe(nonce(other));
    expect(String(page.headers['content-security-policy']).replace(/ 'nonce-[^']+'/, '')).toBe(
      api.headers['content-security-policy'],
    );
    for (const name of SECURITY.slice(1))
      expect([name, page.headers[name]]).toEqual([name, api.headers[name]]);
  });
});
