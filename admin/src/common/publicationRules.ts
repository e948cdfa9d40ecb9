import {
  canEditPublication as canEdit,
  canManagePublicationPermissions,
  canUsePublicationRowActions,
  type PermissionSubject,
} from '@notices/common';

type Subject = PermissionSubject | undefined;

/** Publication edit (spec §6): SYSTEM_ADMIN always; others only as PUBLICATION_ADMIN of it. */
export const canEditPublication = (user: Subject, id: number): boolean => !!user && canEdit(user, id);

/** Publication row actions (delete, edit, enable/disable): SYSTEM_ADMIN or that publication's admin. */
export const canActOnPublication = (user: Subject, id: number): boolean =>
  !!user && canUsePublicationRowActions(user, id);

/** Who may hand out or change a user's permission in a publication: SYSTEM_ADMIN or its admin. */
export const canManagePublicationPermission = (user: Subject, id: number): boolean =>
  !!user && canManagePublicationPermissions(user, id);

export const PUBLICATION_ADMIN = 'PUBLICATION_ADMIN';
export const PUBLICATION_USER = 'PUBLICATION_USER';

/** Number of PUBLICATION_ADMIN rows; a publication needs exactly one (spec §5). */
export const adminCount = (rows: ReadonlyArray<{ role?: string }> | undefined): number =>
  (rows ?? []).filter((row) => row.role === PUBLICATION_ADMIN).length;

/** "Name (deactivated)" for a disabled publication, wherever publications are listed. */
export function publicationName(
  name: string | undefined,
  enabled: boolean | undefined,
  translate: (key: string, options?: object) => string,
): string {
  const text = name ?? '';
  return enabled === false ? translate('admin.publication.deactivated', { name: text }) : text;
}
