import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { grantedPermissions } from '@notices/common';
import type { Request } from 'express';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { AuthUser } from './auth-user';
import { AUTHENTICATED_METADATA, type AuthenticatedOptions } from './authenticated.decorator';
import { assertSameOriginCookieRequest, trustedOrigins } from './same-origin';

/** passport-jwt answers this when no token was found in the header or the cookie. */
const NO_TOKEN = 'No auth token';

/**
 * Authenticates through the `jwt` strategy, then checks the route's permission against the shared table.
 * A change made with the session cookie must come from one of our pages (same-origin.ts).
 */
@Injectable()
export class AuthenticatedGuard extends AuthGuard('jwt') {
  private readonly trusted: ReadonlySet<string>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
  ) {
    super();
    this.trusted = trustedOrigins(config);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthenticatedOptions | undefined>(
      AUTHENTICATED_METADATA,
      [context.getHandler(), context.getClass()],
    );
    if (!options) return true;
    assertSameOriginCookieRequest(context.switchToHttp().getRequest<Request>(), this.trusted);
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (options.permission && !grantedPermissions(user).has(options.permission))
      throw AppException.forbidden();
    return true;
  }

  // The signature is passport's: err and info are untyped there.
  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err) throw err;
    if (!user) {
      const message = info instanceof Error ? info.message : '';
      throw AppException.unauthorized(message === NO_TOKEN ? 'token_required' : 'session_expired');
    }
    return user;
  }
}
