import { AUTH_COOKIE_NAME } from '@notices/common';
import { ADMIN_EMAIL, bearer, PASSWORD, TestApp } from '../support/app';
import { INJECTED_FAILURE } from '../support/response-contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Structured logs (LOG_FORMAT=json): request ids, one access line per request, no secrets. */
describe('logs', () => {
  let t: TestApp;
  let printed = '';
  const records = () =>
    printed
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  // The access line is written when the answer is finished, a moment after the client has it.
  const recordsOf = async (reqId: string) => {
    for (let i = 0; i < 50 && !records().some((r) => r.reqId === reqId && r.status); i++)
      await new Promise((r) => setTimeout(r, 20));
    return records().filter((r) => r.reqId === reqId);
  };

  beforeAll(async () => {
    t = await TestApp.start({ logLevel: 'log', observability: { logFormat: 'json', metricsToken: null } });
  }, 60_000);
  beforeEach(() => {
    printed = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed += String(chunk);
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('answers a valid incoming X-Request-Id and logs the request under it: method, route, status, ms', async () => {
    const res = await t.http.get('/api/v1/notices/987654').set('X-Request-Id', 'edge-1234.abc');
    expect(res.status).toBe(404);
    expect(res.headers['x-request-id']).toBe('edge-1234.abc');
    const [access] = await recordsOf('edge-1234.abc');
    expect(access).toMatchObject({
      level: 'info',
      reqId: 'edge-1234.abc',
      method: 'GET',
      route: '/api/v1/notices/:id',
      status: 404,
    });
    expect(typeof access.ms).toBe('number');
    expect(typeof access.time).toBe('string');
  });

  it("logs a failed query as a JSON line, without the query's parameters", async () => {
    await expect(t.db.query('SELECT length($1::text) / 0', ['secret-value-42'])).rejects.toThrow();
    const line = records().find((r) => r.context === 'Database');
    expect(line).toMatchObject({ level: 'warn' });
    expect(String(line?.msg)).toContain('division by zero');
    expect(String(line?.msg)).toContain('SELECT length($1::text) / 0');
    expect(printed).not.toContain('secret-value-42');
  });

  it('replaces a missing or unsafe X-Request-Id with a new UUID', async () => {
    const none = await t.http.get('/api/v1/counties');
    expect(none.headers['x-request-id']).toMatch(UUID);
    for (const unsafe of ['x'.repeat(65), 'two words', '<script>', '']) {
      const res = await t.http.get('/api/v1/counties').set('X-Request-Id', unsafe);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const a = await t.http.get('/api/v1/counties');
    const b = await t.http.get('/api/v1/counties');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("puts the request id on the lines logged while the request runs (an error's line too)", async () => {
    await t.db.query('ALTER TABLE counties RENAME TO counties_away');
    try {
      const res = await t.http
        .get('/api/v1/counties?token=error-secret-7')
        .set('X-Request-Id', 'broken-1')
        .set(INJECTED_FAILURE);
      expect(res.status).toBe(500);
      const lines = await recordsOf('broken-1');
      expect(
        lines.find((r) => r.context === 'ErrorFilter' || (r.level === 'error' && !r.status)),
      ).toMatchObject({
        level: 'error',
        reqId: 'broken-1',
      });
      expect(printed).not.toContain('error-secret-7');
      expect(lines.find((r) => r.status)).toMatchObject({
        status: 500,
        route: '/api/v1/counties',
        level: 'error',
      });
    } finally {
      await t.db.query('ALTER TABLE counties_away RENAME TO counties');
    }
  });

  it('never writes passwords, cookies, bearer tokens or tokens in URLs', async () => {
    await t.resetLimits();
    const login = await t.http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const sessionToken = cookie.split('=')[1];
    const { token } = await t.admin();
    await t.http.get('/api/v1/auth/profile').set('Cookie', cookie).expect(200);
    await t.http.get('/api/v1/auth/profile').set(bearer(token)).expect(200);
    await t.http.get('/api/v1/auth/validate_token?token=url-secret-42&page=2');
    await new Promise((r) => setTimeout(r, 200));
    expect(printed).toContain('/api/v1/auth/profile');
    expect(printed).toContain('token=%5BRedacted%5D&page=2');
    for (const secret of [PASSWORD, sessionToken, token, 'url-secret-42'])
      expect(printed).not.toContain(secret);
  });
});

/** A page's own calls to the API are logged under the page's request id. */
describe('logs of a rendered page', () => {
  let t: TestApp;
  let printed = '';
  beforeAll(async () => {
    t = await TestApp.start(
      { logLevel: 'log', observability: { logFormat: 'json', metricsToken: null } },
      { serveFrontEnds: true },
    );
    // The site's server rendering calls the API at PORT, as in main.ts.
    process.env.PORT = String(t.config.port);
  }, 60_000);
  afterAll(() => t.close());

  it('puts the page’s request id on the access lines of the API calls made to render it', async () => {
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed += String(chunk);
      return true;
    });
    try {
      // No id from the visitor (or an unsafe one): the page's new id is the one passed on. A session
      // cookie makes the page ask the API who it is (its search is run in process, not over HTTP).
      const res = await t.http
        .get('/')
        .set('X-Request-Id', 'two words')
        .set('Cookie', `${AUTH_COOKIE_NAME}=no-such-session`);
      expect(res.status).toBe(302);
      const pageId = String(res.headers['x-request-id']);
      expect(pageId).toMatch(UUID);
      const routesOf = () =>
        printed
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((r) => r.reqId === pageId && r.status)
          .map((r) => r.route);
      for (let i = 0; i < 50 && routesOf().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(routesOf()).toEqual(expect.arrayContaining(['/api/v1/auth/validate_token']));
    } finally {
      jest.restoreAllMocks();
    }
  });
});
