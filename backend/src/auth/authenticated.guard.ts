import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { grantedPermissions } from '@notices/common';
import { AppException } from '../common/app-exception';
import type { AuthUser } from './auth-user';
import { AUTHENTICATED_METADATA, type AuthenticatedOptions } from './authenticated.decorator';

/** passport-jwt answers this when no token was found in the header or the cookie. */
const NO_TOKEN = 'No auth token';

/** Authenticates through the `jwt` strategy, then checks the route's permission against the shared table. */
@Injectable()
export class AuthenticatedGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthenticatedOptions | undefined>(
      AUTHENTICATED_METADATA,
      [context.getHandler(), context.getClass()],
    );
    if (!options) return true;
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
