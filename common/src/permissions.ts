import type { NoticeStatus, PublicationRole, SubmissionType, SystemRole } from './enums';

/**
 * The one table of who may do what. The API guard, the API's login answer and the admin's
 * canAccess all read it; nothing else decides access.
 */
export const RESOURCE_ACTIONS = {
  dashboard: ['show'],
  auth: ['updateProfile'],
  users: ['index', 'show', 'create', 'edit', 'delete', 'updateStatus', 'activate'],
  savedSearches: ['index', 'show', 'create', 'edit', 'delete', 'updateStatus'],
  notices: ['index', 'show', 'create', 'edit', 'delete', 'publish'],
  /** options: the publications a notice may be written for (the editor's picker, GET admin/publications/all). */
  publications: ['index', 'show', 'options', 'create', 'edit', 'delete', 'updateStatus'],
  noticeTypes: ['index', 'show', 'create', 'edit', 'delete'],
  billingReports: ['index', 'show', 'create'],
  systemSettings: ['show', 'edit'],
  apiKeys: ['own', 'manage'],
  mailbox: ['index'],
  auditLog: ['index'],
} as const;

export type Resource = keyof typeof RESOURCE_ACTIONS;
export type Action<R extends Resource> = (typeof RESOURCE_ACTIONS)[R][number];
export type Permission = { [R in Resource]: `${R}.${Action<R>}` }[Resource];
export type PermissionMap = { [R in Resource]: { [A in Action<R>]: boolean } };

/** What the permission rules need to know about a user. */
export interface PermissionSubject {
  id: number;
  roles: SystemRole;
  publicationUserPermissions?: ReadonlyArray<{
    publicationId: number;
    role: PublicationRole | string;
    hasPermissionToPublish?: boolean;
    publicationEnabled?: boolean;
  }>;
  apiUserToPublications?: ReadonlyArray<{ publicationId: number; allowFreeNotices?: boolean }>;
}

const ALL_PERMISSIONS = Object.entries(RESOURCE_ACTIONS).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}.${action}` as Permission),
);

const SIGNED_IN: Permission[] = [
  'dashboard.show',
  'auth.updateProfile',
  'savedSearches.index',
  'savedSearches.show',
  'savedSearches.create',
  'savedSearches.edit',
  'savedSearches.delete',
  'savedSearches.updateStatus',
];

const PUBLICATION_STAFF: Permission[] = [
  'notices.index',
  'notices.show',
  'notices.create',
  'notices.edit',
  'notices.delete',
  'notices.publish',
  'publications.index',
  'publications.show',
  'publications.options',
  'noticeTypes.index',
  'noticeTypes.show',
];

const PUBLICATION_ADMIN_EXTRA: Permission[] = [
  'publications.edit',
  'users.index',
  'users.show',
  'users.create',
  'users.edit',
  'users.updateStatus',
  'users.activate',
  'billingReports.index',
  'billingReports.show',
  'systemSettings.show',
];

const API_USER: Permission[] = [
  'notices.index',
  'notices.show',
  'notices.create',
  'notices.edit',
  'notices.publish',
  'publications.options',
  'noticeTypes.index',
  'noticeTypes.show',
  'systemSettings.show',
  'apiKeys.own',
];

/** Publication permissions that still count: a disabled publication grants nothing. */
export function activePublicationPermissions(user: PermissionSubject) {
  return (user.publicationUserPermissions ?? []).filter((p) => p.publicationEnabled !== false);
}

/** The per-publication role that administers the publication (one per publication). */
export function isPublicationAdminRole(role: string | undefined): boolean {
  return role === 'PUBLICATION_ADMIN';
}

export function isPublicationAdminAnywhere(user: PermissionSubject): boolean {
  return activePublicationPermissions(user).some((p) => isPublicationAdminRole(p.role));
}

function isPublicationAdminOf(user: PermissionSubject, publicationId: number): boolean {
  return activePublicationPermissions(user).some(
    (p) => p.publicationId === publicationId && isPublicationAdminRole(p.role),
  );
}

/** A publication manager counts as having access only with at least one active publication permission. */
export function hasPublicationAccess(user: PermissionSubject): boolean {
  return user.roles !== 'PUBLICATION_MANAGER' || activePublicationPermissions(user).length > 0;
}

/** Ids of the publications whose notices the user may reach; null means every publication. */
export function reachablePublicationIds(user: PermissionSubject): number[] | null {
  if (user.roles === 'SYSTEM_ADMIN') return null;
  if (user.roles === 'API_USER') return (user.apiUserToPublications ?? []).map((p) => p.publicationId);
  if (user.roles === 'PUBLICATION_MANAGER')
    return activePublicationPermissions(user).map((p) => p.publicationId);
  return [];
}

/** Publishing needs SYSTEM_ADMIN or API_USER, or the permission to publish on that publication. */
export function canPublishIn(user: PermissionSubject, publicationId: number): boolean {
  if (user.roles === 'SYSTEM_ADMIN') return true;
  if (user.roles === 'API_USER') return reachablePublicationIds(user)?.includes(publicationId) ?? false;
  return activePublicationPermissions(user).some(
    (p) => p.publicationId === publicationId && p.hasPermissionToPublish === true,
  );
}

/**
 * Disabling charging (notices §6): a SYSTEM_ADMIN anywhere; an API_USER only in a publication whose link
 * allows free notices. The API decides on the notice's publication, so the editor asks about the chosen one.
 */
export function canDisableCharging(
  user: PermissionSubject,
  publicationId: number | null | undefined,
): boolean {
  if (user.roles === 'SYSTEM_ADMIN') return true;
  if (user.roles !== 'API_USER' || publicationId === null || publicationId === undefined) return false;
  return (user.apiUserToPublications ?? []).some(
    (link) => link.publicationId === Number(publicationId) && link.allowFreeNotices === true,
  );
}

/** System roles the acting user may give to someone else. */
export function assignableRoles(actor: PermissionSubject): SystemRole[] {
  return actor.roles === 'SYSTEM_ADMIN'
    ? ['SYSTEM_ADMIN', 'PUBLICATION_MANAGER', 'API_USER', 'PUBLIC_USER']
    : ['PUBLICATION_MANAGER'];
}

export function grantedPermissions(user: PermissionSubject | null | undefined): Set<Permission> {
  if (!user) return new Set();
  switch (user.roles) {
    case 'SYSTEM_ADMIN':
      return new Set(ALL_PERMISSIONS);
    case 'API_USER':
      return new Set([...SIGNED_IN, ...API_USER]);
    case 'PUBLIC_USER':
      return new Set(SIGNED_IN);
    case 'PUBLICATION_MANAGER': {
      if (!hasPublicationAccess(user)) return new Set(['auth.updateProfile']);
      const granted: Permission[] = [...SIGNED_IN, ...PUBLICATION_STAFF];
      if (isPublicationAdminAnywhere(user)) granted.push(...PUBLICATION_ADMIN_EXTRA);
      return new Set(granted);
    }
    default:
      return new Set();
  }
}

/** The map sent to the front ends: resource → action → allowed. */
export function permissionMap(user: PermissionSubject | null | undefined): PermissionMap {
  const granted = grantedPermissions(user);
  const map = {} as Record<string, Record<string, boolean>>;
  for (const [resource, actions] of Object.entries(RESOURCE_ACTIONS)) {
    map[resource] = Object.fromEntries(
      actions.map((a) => [a, granted.has(`${resource}.${a}` as Permission)]),
    );
  }
  return map as PermissionMap;
}

export function can(map: PermissionMap | null | undefined, permission: Permission): boolean {
  if (!map) return false;
  const [resource, action] = permission.split('.') as [Resource, string];
  return (map[resource] as Record<string, boolean> | undefined)?.[action] === true;
}

/** Landing after sign-in (spec §2.1): notices list, else users list, else profile. */
export function landingPath(map: PermissionMap | null | undefined): string {
  if (can(map, 'notices.index')) return '/notices';
  if (can(map, 'users.index')) return '/users';
  return '/profile';
}

// ---- Per-publication rules (notices-publications-billing §6, site-accounts-users §4 and §6) ----

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

// ---- What a role carries and how it works (site-accounts-users §2.6, §2.7, §5; notices §6) ----

/** Who signs up (e-mail or social login) becomes a PUBLIC_USER. */
export const SIGN_UP_ROLE: SystemRole = 'PUBLIC_USER';

/** The role whose API keys the SYSTEM_ADMIN manages on the API keys page. */
export const API_KEY_HOLDER_ROLE: SystemRole = 'API_USER';

/** The personal details of an account (spec §2.7): kept, sent and shown for public users only. */
export const PERSONAL_DETAIL_FIELDS = ['postalCode', 'birthDate', 'company', 'industry', 'gender'] as const;

/** Personal details (PERSONAL_DETAIL_FIELDS) belong to public users only. */
export function hasPersonalDetails(role: SystemRole | undefined): boolean {
  return role === 'PUBLIC_USER';
}

/** Only a PUBLICATION_MANAGER holds per-publication permissions. */
export function holdsPublicationPermissions(role: SystemRole | undefined): boolean {
  return role === 'PUBLICATION_MANAGER';
}

/** Only an API_USER is linked to publications (apiUserToPublications, with allowFreeNotices). */
export function linksApiPublications(role: SystemRole | undefined): boolean {
  return role === 'API_USER';
}

/**
 * A users-form save needs at least one publication: always for an API_USER; for a PUBLICATION_MANAGER
 * unless a SYSTEM_ADMIN saves (who may assign publications later, in the publication edit).
 */
export function needsAtLeastOnePublication(
  actor: Pick<PermissionSubject, 'roles'>,
  role: SystemRole | undefined,
): boolean {
  return linksApiPublications(role) || (holdsPublicationPermissions(role) && actor.roles !== 'SYSTEM_ADMIN');
}

/** An API_USER writes through the API: its notices are of submission type 'api' and it sees the request. */
export function writesThroughApi(user: Pick<PermissionSubject, 'roles'> | null | undefined): boolean {
  return user?.roles === 'API_USER';
}

export function submissionTypeOf(user: Pick<PermissionSubject, 'roles'>): SubmissionType {
  return writesThroughApi(user) ? 'api' : 'normal';
}

/** Signing in with an API key (client credentials) needs the apiKeys.own permission of the table. */
export function canSignInWithApiKey(user: Pick<PermissionSubject, 'id' | 'roles'>): boolean {
  return grantedPermissions(user).has('apiKeys.own');
}

/** Whether a notice was made free (charging disabled) is shown to a SYSTEM_ADMIN. */
export function canSeeChargingDisabled(user: Pick<PermissionSubject, 'roles'> | null | undefined): boolean {
  return user?.roles === 'SYSTEM_ADMIN';
}

/** A manager's date changes (add, cancel) need the permission to publish in the notice's publication. */
export function dateChangesNeedPublishPermission(user: Pick<PermissionSubject, 'roles'>): boolean {
  return user.roles === 'PUBLICATION_MANAGER';
}

/** May this user add or cancel a notice's dates (§6): a manager with the publish permission there; others while not canceled. */
export function canChangeNoticeDates(
  user: PermissionSubject,
  notice: { status: NoticeStatus | string; publicationId: number },
): boolean {
  return dateChangesNeedPublishPermission(user)
    ? canPublishIn(user, notice.publicationId)
    : notice.status !== 'C';
}

/** The iframe generator offers a manager their own publications, everyone else all public ones. */
export function iframeOffersOwnPublications(
  user: Pick<PermissionSubject, 'roles'> | null | undefined,
): boolean {
  return user?.roles === 'PUBLICATION_MANAGER';
}

/** Saved searches a user reaches: a SYSTEM_ADMIN everyone's (null), anyone else their own (their id). */
export function savedSearchOwnerScope(user: Pick<PermissionSubject, 'id' | 'roles'>): number | null {
  return user.roles === 'SYSTEM_ADMIN' ? null : user.id;
}
