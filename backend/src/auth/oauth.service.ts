import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, fullName, hasPublicationAccess, SIGN_UP_ROLE } from '@notices/common';
import { DataSource, Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/config';
import { PublicationAccessLoader } from '../users/publication-access.loader';
import { findUserByEmail } from '../users/user-queries';
import { User } from '../users/user.entity';
import { AuthService, type RequestMeta, type SignedIn } from './auth.service';
import { OidcClient, type ProviderIdentity } from './oidc-client';
import { OneTimeTokenService } from './one-time-token.service';

const STATE_AUDIENCE = 'oauth-state';
export const STATE_COOKIE = 'oauth_state';
export const STATE_LIFETIME_MS = 10 * 60_000;

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

  /** Handles the provider's redirect; always answers where to send the browser next. */
  async callback(query: string, stateCookie: unknown): Promise<string> {
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

  /** POST auth/oauth: the one-time code becomes a session. */
  async exchange(code: string, meta: RequestMeta): Promise<SignedIn> {
    const userId = await this.tokens
      .consume(this.dataSource.manager, code, 'oauthLogin')
      .catch(() => Promise.reject(AppException.unauthorized(ErrorCode.invalidToken)));
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) throw AppException.unauthorized(ErrorCode.invalidToken);
    return this.auth.startSession(user, meta, 'unauthorized');
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
