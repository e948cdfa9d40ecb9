import { LOGIN_FAILURES } from '../../src/auth/rate-limits';
import { bearer, PASSWORD, TestApp } from '../support/app';

const METRICS_TOKEN = 'metrics-token-of-the-throttle-test';

/** Sign-in throttling by failures per (account, IP), per IP and per account (OWASP ASVS 5.0 §6.3). */
describe('auth: login throttling counts failures, per account and IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // These tests play clients at many addresses through X-Forwarded-For, as a proxy on loopback would send.
    // Behind a trusted proxy the metrics ask for their token.
    t = await TestApp.start({
      trustProxy: ['loopback'],
      observability: { logFormat: 'pretty', metricsToken: METRICS_TOKEN },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetLimits());

  const WRONG = 'Wrong-pass-1';
  const login = (email: string, password: string, ip: string) =>
    t.http.post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const { pair, ip: perIp, subject } = LOGIN_FAILURES;

  it('never throttles successful sign-ins from one IP (a newsroom behind one NAT address)', async () => {
    const staff = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    for (let i = 0; i < 40; i++) {
      const res = await login(staff[i % 3].email, PASSWORD, '10.10.0.1');
      expect([i, res.status]).toEqual([i, 200]);
    }
  });

  it('answers 429 with Retry-After after N failures of one (account, IP), even for the right password', async () => {
    const user = await t.createUser();
    for (let i = 0; i < pair.points; i++)
      expect((await login(user.email, WRONG, '10.11.0.1')).status).toBe(401);
    const refused = await login(user.email, PASSWORD, '10.11.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'too_many_requests' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(pair.seconds);
    // The owner, elsewhere, is not locked out by failures from this address.
    expect((await login(user.email, PASSWORD, '10.11.0.2')).status).toBe(200);
    await t.ageLimits(pair.seconds * 1000 + 1);
    expect((await login(user.email, PASSWORD, '10.11.0.1')).status).toBe(200);
  });

  it('forgets the failures of an (account, IP) pair after a successful sign-in there', async () => {
    const user = await t.createUser();
    for (let i = 0; i < pair.points - 1; i++) await login(user.email, WRONG, '10.12.0.1');
    expect((await login(user.email, PASSWORD, '10.12.0.1')).status).toBe(200);
    for (let i = 0; i < pair.points; i++)
      expect([i, (await login(user.email, WRONG, '10.12.0.1')).status]).toEqual([i, 401]);
    expect((await login(user.email, WRONG, '10.12.0.1')).status).toBe(429);
  });

  it('past the account cap refuses addresses that never signed in to it, and tells administrators', async () => {
    const user = await t.createUser();
    // The owner signed in from home once: that (account, address) pair is now known.
    expect((await login(user.email, PASSWORD, '10.13.200.1')).status).toBe(200);
    // 150 guesses from 150 addresses, one each (no pair limit is ever reached).
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++)
      statuses.push((await login(user.email, WRONG, `10.13.${i >> 4}.${i & 15}`)).status);
    expect(statuses.slice(0, subject.points)).toEqual(Array(subject.points).fill(401));
    expect(statuses.slice(subject.points)).toEqual(Array(150 - subject.points).fill(429));
    // The right password from yet another address learns nothing while the attack lasts…
    const stranger = await login(user.email, PASSWORD, '10.13.99.2');
    expect([stranger.status, stranger.body.message]).toEqual([429, 'too_many_requests']);
    const wait = Number(stranger.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(subject.seconds);
    // …while the owner at home is exempt, with the usual per-pair rule (a typo is a 401, not a 429).
    expect((await login(user.email, WRONG, '10.13.200.1')).status).toBe(401);
    expect((await login(user.email, PASSWORD, '10.13.200.1')).status).toBe(200);
    // Administrators are told: one audit entry for the attack window, and a gauge.
    const admin = await t.admin();
    const audit = await t.http
      .get(`/api/v1/admin/audit_log?filters[action][$eq]=under_attack&filters[entityId][$eq]=${user.id}`)
      .set(bearer(admin.token));
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        actorId: null,
        entityType: 'user',
        entityId: user.id,
        changes: expect.objectContaining({
          failedSignIns: { before: null, after: subject.points + 1 },
        }),
      }),
    ]);
    const metrics = (await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200))
      .text;
    expect(metrics).toMatch(/^auth_accounts_under_attack\{kind="login"\} [1-9]/m);
    // When the account's window ends, a new address may try again.
    await t.ageLimits(subject.seconds * 1000 + 1);
    expect((await login(user.email, PASSWORD, '10.13.99.2')).status).toBe(200);
  });

  it('refuses an IP past its failure limit across accounts (password spraying), not other IPs', async () => {
    for (let i = 0; i < perIp.points; i++)
      expect([i, (await login(`nobody${i}@test.local`, WRONG, '10.14.0.1')).status]).toEqual([i, 404]);
    const user = await t.createUser();
    const refused = await login(user.email, PASSWORD, '10.14.0.1');
    expect([refused.status, refused.body.message]).toEqual([429, 'too_many_requests']);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(perIp.seconds);
    expect((await login(user.email, PASSWORD, '10.14.0.2')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, so rotating addresses within it does not reset the count', async () => {
    const user = await t.createUser();
    for (let i = 1; i <= pair.points; i++)
      expect((await login(user.email, WRONG, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(401);
    expect((await login(user.email, PASSWORD, '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await login(user.email, PASSWORD, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('counts concurrent guesses before checking them, so a burst cannot pass the pair limit', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: pair.points + 6 }, () => login(user.email, WRONG, '10.15.0.1')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(pair.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('keeps its counts in PostgreSQL (shared by every API process, kept across restarts)', async () => {
    const user = await t.createUser();
    await login(user.email, WRONG, '10.16.0.1');
    const rows: Array<{ key: string; points: number }> = await t.db.query(
      `SELECT key, points FROM rate_limits WHERE key LIKE 'login-failures-pair%'`,
    );
    expect(rows).toEqual([{ key: expect.stringContaining(`${user.email}|10.16.0.1`), points: 1 }]);
  });
});
