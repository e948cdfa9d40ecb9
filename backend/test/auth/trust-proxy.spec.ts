import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGIN_FAILURES } from '../../src/auth/rate-limits';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { PASSWORD, TestApp } from '../support/app';

/** The address the API recorded on the session of a sign-in (what rate limits count, too). */
async function sessionAddress(t: TestApp, userId: number): Promise<string> {
  const rows: Array<{ ip: string }> = await t.db.query(
    'SELECT ip FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  return rows[0].ip.replace(/^::ffff:/, '');
}

/** Signs a new user in through the API with `headers`; answers the address recorded for them. */
async function apiSignInFrom(t: TestApp, headers: Record<string, string>): Promise<string> {
  const user = await t.createUser();
  const res = await t.http
    .post('/api/v1/auth/login')
    .set(headers)
    .send({ email: user.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return sessionAddress(t, user.id);
}

/** The site's sign-in form, posted as a browser (behind a proxy that sends `headers`) would. */
const siteLogin = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.http.post('/login').set(headers).type('form').send({ intent: 'login', email, password });

/** A product with the site mounted; the site's server rendering calls the API at PORT, as in main.ts. */
async function startWithSite(overrides: Partial<AppConfig>): Promise<TestApp> {
  const t = await TestApp.start(overrides, { serveFrontEnds: true });
  process.env.PORT = String(t.config.port);
  return t;
}

describe('TRUST_PROXY: which X-Forwarded-For the API believes', () => {
  const env = (TRUST_PROXY: string) => ({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'trust-proxy-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    TRUST_PROXY,
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.1, 10.1.0.0/16,fd00::/8, uniquelocal', ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'uniquelocal']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig(env(value)).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.0/', '300.1.1.1', '10.0.0.1/8/8', '-1', '33'])(
    'refuses TRUST_PROXY=%j at start',
    (value) => {
      expect(() => loadConfig(env(value))).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('client address by default (TRUST_PROXY unset): the socket, whatever the request says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWithSite({});
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, even from loopback', async () => {
    expect(await apiSignInFrom(t, { 'X-Forwarded-For': '203.0.113.7' })).toBe('127.0.0.1');
  });

  it('ignores a forged site-visitor header sent from outside', async () => {
    for (const value of ['203.0.113.8', 'guessed-secret 203.0.113.8', ' 203.0.113.8'])
      expect(await apiSignInFrom(t, { 'X-Site-Visitor': value })).toBe('127.0.0.1');
  });

  it('records the visitor signing in through the site by the socket address, not headers they forge', async () => {
    const user = await t.createUser();
    const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Site-Visitor': 'guess 203.0.113.10' };
    const res = await siteLogin(t, user.email, PASSWORD, forged);
    expect(res.status).toBe(302);
    expect(await sessionAddress(t, user.id)).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY=2: two proxy hops in front of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ trustProxy: 2 });
  });
  afterAll(() => t.close());

  it('takes the address the outer proxy saw, not what the client wrote before it', async () => {
    // Written by the client, then the client as the outer proxy saw it, then the outer proxy as the
    // inner one (the socket) saw it.
    const chain = '1.1.1.1, 198.51.100.4, 10.0.0.2';
    expect(await apiSignInFrom(t, { 'X-Forwarded-For': chain })).toBe('198.51.100.4');
  });

  it('keeps the socket address when no proxy sent the header', async () => {
    expect(await apiSignInFrom(t, {})).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY=loopback,10.9.0.0/16: a proxy on this machine and a network of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWithSite({ trustProxy: ['loopback', '10.9.0.0/16'] });
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetLimits());

  it('walks back through trusted addresses to the first untrusted one', async () => {
    expect(await apiSignInFrom(t, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.5, 10.9.3.4' })).toBe(
      '198.51.100.5',
    );
    expect(await apiSignInFrom(t, { 'X-Forwarded-For': '198.51.100.6, 10.8.0.1' })).toBe('10.8.0.1');
  });

  it('counts failed sign-ins through the site per visitor, as the proxy names them', async () => {
    const user = await t.createUser();
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let i = 0; i < LOGIN_FAILURES.pair.points; i++)
      await siteLogin(t, user.email, 'Wrong-pass-1', from('198.51.100.20'));
    const keys: Array<{ key: string }> = await t.db.query('SELECT key FROM rate_limits');
    expect(keys.map(({ key }) => key)).toContain(
      `login-failures-ip:${LOGIN_FAILURES.ip.points}/${LOGIN_FAILURES.ip.seconds}:198.51.100.20`,
    );
    // That visitor is now refused even with the right password; another one signs in.
    expect((await siteLogin(t, user.email, PASSWORD, from('198.51.100.20'))).status).not.toBe(302);
    const elsewhere = await siteLogin(t, user.email, PASSWORD, from('198.51.100.21'));
    expect(elsewhere.status).toBe(302);
    expect(await sessionAddress(t, user.id)).toBe('198.51.100.21');
  });
});
