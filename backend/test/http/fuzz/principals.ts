import type { SystemRole } from '@notices/common';
import type { TestApp } from '../../support/app';

/** Who sends a generated request: nobody, or a signed-in user whose session is re-made when lost. */
export interface Principal {
  name: 'anonymous' | 'SYSTEM_ADMIN' | 'PUBLICATION_MANAGER';
  headers(): Record<string, string>;
  /** After a 401: the user may have been deleted, blocked or signed out by an earlier input. */
  recover(): Promise<void>;
}

export const anonymous: Principal = {
  name: 'anonymous',
  headers: () => ({}),
  recover: async () => undefined,
};

/**
 * A fresh signed-in user (a SYSTEM_ADMIN, or a PUBLICATION_MANAGER publishing in the seeded publication),
 * so that what one operation's inputs did to a user (deleted, blocked, signed out, renamed) never
 * narrows what the next operation reaches.
 */
export async function signedIn(
  t: TestApp,
  role: Extract<SystemRole, 'SYSTEM_ADMIN' | 'PUBLICATION_MANAGER'>,
  publicationId: number,
): Promise<Principal & { recoveries: number }> {
  const make = async () => {
    const { user, token } = await t.userWithSession({ roles: role });
    if (role === 'PUBLICATION_MANAGER')
      await t.grantPublicationRole(user.id, 'PUBLICATION_USER', publicationId, true);
    return token;
  };
  let token = await make();
  const principal = {
    name: role,
    recoveries: 0,
    headers: () => ({ authorization: `Bearer ${token}` }),
    async recover() {
      principal.recoveries += 1;
      token = await make();
    },
  };
  return principal;
}
