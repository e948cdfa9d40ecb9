import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Permission } from '@notices/common';
import { AUTHENTICATED_METADATA, type AuthenticatedOptions } from './caller';

export interface RouteAccess {
  /** e.g. `PUT /api/v1/admin/users/:id/block` */
  key: string;
  method: string;
  path: string;
  authenticated: boolean;
  permission: Permission | null;
}

const paths = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [String(value ?? '')];
const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route registered in Nest with the access it declares, read from the same metadata the guard
 * reads; the authorization-matrix test uses it to fail on any route without a row.
 */
export function listRouteAccess(app: INestApplication, prefix = '/api/v1'): RouteAccess[] {
  const routes: RouteAccess[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const classAccess = Reflect.getMetadata(AUTHENTICATED_METADATA, controller) as
        AuthenticatedOptions | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (methodPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const access = (Reflect.getMetadata(AUTHENTICATED_METADATA, handler) ?? classAccess) as
          AuthenticatedOptions | undefined;
        for (const base of paths(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const sub of paths(methodPath)) {
            const path = join(prefix, base, sub);
            routes.push({
              key: `${method} ${path}`,
              method,
              path,
              authenticated: !!access,
              permission: access?.permission ?? null,
            });
          }
        }
      }
    }
  }
  return routes;
}
