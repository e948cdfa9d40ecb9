import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOAuth2,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Permission } from '@notices/common';
import { ErrorBodyDto } from '../common/api-errors';
import type { AuthUser } from './auth-user';
import { AuthenticatedGuard } from './authenticated.guard';

export const AUTHENTICATED_METADATA = 'notices:authenticated';

export interface AuthenticatedOptions {
  /** A permission from the shared table (`@notices/common`); omitted: any signed-in user. */
  permission?: Permission;
}

/**
 * Marks a route as needing a session (and optionally a permission). Routes without it are public.
 * Carries the guard, its metadata and the OpenAPI security in one place so they cannot drift apart.
 */
export function Authenticated(options: AuthenticatedOptions = {}) {
  const decorators = [
    SetMetadata(AUTHENTICATED_METADATA, options),
    UseGuards(AuthenticatedGuard),
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
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
