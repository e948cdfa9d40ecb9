import {
  hasPersonalDetails,
  holdsPublicationPermissions,
  linksApiPublications,
  PERSONAL_DETAIL_FIELDS,
} from '@notices/common';
import type { User } from '../types';
import { emptyToNull } from '../lib/validation';

/**
 * The body of POST/PUT admin/users: only the fields the contract lists. Personal fields go only with
 * PUBLIC_USER; empty strings become null. A PUBLICATION_MANAGER sends its permission rows
 * `{ publicationId, role, hasPermissionToPublish }`, an API_USER its publications
 * `{ publicationId, allowFreeNotices }` (docs/api-publications.md, Users additions).
 */
export function toUserBody(data: Partial<User>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: data.email?.trim(),
    givenName: data.givenName?.trim(),
    familyName: data.familyName?.trim(),
    roles: data.roles,
    phone: emptyToNull(data.phone),
  };
  if (data.id !== undefined) body.id = data.id;
  if (hasPersonalDetails(data.roles)) {
    for (const field of PERSONAL_DETAIL_FIELDS) body[field] = emptyToNull(data[field]);
  }
  if (holdsPublicationPermissions(data.roles))
    body.publicationUserPermissions = (data.publicationUserPermissions ?? []).map((row) => ({
      publicationId: Number(row.publicationId),
      role: row.role,
      hasPermissionToPublish: row.hasPermissionToPublish === true,
    }));
  if (linksApiPublications(data.roles))
    body.apiUserToPublications = (data.apiUserToPublications ?? []).map((row) => ({
      publicationId: Number(row.publicationId),
      allowFreeNotices: row.allowFreeNotices === true,
    }));
  return body;
}
