import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, fullName, hasPublicationAccess, SIGN_UP_ROLE } from '@notices/common';
import { DataSource, Repository } from 'typeorm';
import { OneTimeTokenService, sha256, TOKEN_LIFETIME_MS } from '../accounts/one-time-token.service';
import { PublicationAccessLoader } from '../accounts/publication-access.loader';
import { SessionService } from '../accounts/session.service';
import { findUserByEmail } from '../accounts/user-queries';
import { User } from '../accounts/user.entity';
import { APP_CONFIG, AppConfig } from '../config/config';
import { AppException } from '../platform/app-exception';
import { AuthService, type RequestMeta, type SignedIn } from './auth.service';
import { OidcClient, type ProviderIdentity } from './oidc-client';

const STATE_AUDIENCE = 'oauth-state';
export const STATE_COOKIE = 'oauth_state';
export const STATE_LIFETIME_MS = 10 * 60_000;
const BROWSER_AUDIENCE = 'oauth-browser';
/** Binds the one-time code to the browser the callback came back to (login CSRF, ADR 019). */
export const BROWSER_COOKIE = 'oauth_browser';
export const BROWSER_LIFETIME_MS = TOKEN_LIFETIME_MS.oauthLogin;

interface SavedState {
  state: string;
  verifier: string;
  returnTo: string;
}

/** Social login: the browser leaves for the provider and comes back with a one-time code for POST auth/oauth. */
@Injectable()
export class OauthService {
  private readonly logger = new Logger('OAuth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly oidc: OidcClient,
    private readonly jwt: JwtService,
    private readonly tokens: OneTimeTokenService,
    private readonly access: PublicationAccessLoader,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  /** What a front end needs to describe the provider (GET auth/oauth/auth0), or null when none is set. */
  providerSettings(): { clientId: string; domain: string; redirectUri: string } | null {
    const oidc = this.config.oidc;
    if (!oidc) return null;
    return { clientId: oidc.clientId, domain: new URL(oidc.issuer).host, redirectUri: this.oidc.redirectUri };
  }

  /** Only same-origin paths: an open redirect would hand the code to someone else. */
  safeReturnTo(raw: unknown): string {
    if (typeof raw !== 'string' || !/^\/(?![/\\])[^\s\\]*$/.test(raw)) return '/';
    const url = new URL(raw, this.config.publicUrl);
    return url.origin === new URL(this.config.publicUrl).origin
      ? `${url.pathname}${url.search}${url.hash}`
      : '/';
  }

  /** `returnTo` on our origin with one parameter added (before any #hash route). */
  returnUrl(returnTo: string, param: string, value: string): string {
    const url = new URL(returnTo, this.config.publicUrl);
    url.searchParams.set(param, value);
    return url.href;
  }

  async start(returnTo: string): Promise<{ url: string; stateCookie: string }> {
    if (!this.oidc.enabled) throw AppException.notFound(ErrorCode.oauthNotConfigured);
    const request = await this.oidc.authorizationRequest();
    const saved: SavedState = { state: request.state, verifier: request.verifier, returnTo };
    const stateCookie = await this.jwt.signAsync(saved, {
      audience: STATE_AUDIENCE,
      expiresIn: Math.round(STATE_LIFETIME_MS / 1000),
    });
    return { url: request.url, stateCookie };
  }

  /**
   * Handles the provider's redirect: where to send the browser next, and with a code, the value of the
   * cookie that lets only this browser trade it.
   */
  async callback(query: string, stateCookie: unknown): Promise<{ url: string; browserCookie?: string }> {
    const url = await this.codeOrError(query, stateCookie);
    const code = new URL(url).searchParams.get('identity_provider_id');
    if (!code) return { url };
    const browserCookie = await this.jwt.signAsync(
      { code: sha256(code) },
      { audience: BROWSER_AUDIENCE, expiresIn: Math.round(BROWSER_LIFETIME_MS / 1000) },
    );
    return { url, browserCookie };
  }

  private async codeOrError(query: string, stateCookie: unknown): Promise<string> {
    const saved = await this.readState(stateCookie);
    if (!saved) return this.returnUrl('/', 'error', ErrorCode.oauthFailed);
    let identity: ProviderIdentity;
    try {
      identity = await this.oidc.identity(new URL(`${this.oidc.redirectUri}?${query}`), saved);
    } catch (error) {
      this.logger.warn(`Callback refused: ${(error as Error).message}`);
      return this.returnUrl(saved.returnTo, 'error', ErrorCode.oauthFailed);
    }
    const user = await this.findOrCreate(identity);
    if (!user) return this.returnUrl(saved.returnTo, 'error', ErrorCode.oauthFailed);
    // A manager blocked because their publications were all deactivated hears why, as at password login.
    if (user.status === 'blocked')
      return this.returnUrl(
        saved.returnTo,
        'error',
        user.blockedByPublications ? ErrorCode.noPublications : ErrorCode.accountBlocked,
      );
    const access = await this.access.forUser(user.id);
    if (!hasPublicationAccess({ id: user.id, roles: user.roles, ...access })) {
      return this.returnUrl(saved.returnTo, 'error', ErrorCode.noPublications);
    }
    const code = await this.tokens.issue(this.dataSource.manager, user.id, 'oauthLogin');
    return this.returnUrl(saved.returnTo, 'identity_provider_id', code);
  }

  /**
   * POST auth/oauth: the one-time code becomes a session, only in the browser that came back with it, and
   * never in place of another user's session unless the caller says so (`replaceSession`).
   */
  async exchange(
    code: string,
    from: { browserCookie: unknown; sessionToken: string | undefined; replaceSession: boolean },
    meta: RequestMeta,
  ): Promise<SignedIn> {
    if (!(await this.sameBrowser(code, from.browserCookie)))
      throw AppException.unauthorized(ErrorCode.oauthBrowserMismatch);
    const pending = await this.tokens.find(code, 'oauthLogin');
    if (!pending) throw AppException.unauthorized(ErrorCode.invalidToken);
    const current = await this.currentSession(from.sessionToken);
    if (current && current.userId !== pending.userId) {
      if (!from.replaceSession) throw new AppException(409, ErrorCode.sessionExists);
      await this.sessions.revoke(current.sessionId, 'logout');
    }
    const userId = await this.tokens
      .consume(this.dataSource.manager, code, 'oauthLogin')
      .catch(() => Promise.reject(AppException.unauthorized(ErrorCode.invalidToken)));
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) throw AppException.unauthorized(ErrorCode.invalidToken);
    return this.auth.startSession(user, meta, 'unauthorized');
  }

  /** The browser cookie names this code (its hash, compared in constant time). */
  private async sameBrowser(code: string, cookie: unknown): Promise<boolean> {
    if (typeof cookie !== 'string') return false;
    try {
      const bound = await this.jwt.verifyAsync<{ code?: unknown }>(cookie, { audience: BROWSER_AUDIENCE });
      if (typeof bound.code !== 'string') return false;
      const expected = Buffer.from(bound.code, 'hex');
      const actual = Buffer.from(sha256(code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    } catch {
      return false;
    }
  }

  /** The open session the caller already holds, if any (an ended or foreign token is none). */
  private async currentSession(token: string | undefined) {
    const claims = await this.sessions.claimsOf(token);
    if (!claims) return null;
    try {
      const caller = await this.sessions.authenticate(claims);
      return { userId: caller.id, sessionId: caller.sessionId };
    } catch {
      return null;
    }
  }

  private async readState(cookie: unknown): Promise<SavedState | null> {
    if (typeof cookie !== 'string') return null;
    try {
      const saved = await this.jwt.verifyAsync<SavedState>(cookie, { audience: STATE_AUDIENCE });
      return { state: saved.state, verifier: saved.verifier, returnTo: this.safeReturnTo(saved.returnTo) };
    } catch {
      return null;
    }
  }

  /** By provider subject; else by a verified e-mail (linked); else a new active PUBLIC_USER. */
  private async findOrCreate(identity: ProviderIdentity): Promise<User | null> {
    const linked = await this.users.findOne({ where: { oidcSubject: identity.subject } });
    if (linked) return linked;
    if (!identity.email || !identity.emailVerified) return null;
    const existing = await findUserByEmail(this.users, identity.email);
    if (existing) {
      // The provider proved the address, which is what our own verification mail proves.
      const status = existing.status === 'not_verified' ? 'active' : existing.status;
      await this.users.update(existing.id, { oidcSubject: identity.subject, status });
      return { ...existing, oidcSubject: identity.subject, status };
    }
    const givenName = identity.givenName || identity.email.split('@')[0].slice(0, 255);
    return this.users.save(
      this.users.create({
        email: identity.email,
        givenName,
        familyName: identity.familyName,
        fullName: fullName(givenName, identity.familyName),
        roles: SIGN_UP_ROLE,
        status: 'active',
        oidcSubject: identity.subject,
      }),
    );
  }
}
