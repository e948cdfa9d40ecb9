import { AUTH_COOKIE_NAME } from '@notices/common';
import { User } from '../../src/accounts/user.entity';
import { bearer, freePort, TestApp } from '../support/app';
import { startOidcProvider, type Account } from '../../../testkit/oidc-provider';
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

  /** The Set-Cookie of the binding cookie in the last callback. */
  let lastBindingCookie: string | undefined;
  /** The browser of the last flow, which holds the cookie that binds its code. */
  let browser = new Browser();

  /** Drives the whole flow like a browser (`into`: one that already visited); answers where the app sends it. */
  async function signInAtProvider(accountId: string, returnTo: string, into = new Browser()): Promise<URL> {
    browser = into;
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
    lastBindingCookie = done.headers.getSetCookie().find((line) => line.startsWith('oauth_browser='));
    return new URL(done.headers.get('location')!);
  }

  /** Trades the code in the browser that came back with it, as the admin's script does. */
  const exchangeIn = async (within: Browser, code: string, replaceSession?: boolean) => {
    const res = await within.postJson(`${t.url}/api/v1/auth/oauth?provider=oidc`, {
      identityProviderId: code,
      ...(replaceSession === undefined ? {} : { replaceSession }),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  const exchange = (code: string) => exchangeIn(browser, code);

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
    const binding = browser.cookie(t.url, 'oauth_browser')!;
    expect(binding).toBeDefined();
    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect(res.headers.get(AUTH_COOKIE_NAME)).toMatch(/^ey/);
    expect(browser.cookie(t.url, 'oauth_browser')).toBeUndefined();
    expect(res.body.user).toMatchObject({
      email: 'social@test.local',
      roles: 'PUBLIC_USER',
      status: 'active',
      fullName: 'Sol Cial',
    });
    // Used up: even with its binding cookie back, the code opens nothing a second time.
    browser.setCookie(t.url, 'oauth_browser', binding);
    expect((await exchange(code)).body).toEqual({ statusCode: 401, message: 'invalid_token' });
  });

  it('trades a code only in the browser that came back with it (login CSRF)', async () => {
    accounts.set('sub-attacker', {
      email: 'mallory@test.local',
      email_verified: true,
      given_name: 'M',
      family_name: 'S',
    });
    const back = await signInAtProvider('sub-attacker', '/');
    const code = back.searchParams.get('identity_provider_id')!;
    // The attacker's link opened in the victim's browser: no binding cookie, or the one of another flow.
    const victim = new Browser();
    expect((await exchangeIn(victim, code)).body).toEqual({
      statusCode: 401,
      message: 'oauth_browser_mismatch',
    });
    const own = await signInAtProvider('sub-attacker', '/', victim);
    expect(own.searchParams.get('identity_provider_id')).not.toBe(code);
    expect((await exchangeIn(victim, code)).body.message).toBe('oauth_browser_mismatch');
    expect(victim.cookie(t.url, AUTH_COOKIE_NAME)).toBeUndefined();
    // The attacker's own browser (which holds the cookie) still could: the refusals did not use the code up.
    const attacker = new Browser();
    const again = await signInAtProvider('sub-attacker', '/', attacker);
    const res = await exchangeIn(attacker, again.searchParams.get('identity_provider_id')!);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('mallory@test.local');
  });

  it('sets the binding cookie HttpOnly, SameSite=Lax, for the whole site, short-lived', async () => {
    accounts.set('sub-cookie', {
      email: 'cookie@test.local',
      email_verified: true,
      given_name: 'C',
      family_name: 'S',
    });
    const start = new Browser();
    await signInAtProvider('sub-cookie', '/', start);
    expect(lastBindingCookie).toMatch(
      /^oauth_browser=ey[^;]+; Max-Age=120; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
  });

  it('never replaces the session of another user without being asked', async () => {
    const signedIn = await t.userWithSession({ email: 'alice-social@test.local' });
    accounts.set('sub-bob', {
      email: 'bob-social@test.local',
      email_verified: true,
      given_name: 'Bob',
      family_name: 'S',
    });
    const shared = new Browser();
    shared.setCookie(t.url, AUTH_COOKIE_NAME, signedIn.token);
    const code = (await signInAtProvider('sub-bob', '/', shared)).searchParams.get('identity_provider_id')!;
    const refused = await exchangeIn(shared, code);
    expect(refused.body).toEqual({ statusCode: 409, message: 'session_exists' });
    // Still Alice, in the browser and on the server; the code still waits for the answer.
    expect(shared.cookie(t.url, AUTH_COOKIE_NAME)).toBe(signedIn.token);
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(signedIn.token))).status).toBe(200);
    // "Continue": Alice's session ends and Bob's begins.
    const replaced = await exchangeIn(shared, code, true);
    expect(replaced.status).toBe(200);
    expect(replaced.body.user.email).toBe('bob-social@test.local');
    expect(shared.cookie(t.url, AUTH_COOKIE_NAME)).not.toBe(signedIn.token);
    expect((await t.http.get('/api/v1/auth/validate_token').set(bearer(signedIn.token))).status).toBe(401);
    // Signed in as Bob already, Bob signing in again is no swap: no question asked.
    const bobAgain = (await signInAtProvider('sub-bob', '/', shared)).searchParams.get(
      'identity_provider_id',
    )!;
    expect((await exchangeIn(shared, bobAgain)).status).toBe(200);
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
