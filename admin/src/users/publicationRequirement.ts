import { useWatch } from 'react-hook-form';
import type { SystemRole } from '@notices/common';
import { useCurrentUser } from '../common/useCan';
import type { ApiUserToPublication, PublicationUserPermission } from '../types';

export const AT_LEAST_ONE = 'admin.pages.users.validationErrors.atLeastOnePublication';

/**
 * Spec §5: a PUBLICATION_MANAGER needs at least one publication permission unless a SYSTEM_ADMIN is the
 * one editing; an API_USER always needs one publication (docs/api-publications.md, issue 3 details).
 * Answers the i18n key of the error or null.
 */
export function usePublicationRequirement(): string | null {
  const me = useCurrentUser();
  const [role, permissions, apiPublications] = useWatch({
    name: ['roles', 'publicationUserPermissions', 'apiUserToPublications'],
  }) as [SystemRole | undefined, PublicationUserPermission[] | undefined, ApiUserToPublication[] | undefined];
  if (!me) return null;
  if (role === 'API_USER' && (apiPublications ?? []).length === 0) return AT_LEAST_ONE;
  if (me.roles === 'SYSTEM_ADMIN') return null;
  if (role === 'PUBLICATION_MANAGER' && (permissions ?? []).length === 0) return AT_LEAST_ONE;
  return null;
}

/** A manager whose publications are all deactivated and who gets no new one is blocked on save (§4). */
export function allPublicationsDeactivated(
  role: SystemRole | undefined,
  permissions: PublicationUserPermission[] | undefined,
): boolean {
  const rows = permissions ?? [];
  return (
    role === 'PUBLICATION_MANAGER' && rows.length > 0 && rows.every((row) => row.publicationEnabled === false)
  );
}
