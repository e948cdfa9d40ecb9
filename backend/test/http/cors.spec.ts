import { loadConfig } from '../../src/config/config';
import { bearer, TestApp } from '../support/app';

const TRUSTED = 'http://partner.localhost:4000';

const corsHeadersOf = (headers: Record<string, string>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS: no cross-origin credentials except for configured origins', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await TestApp.start({ corsOrigins: [TRUSTED] });
    token = (await t.userWithSession()).token;
  });
  afterAll(() => t.close());

  it.each(['http://evil.localhost:9999', 'null', 'http://partner.localhost:4001'])(
    'gives %s no CORS header on a signed-in read, a rename or their preflights',
    async (origin) => {
      const read = await t.http.get('/api/v1/auth/profile').set(bearer(token)).set('Origin', origin);
      const rename = await t.http
        .put('/api/v1/auth/profile')
        .set(bearer(token))
        .set('Origin', origin)
        .send({ givenName: 'Mallory' });
      const preflight = await t.http
        .options('/api/v1/auth/profile')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'PUT')
        .set('Access-Control-Request-Headers', 'content-type');
      for (const [what, res] of Object.entries({ read, rename, preflight }))
        expect([what, corsHeadersOf(res.headers)]).toEqual([what, []]);
    },
  );

  it('allows a configured origin exactly, with credentials, on requests and preflights', async () => {
    const read = await t.http.get('/api/v1/auth/profile').set(bearer(token)).set('Origin', TRUSTED);
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    expect(read.headers['vary']).toMatch(/Origin/);
    const preflight = await t.http
      .options('/api/v1/auth/profile')
      .set('Origin', TRUSTED)
      .set('Access-Control-Request-Method', 'PUT');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  it('reads CORS_ORIGINS as exact origins, empty by default, and refuses null, paths and wildcards', () => {
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).corsOrigins).toEqual([]);
    expect(
      loadConfig({ ...env, CORS_ORIGINS: ' https://a.example.org, http://localhost:5173 ' }).corsOrigins,
    ).toEqual(['https://a.example.org', 'http://localhost:5173']);
    for (const bad of ['null', '*', 'https://a.example.org/', 'https://a.example.org/path', 'file:///x'])
      expect(() => loadConfig({ ...env, CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
  });
});

describe('CORS with the default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('answers no CORS header to any origin', async () => {
    const { token } = await t.userWithSession();
    for (const origin of ['http://evil.localhost:9999', 'null', 'http://localhost:3000']) {
      const read = await t.http.get('/api/v1/auth/profile').set(bearer(token)).set('Origin', origin);
      expect(read.status).toBe(200);
      expect(corsHeadersOf(read.headers)).toEqual([]);
      const preflight = await t.http
        .options('/api/v1/auth/login')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST');
      expect(corsHeadersOf(preflight.headers)).toEqual([]);
    }
  });
});
