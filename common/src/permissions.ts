import type { PublicationRole, SystemRole } from './enums';

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
  /** The text messages' outbox (alert SMS), read like the mailbox. */
  textMessages: ['index'],
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

export function isPublicationAdminOf(user: PermissionSubject, publicationId: number): boolean {
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
 * Disabling charging: a SYSTEM_ADMIN anywhere; an API_USER only in a publication whose link
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

/** Landing after sign-in: notices list, else users list, else profile. */
export function landingPath(map: PermissionMap | null | undefined): string {
  if (can(map, 'notices.index')) return '/notices';
  if (can(map, 'users.index')) return '/users';
  return '/profile';
}
