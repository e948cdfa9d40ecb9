import type { NoticeStatus, SubmissionType, SystemRole } from './enums';
import { canPublishIn, grantedPermissions, type PermissionSubject } from './permissions';

// ---- What a role carries and how it works ----

/** Who signs up (e-mail or social login) becomes a PUBLIC_USER. */
export const SIGN_UP_ROLE: SystemRole = 'PUBLIC_USER';

/** The role whose API keys the SYSTEM_ADMIN manages on the API keys page. */
export const API_KEY_HOLDER_ROLE: SystemRole = 'API_USER';

/** The personal details of an account: kept, sent and shown for public users only. */
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

/**
 * Only a SYSTEM_ADMIN grants free notices (a user's allowFreeNotices, an API user's per-publication
 * flag): a publication admin could otherwise waive charges for themselves and their staff.
 */
export function canGrantFreeNotices(actor: Pick<PermissionSubject, 'roles'> | null | undefined): boolean {
  return actor?.roles === 'SYSTEM_ADMIN';
}

/** Whether a notice was made free (charging disabled) is shown to a SYSTEM_ADMIN. */
export function canSeeChargingDisabled(user: Pick<PermissionSubject, 'roles'> | null | undefined): boolean {
  return user?.roles === 'SYSTEM_ADMIN';
}

/** A manager's date changes (add, cancel) need the permission to publish in the notice's publication. */
export function dateChangesNeedPublishPermission(user: Pick<PermissionSubject, 'roles'>): boolean {
  return user.roles === 'PUBLICATION_MANAGER';
}

/** May this user add or cancel a notice's dates: a manager with the publish permission there; others while not canceled. */
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
