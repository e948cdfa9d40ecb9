import type { PublicationRole, SystemRole } from './enums';
import {
  activePublicationPermissions,
  isPublicationAdminOf,
  isPublicationAdminRole,
  type PermissionSubject,
} from './permissions';
import { holdsPublicationPermissions } from './role-rules';

// ---- Per-publication rules: who administers, manages and publishes in which publication ----

/** Ids of the publications where the user is an active PUBLICATION_ADMIN. */
export function administeredPublicationIds(user: PermissionSubject): number[] {
  return activePublicationPermissions(user)
    .filter((p) => isPublicationAdminRole(p.role))
    .map((p) => p.publicationId);
}

/**
 * Publications whose users, permissions and billing reports the user manages: every one (null) for a
 * SYSTEM_ADMIN, else those they administer. The users list, the users form and billing reports use it.
 */
export function managedPublicationIds(user: PermissionSubject): number[] | null {
  return user.roles === 'SYSTEM_ADMIN' ? null : administeredPublicationIds(user);
}

/**
 * Publications the user's publication lists and picker show; null means every one. A manager sees those
 * they hold a permission in, deactivated ones too; an API user its links, enabled ones only
 * (`seesOnlyEnabledPublications`); anyone else none.
 */
export function visiblePublicationIds(user: PermissionSubject): number[] | null {
  if (user.roles === 'SYSTEM_ADMIN') return null;
  if (user.roles === 'API_USER') return (user.apiUserToPublications ?? []).map((p) => p.publicationId);
  if (user.roles === 'PUBLICATION_MANAGER')
    return (user.publicationUserPermissions ?? []).map((p) => p.publicationId);
  return [];
}

/** An API user writes only to enabled publications, so its lists leave the disabled ones out. */
export function seesOnlyEnabledPublications(user: PermissionSubject): boolean {
  return user.roles === 'API_USER';
}

/** Publication edit: SYSTEM_ADMIN always; others need a per-publication permission that is not PUBLICATION_USER. */
export function canEditPublication(
  user: PermissionSubject | null | undefined,
  publicationId: number,
): boolean {
  if (!user) return false;
  return user.roles === 'SYSTEM_ADMIN' || isPublicationAdminOf(user, publicationId);
}

/** The permissions section is hidden for a manager with no permission there or with role PUBLICATION_USER. */
export function canManagePublicationPermissions(
  user: PermissionSubject | null | undefined,
  publicationId: number,
): boolean {
  return canEditPublication(user, publicationId);
}

/** Publication row actions (delete, edit, enable/disable) are for a SYSTEM_ADMIN or that publication's admin. */
export function canUsePublicationRowActions(
  user: PermissionSubject | null | undefined,
  publicationId: number,
): boolean {
  return canEditPublication(user, publicationId);
}

/** Payment method and period, publishing and possible roles are a SYSTEM_ADMIN's to change. */
export function canChangePublicationPayment(user: PermissionSubject): boolean {
  return user.roles === 'SYSTEM_ADMIN';
}

/** List filters of users, publications and billing reports are for a SYSTEM_ADMIN only. */
export function canUseAdminListFilters(user: Pick<PermissionSubject, 'roles'> | null | undefined): boolean {
  return user?.roles === 'SYSTEM_ADMIN';
}

/**
 * A user who is PUBLICATION_ADMIN in any publication (deactivated ones included) cannot have their system
 * role changed, nor that permission changed or removed, except through the publication edit.
 */
export function isSystemRoleLocked(target: Pick<PermissionSubject, 'publicationUserPermissions'>): boolean {
  return (target.publicationUserPermissions ?? []).some((p) => isPublicationAdminRole(p.role));
}

/** How many PUBLICATION_ADMIN rows a publication's permission list has. */
export function publicationAdminCount(permissions: ReadonlyArray<{ role?: string }> | undefined): number {
  return (permissions ?? []).filter((p) => isPublicationAdminRole(p.role)).length;
}

/** A publication's permission list needs exactly one PUBLICATION_ADMIN. */
export function hasExactlyOnePublicationAdmin(
  permissions: ReadonlyArray<{ role?: string }> | undefined,
): boolean {
  return publicationAdminCount(permissions) === 1;
}

/** A user added to a publication's permissions becomes its admin while it has none, else a user. */
export function roleForAddedPermission(
  permissions: ReadonlyArray<{ role?: string }> | undefined,
): PublicationRole {
  return publicationAdminCount(permissions) === 0 ? 'PUBLICATION_ADMIN' : 'PUBLICATION_USER';
}

/** The users form hands out PUBLICATION_USER only: PUBLICATION_ADMIN is given through the publication edit. */
export const USERS_FORM_PUBLICATION_ROLE: PublicationRole = 'PUBLICATION_USER';

/**
 * Saving a manager whose publications are all deactivated (and who gets no new one) blocks them; the
 * admin confirms first. True when at least one permission exists and none is in an enabled publication.
 */
export function managerWouldBeBlocked(user: {
  roles: SystemRole | undefined;
  publicationUserPermissions?: PermissionSubject['publicationUserPermissions'];
}): boolean {
  const permissions = user.publicationUserPermissions ?? [];
  return (
    holdsPublicationPermissions(user.roles) &&
    permissions.length > 0 &&
    permissions.every((p) => p.publicationEnabled === false)
  );
}
