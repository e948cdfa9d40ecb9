import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTHENTICATED_METADATA, CallerGuard } from './caller';

function contextFor(options: object | undefined, user: object | undefined): ExecutionContext {
  const handler = () => undefined;
  if (options) Reflect.defineMetadata(AUTHENTICATED_METADATA, options, handler);
  return {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({
      getRequest: () => ({ user, method: 'GET', headers: {} }),
      getResponse: () => ({}),
    }),
  } as unknown as ExecutionContext;
}

describe('CallerGuard', () => {
  const config = { publicUrl: 'http://127.0.0.1:3100', corsOrigins: [] };
  const guard = new CallerGuard(new Reflector(), config);

  it('lets public routes through without asking passport', async () => {
    await expect(guard.canActivate(contextFor(undefined, undefined))).resolves.toBe(true);
  });

  it('answers token_required when passport found no token, session_expired otherwise', () => {
    expect(() => guard.handleRequest(null, false, new Error('No auth token'))).toThrow('token_required');
    expect(() => guard.handleRequest(null, false, new Error('invalid signature'))).toThrow('session_expired');
  });

  it('checks the permission against the shared table', async () => {
    // Skip passport: the permission check is what is under test.
    jest.spyOn(Object.getPrototypeOf(CallerGuard.prototype), 'canActivate').mockResolvedValue(true);
    const publicUser = {
      id: 1,
      roles: 'PUBLIC_USER',
      publicationUserPermissions: [],
      apiUserToPublications: [],
    };
    await expect(guard.canActivate(contextFor({ permission: 'users.index' }, publicUser))).rejects.toThrow(
      'forbidden',
    );
    await expect(
      guard.canActivate(contextFor({ permission: 'savedSearches.index' }, publicUser)),
    ).resolves.toBe(true);
    jest.restoreAllMocks();
  });
});
