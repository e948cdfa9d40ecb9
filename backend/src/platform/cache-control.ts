import {
  applyDecorators,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map } from 'rxjs';

/**
 * Cache-Control on successful answers only (Nest's `@Header` also marks errors, and a 404 for an entry
 * not yet in the tree must not be cached for a year).
 */
export function CacheControl(value: string) {
  class SetCacheControl implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler) {
      return next.handle().pipe(
        map((body: unknown) => {
          context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', value);
          return body;
        }),
      );
    }
  }
  return applyDecorators(UseInterceptors(SetCacheControl));
}
