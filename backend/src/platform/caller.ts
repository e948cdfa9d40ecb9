import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOAuth2,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  grantedPermissions,
  type Permission,
  type PermissionSubject,
  type SystemRole,
} from '@notices/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ErrorBodyDto } from './api-errors';
import { AppException } from './app-exception';
import { assertSameOriginCookieRequest, trustedOrigins } from './same-origin';

// Who is calling: the signed-in caller as the guard leaves it on the request, the decorator that marks a
// route as needing one (and a permission), and the one global guard that checks both.

type PublicationRole = Required<NonNullable<PermissionSubject['publicationUserPermissions']>[number]>;
type ApiPublication = Required<NonNullable<PermissionSubject['apiUserToPublications']>[number]>;

/** The signed-in caller: their session and what the permission table (`@notices/common`) reads. */
export interface Caller extends PermissionSubject {
  id: number;
  /** Named in the audit log beside the id. */
  email: string;
  roles: SystemRole;
  sessionId: string;
  /** Roles in publications, disabled publications included (the permission rules skip those). */
  publicationUserPermissions: readonly PublicationRole[];
  /** An API user's publications. */
  apiUserToPublications: readonly ApiPublication[];
}

export const AUTHENTICATED_METADATA = 'notices:authenticated';

export interface AuthenticatedOptions {
  /** A permission from the shared table; omitted: any signed-in caller. */
  permission?: Permission;
}

/**
 * Marks a route as needing a session (and optionally a permission); routes without it are public. The
 * guard's metadata and the OpenAPI security come from this one place, so they cannot drift apart.
 */
export function Authenticated(options: AuthenticatedOptions = {}) {
  const decorators = [
    SetMetadata(AUTHENTICATED_METADATA, options),
    ApiBearerAuth('bearer'),
    ApiOAuth2([], 'oauth2'),
    ApiCookieAuth('cookie'),
    ApiUnauthorizedResponse({ description: 'token_required or session_expired', type: ErrorBodyDto }),
  ];
  if (options.permission) {
    decorators.push(ApiForbiddenResponse({ description: `needs ${options.permission}`, type: ErrorBodyDto }));
  }
  return applyDecorators(...decorators);
}

/** The signed-in caller; only on routes marked @Authenticated. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  return context.switchToHttp().getRequest<{ user: Caller }>().user;
});

/** passport-jwt answers this when no token was found in the header or the cookie. */
const NO_TOKEN = 'No auth token';

/**
 * The app's one guard (APP_GUARD): on a route marked @Authenticated it authenticates through the `jwt`
 * strategy the auth module registers, then checks the route's permission against the shared table. A
 * change made with the session cookie must come from one of our pages (same-origin.ts).
 */
@Injectable()
export class CallerGuard extends AuthGuard('jwt') {
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
    const caller = context.switchToHttp().getRequest<{ user: Caller }>().user;
    if (options.permission && !grantedPermissions(caller).has(options.permission))
      throw AppException.forbidden();
    return true;
  }

  // The signature is passport's: err and info are untyped there.
  override handleRequest<TCaller = Caller>(err: unknown, caller: TCaller | false, info: unknown): TCaller {
    if (err) throw err;
    if (!caller) {
      const message = info instanceof Error ? info.message : '';
      throw AppException.unauthorized(message === NO_TOKEN ? 'token_required' : 'session_expired');
    }
    return caller;
  }
}
