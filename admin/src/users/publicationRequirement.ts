import { useWatch } from 'react-hook-form';
import { linksApiPublications, needsAtLeastOnePublication, type SystemRole } from '@notices/common';
import { useCurrentUser } from '../components/useCan';
import type { ApiUserToPublication, PublicationUserPermission } from '../types';

export const AT_LEAST_ONE = 'admin.pages.users.validationErrors.atLeastOnePublication';

/**
 * A PUBLICATION_MANAGER needs at least one publication permission unless a SYSTEM_ADMIN is the
 * one editing; an API_USER always needs one publication (docs/api-publications.md).
 * Answers the i18n key of the error or null.
 */
export function usePublicationRequirement(): string | null {
  const me = useCurrentUser();
  const [role, permissions, apiPublications] = useWatch({
    name: ['roles', 'publicationUserPermissions', 'apiUserToPublications'],
  }) as [SystemRole | undefined, PublicationUserPermission[] | undefined, ApiUserToPublication[] | undefined];
  if (!me || !needsAtLeastOnePublication(me, role)) return null;
  const chosen = linksApiPublications(role) ? apiPublications : permissions;
  return (chosen ?? []).length === 0 ? AT_LEAST_ONE : null;
}
