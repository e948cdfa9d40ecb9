import { AUTH_COOKIE_NAME } from '@notices/common';
import { User } from '../src/users/user.entity';
import { bearer, freePort, TestApp } from './app';
import { startOidcProvider, type Account } from '../../testkit/oidc-provider';
import { Browser } from './http-browser';

describe('social login through OpenID Connect', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  const accounts = new Map<string, Account>();

  beforeAll(async () => {
    // oidc-provider announces its development defaults (dev interactions, default TTLs) on the console.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    // The provider must know the app's redirect URI, so the app's port is chosen first.
    const port = await freePort();
    provider = await startOidcProvider(accounts, `http://127.0.0.1:${port}/api/v1/auth/oauth/callback`);
    t = await TestApp.start({
      port,
      publicUrl: `http://127.0.0.1:${port}`,
      oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    jest.restoreAllMocks();
  });

  /** Drives the whole flow like a browser; answers where the app finally sends it. */
  async function signInAtProvider(accountId: string, returnTo: string): Promise<URL> {
    const browser = new Browser();
    const start = await browser.get(
      `${t.url}/api/v1/auth/oauth/login?returnTo=${encodeURIComponent(returnTo)}`,
    );
    expect(start.status).toBe(302);
    const callback = await browser.followUntil(
      start.headers.get('location')!,
      `${t.url}/api/v1/auth/oauth/callback`,
      async (page, url) => {
        const html = await page.text();
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
        if (!prompt) throw new Error(`unexpected provider page ${url}: ${html.slice(0, 200)}`);
        const res = await browser.postForm(
          url,
          prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
        );
        return new URL(res.headers.get('location')!, url).href;
      },
    );
    const done = await browser.get(callback);
    expect(done.status).toBe(302);
    return new URL(done.headers.get('location')!);
  }

  const exchange = (code: string) =>
    t.http.post('/api/v1/auth/oauth?provider=oidc').send({ identityProviderId: code });

  it('describes the provider', async () => {
    expect((await t.http.get('/api/v1/auth/oauth')).body).toEqual({
      enabled: true,
      provider: 'oidc',
      loginUrl: '/api/v1/auth/oauth/login',
    });
    expect((await t.http.get('/api/v1/auth/oauth/auth0')).body).toEqual({
      clientId: provider.clientId,
      domain: new URL(provider.issuer).host,
      redirectUri: `${t.url}/api/v1/auth/oauth/callback`,
    });
  });

  it('creates an active public user, hands back a one-time code, and the code opens a session once', async () => {
    accounts.set('sub-new', {
      email: 'Social@Test.local',
      email_verified: true,
      given_name: 'Sol',
      family_name: 'Cial',
    });
    const back = await signInAtProvider('sub-new', '/admin/#/users');
    expect(`${back.origin}${back.pathname}${back.hash}`).toBe(`${t.url}/admin/#/users`);
    const code = back.searchParams.get('identity_provider_id')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect(res.headers[AUTH_COOKIE_NAME]).toMatch(/^ey/);
    expect(res.body.user).toMatchObject({
      email: 'social@test.local',
      roles: 'PUBLIC_USER',
      status: 'active',
      fullName: 'Sol Cial',
    });
    expect((await exchange(code)).body).toEqual({ statusCode: 401, message: 'invalid_token' });
  });

  it('links an existing account by verified e-mail, then finds it by subject', async () => {
    const existing = await t.createUser({ email: 'linked@test.local', status: 'not_verified' });
    accounts.set('sub-linked', {
      email: 'linked@test.local',
      email_verified: true,
      given_name: 'L',
      family_name: 'K',
    });
    const first = await signInAtProvider('sub-linked', '/');
    expect((await exchange(first.searchParams.get('identity_provider_id')!)).body.user.id).toBe(existing.id);
    await t.db.getRepository(User).update(existing.id, { email: 'renamed@test.local' });
    const second = await signInAtProvider('sub-linked', '/');
    expect((await exchange(second.searchParams.get('identity_provider_id')!)).body.user.id).toBe(existing.id);
  });

  it('sends blocked users and managers without publications back with an error', async () => {
    await t.createUser({ email: 'blocked-social@test.local', status: 'blocked' });
    accounts.set('sub-blocked', {
      email: 'blocked-social@test.local',
      email_verified: true,
      given_name: 'B',
      family_name: 'L',
    });
    expect((await signInAtProvider('sub-blocked', '/')).searchParams.get('error')).toBe('account_blocked');
    await t.createUser({ email: 'manager-social@test.local', roles: 'PUBLICATION_MANAGER' });
    accounts.set('sub-manager', {
      email: 'manager-social@test.local',
      email_verified: true,
      given_name: 'M',
      family_name: 'G',
    });
    expect((await signInAtProvider('sub-manager', '/')).searchParams.get('error')).toBe('no_publications');
    // Blocked because their only publication was deactivated: told so, not just "blocked".
    const stranded = await t.manager('PUBLICATION_ADMIN');
    await t.db.getRepository(User).update(stranded.user.id, { email: 'stranded-social@test.local' });
    const admin = await t.admin();
    await t.http
      .put(`/api/v1/admin/publications/${stranded.publicationId}/status`)
      .set(bearer(admin.token))
      .send({ enabled: false })
      .expect(200);
    accounts.set('sub-stranded', {
      email: 'stranded-social@test.local',
      email_verified: true,
      given_name: 'S',
      family_name: 'T',
    });
    expect((await signInAtProvider('sub-stranded', '/')).searchParams.get('error')).toBe('no_publications');
  });

  it('refuses an unverified e-mail, a foreign returnTo, and an expired code', async () => {
    accounts.set('sub-unverified', {
      email: 'unverified@test.local',
      email_verified: false,
      given_name: 'U',
      family_name: 'V',
    });
    expect((await signInAtProvider('sub-unverified', '/')).searchParams.get('error')).toBe('oauth_failed');
    accounts.set('sub-late', {
      email: 'late-social@test.local',
      email_verified: true,
      given_name: 'La',
      family_name: 'Te',
    });
    const back = await signInAtProvider('sub-late', '//evil.example/steal');
    expect(back.origin).toBe(t.url);
    expect(back.pathname).toBe('/');
    t.clock.advance(2 * 60_000 + 1000);
    expect((await exchange(back.searchParams.get('identity_provider_id')!)).body.message).toBe(
      'invalid_token',
    );
    t.clock.reset();
  });

  it('answers a callback without its state cookie with an error redirect', async () => {
    const res = await t.http.get('/api/v1/auth/oauth/callback?code=x&state=y');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${t.url}/?error=oauth_failed`);
  });
});
