import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from 'openid-client' with { 'resolution-mode': 'import' };
import { APP_CONFIG, AppConfig } from '../config/config';

type OpenIdClient = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  verifier: string;
}

/**
 * The OpenID Connect relying party (openid-client 6, ESM-only, so loaded with a real dynamic import).
 * Discovery happens on first use and is retried after a failure.
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger('OIDC');
  private discovered: Promise<{ lib: OpenIdClient; config: Configuration }> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly appConfig: AppConfig) {}

  get enabled(): boolean {
    return this.appConfig.oidc !== null;
  }

  get redirectUri(): string {
    return `${this.appConfig.publicUrl}/api/v1/auth/oauth/callback`;
  }

  private async client() {
    const oidc = this.appConfig.oidc;
    if (!oidc) throw new Error('OIDC is not configured');
    this.discovered ??= (async () => {
      const lib = await import('openid-client');
      const issuer = new URL(oidc.issuer);
      // Plain http:// issuers exist only in tests and local set-ups.
      const options = issuer.protocol === 'http:' ? { execute: [lib.allowInsecureRequests] } : undefined;
      const config = await lib.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, options);
      return { lib, config };
    })().catch((error: unknown) => {
      this.discovered = null;
      this.logger.warn(`Discovery of ${oidc.issuer} failed: ${(error as Error).message}`);
      throw error;
    });
    return this.discovered;
  }

  /** The provider's authorization URL with PKCE (S256) and a random state. */
  async authorizationRequest(): Promise<AuthorizationRequest> {
    const { lib, config } = await this.client();
    const verifier = lib.randomPKCECodeVerifier();
    const state = lib.randomState();
    const url = lib.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await lib.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return { url: url.href, state, verifier };
  }

  /** Exchanges the callback's code and reads who signed in (ID token, then the userinfo endpoint). */
  async identity(callbackUrl: URL, checks: { state: string; verifier: string }): Promise<ProviderIdentity> {
    const { lib, config } = await this.client();
    const tokens = await lib.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const info = await lib.fetchUserInfo(config, tokens.access_token, claims.sub);
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const email = text(info.email ?? claims.email).toLowerCase();
    return {
      subject: claims.sub,
      email: email || null,
      emailVerified: (info.email_verified ?? claims.email_verified) === true,
      givenName: text(info.given_name ?? claims.given_name).slice(0, 255),
      familyName: text(info.family_name ?? claims.family_name).slice(0, 255),
    };
  }
}
