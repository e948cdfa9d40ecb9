import { PUBLICATION_ROLES, PublicationRoles, SYSTEM_ROLES, SystemRoles, type SystemRole } from './enums';
import {
  API_KEY_HOLDER_ROLE,
  SIGN_UP_ROLE,
  USERS_FORM_PUBLICATION_ROLE,
  administeredPublicationIds,
  canChangeNoticeDates,
  canDisableCharging,
  canEditPublication,
  canGrantFreeNotices,
  canManagePublicationPermissions,
  canSeeChargingDisabled,
  canSignInWithApiKey,
  canUseAdminListFilters,
  canUsePublicationRowActions,
  dateChangesNeedPublishPermission,
  hasExactlyOnePublicationAdmin,
  hasPersonalDetails,
  holdsPublicationPermissions,
  iframeOffersOwnPublications,
  isPublicationAdminRole,
  linksApiPublications,
  managedPublicationIds,
  needsAtLeastOnePublication,
  publicationAdminCount,
  roleForAddedPermission,
  savedSearchOwnerScope,
  seesOnlyEnabledPublications,
  submissionTypeOf,
  visiblePublicationIds,
  writesThroughApi,
  isSystemRoleLocked,
  managerWouldBeBlocked,
  canPublishIn,
  grantedPermissions,
  landingPath,
  permissionMap,
  reachablePublicationIds,
} from './index';

const manager = (
  perms: Array<{
    publicationId: number;
    role: string;
    hasPermissionToPublish?: boolean;
    publicationEnabled?: boolean;
  }>,
) => ({
  id: 2,
  roles: 'PUBLICATION_MANAGER' as const,
  publicationUserPermissions: perms,
});

describe('permission table', () => {
  it('grants a system admin everything', () => {
    const map = permissionMap({ id: 1, roles: 'SYSTEM_ADMIN' });
    expect(map.users.delete).toBe(true);
    expect(map.mailbox.index).toBe(true);
    expect(map.textMessages.index).toBe(true);
  });
  it('shows the text messages to no one but a system admin', () => {
    for (const roles of ['API_USER', 'PUBLIC_USER'] as const)
      expect(grantedPermissions({ id: 2, roles }).has('textMessages.index')).toBe(false);
    expect(
      grantedPermissions(manager([{ publicationId: 1, role: 'PUBLICATION_ADMIN' }])).has(
        'textMessages.index',
      ),
    ).toBe(false);
  });
  it('gives users.index to a publication admin but not to a publication user', () => {
    expect(
      grantedPermissions(manager([{ publicationId: 1, role: 'PUBLICATION_ADMIN' }])).has('users.index'),
    ).toBe(true);
    expect(
      grantedPermissions(manager([{ publicationId: 1, role: 'PUBLICATION_USER' }])).has('users.index'),
    ).toBe(false);
  });
  it('gives a manager whose publications are all disabled nothing but the profile', () => {
    const granted = grantedPermissions(
      manager([{ publicationId: 1, role: 'PUBLICATION_ADMIN', publicationEnabled: false }]),
    );
    expect([...granted]).toEqual(['auth.updateProfile']);
  });
  it('lets publishing follow the per-publication flag', () => {
    const user = manager([
      { publicationId: 1, role: 'PUBLICATION_USER', hasPermissionToPublish: true },
      { publicationId: 2, role: 'PUBLICATION_USER', hasPermissionToPublish: false },
    ]);
    expect(canPublishIn(user, 1)).toBe(true);
    expect(canPublishIn(user, 2)).toBe(false);
    expect(reachablePublicationIds(user)).toEqual([1, 2]);
  });
  it('offers an API user the publications picker, never the publications screens', () => {
    const granted = grantedPermissions({
      id: 3,
      roles: 'API_USER',
      apiUserToPublications: [{ publicationId: 4 }],
    });
    expect(granted.has('publications.options')).toBe(true);
    expect(granted.has('publications.index')).toBe(false);
    expect(granted.has('publications.show')).toBe(false);
  });
  it('sends a public user to the profile and a manager to the notices after sign-in', () => {
    expect(landingPath(permissionMap({ id: 3, roles: 'PUBLIC_USER' }))).toBe('/profile');
    expect(landingPath(permissionMap(manager([{ publicationId: 1, role: 'PUBLICATION_USER' }])))).toBe(
      '/notices',
    );
  });
  it('lets an API user disable charging only in a publication whose link allows free notices', () => {
    const apiUser = {
      id: 4,
      roles: 'API_USER' as const,
      apiUserToPublications: [
        { publicationId: 7, allowFreeNotices: false },
        { publicationId: 8, allowFreeNotices: true },
      ],
    };
    expect(canDisableCharging(apiUser, 7)).toBe(false);
    expect(canDisableCharging(apiUser, 8)).toBe(true);
    expect(canDisableCharging(apiUser, 9)).toBe(false);
    expect(canDisableCharging(apiUser, null)).toBe(false);
    expect(canDisableCharging({ id: 1, roles: 'SYSTEM_ADMIN' }, null)).toBe(true);
    expect(canDisableCharging(manager([{ publicationId: 8, role: 'PUBLICATION_ADMIN' }]), 8)).toBe(false);
  });
  it('allows nothing without a user', () => {
    expect(permissionMap(null).savedSearches.index).toBe(false);
  });
});

describe('per-publication rules', () => {
  const admin = manager([
    { publicationId: 1, role: 'PUBLICATION_ADMIN' },
    { publicationId: 2, role: 'PUBLICATION_USER' },
    { publicationId: 3, role: 'PUBLICATION_ADMIN', publicationEnabled: false },
  ]);
  it('lets a publication admin edit only the active publications they administer', () => {
    expect(canEditPublication(admin, 1)).toBe(true);
    expect(canEditPublication(admin, 2)).toBe(false);
    expect(canEditPublication(admin, 3)).toBe(false);
    expect(canManagePublicationPermissions(admin, 2)).toBe(false);
    expect(canEditPublication({ id: 1, roles: 'SYSTEM_ADMIN' }, 99)).toBe(true);
    expect(administeredPublicationIds(admin)).toEqual([1]);
    expect(managedPublicationIds(admin)).toEqual([1]);
    expect(managedPublicationIds({ id: 1, roles: 'SYSTEM_ADMIN' })).toBeNull();
    expect(managedPublicationIds(manager([{ publicationId: 2, role: 'PUBLICATION_USER' }]))).toEqual([]);
  });
  it('lists for a manager every publication they hold a permission in, deactivated included', () => {
    expect(visiblePublicationIds(admin)).toEqual([1, 2, 3]);
    expect(seesOnlyEnabledPublications(admin)).toBe(false);
  });
  it('lists for an API user its linked publications, enabled ones only; for a SYSTEM_ADMIN all; else none', () => {
    const apiUser = { id: 4, roles: 'API_USER' as const, apiUserToPublications: [{ publicationId: 7 }] };
    expect(visiblePublicationIds(apiUser)).toEqual([7]);
    expect(seesOnlyEnabledPublications(apiUser)).toBe(true);
    expect(visiblePublicationIds({ id: 1, roles: 'SYSTEM_ADMIN' })).toBeNull();
    expect(seesOnlyEnabledPublications({ id: 1, roles: 'SYSTEM_ADMIN' })).toBe(false);
    expect(visiblePublicationIds({ id: 5, roles: 'PUBLIC_USER' })).toEqual([]);
  });
  it('gives publication row actions and the permissions section to the admin of that publication only', () => {
    expect(canUsePublicationRowActions(admin, 1)).toBe(true);
    expect(canUsePublicationRowActions(admin, 2)).toBe(false);
    expect(canUsePublicationRowActions(undefined, 1)).toBe(false);
    expect(canManagePublicationPermissions({ id: 1, roles: 'SYSTEM_ADMIN' }, 5)).toBe(true);
    expect(canEditPublication(null, 1)).toBe(false);
  });
  it('locks the system role of an admin anywhere, and counts admins', () => {
    expect(isSystemRoleLocked(admin)).toBe(true);
    expect(isSystemRoleLocked(manager([{ publicationId: 2, role: 'PUBLICATION_USER' }]))).toBe(false);
    expect(hasExactlyOnePublicationAdmin([{ role: 'PUBLICATION_ADMIN' }, { role: 'PUBLICATION_USER' }])).toBe(
      true,
    );
    expect(hasExactlyOnePublicationAdmin([{ role: 'PUBLICATION_USER' }])).toBe(false);
    expect(publicationAdminCount(admin.publicationUserPermissions)).toBe(2);
    expect(publicationAdminCount(undefined)).toBe(0);
    expect(isPublicationAdminRole('PUBLICATION_ADMIN')).toBe(true);
    expect(isPublicationAdminRole('PUBLICATION_USER')).toBe(false);
  });
  it("makes the first user added to a publication its admin, later ones users; the users form gives 'user'", () => {
    expect(roleForAddedPermission([])).toBe('PUBLICATION_ADMIN');
    expect(roleForAddedPermission([{ role: 'PUBLICATION_ADMIN' }])).toBe('PUBLICATION_USER');
    expect(USERS_FORM_PUBLICATION_ROLE).toBe('PUBLICATION_USER');
  });
  it('indexes users for a publication admin, and warns before saving a manager with only deactivated publications', () => {
    expect(grantedPermissions(admin).has('users.index')).toBe(true);
    expect(
      managerWouldBeBlocked(
        manager([{ publicationId: 3, role: 'PUBLICATION_USER', publicationEnabled: false }]),
      ),
    ).toBe(true);
    expect(managerWouldBeBlocked(admin)).toBe(false);
    expect(managerWouldBeBlocked(manager([]))).toBe(false);
    expect(
      managerWouldBeBlocked({
        roles: 'API_USER',
        publicationUserPermissions: [
          { publicationId: 3, role: 'PUBLICATION_USER', publicationEnabled: false },
        ],
      }),
    ).toBe(false);
  });
});

describe('what each role carries and how it works', () => {
  const ROLES: SystemRole[] = ['SYSTEM_ADMIN', 'PUBLICATION_MANAGER', 'API_USER', 'PUBLIC_USER'];
  const subject = (roles: SystemRole) => ({ id: 9, roles });
  /** The roles for which a rule answers true, in ROLES order. */
  const holders = (rule: (roles: SystemRole) => boolean) => ROLES.filter(rule);

  it('signs up public users and manages the keys of API users', () => {
    expect(SIGN_UP_ROLE).toBe('PUBLIC_USER');
    expect(API_KEY_HOLDER_ROLE).toBe('API_USER');
  });
  it('gives personal details to public users, permissions to managers, publication links to API users', () => {
    expect(holders(hasPersonalDetails)).toEqual(['PUBLIC_USER']);
    expect(holders(holdsPublicationPermissions)).toEqual(['PUBLICATION_MANAGER']);
    expect(holders(linksApiPublications)).toEqual(['API_USER']);
    expect(hasPersonalDetails(undefined)).toBe(false);
  });
  it('requires a publication of an API user always, of a manager unless a SYSTEM_ADMIN saves', () => {
    const byAdmin = (role: SystemRole) => needsAtLeastOnePublication(subject('SYSTEM_ADMIN'), role);
    const byManager = (role: SystemRole) => needsAtLeastOnePublication(subject('PUBLICATION_MANAGER'), role);
    expect(holders(byAdmin)).toEqual(['API_USER']);
    expect(holders(byManager)).toEqual(['PUBLICATION_MANAGER', 'API_USER']);
  });
  it("treats an API user's writes as API submissions, everyone else's as normal", () => {
    expect(holders((r) => writesThroughApi(subject(r)))).toEqual(['API_USER']);
    expect(ROLES.map((r) => submissionTypeOf(subject(r)))).toEqual(['normal', 'normal', 'api', 'normal']);
    expect(writesThroughApi(undefined)).toBe(false);
  });
  it('lets API users and SYSTEM_ADMINs sign in with an API key', () => {
    expect(holders((r) => canSignInWithApiKey(subject(r)))).toEqual(['SYSTEM_ADMIN', 'API_USER']);
  });
  it('shows the admin list filters and the charging flag to a SYSTEM_ADMIN only', () => {
    expect(holders((r) => canUseAdminListFilters(subject(r)))).toEqual(['SYSTEM_ADMIN']);
    expect(holders((r) => canSeeChargingDisabled(subject(r)))).toEqual(['SYSTEM_ADMIN']);
    expect(holders((r) => canGrantFreeNotices(subject(r)))).toEqual(['SYSTEM_ADMIN']);
    expect(canUseAdminListFilters(undefined)).toBe(false);
  });
  it('offers a manager their own publications in the iframe generator', () => {
    expect(holders((r) => iframeOffersOwnPublications(subject(r)))).toEqual(['PUBLICATION_MANAGER']);
  });
  it("lets a SYSTEM_ADMIN reach everyone's saved searches and anyone else only their own", () => {
    expect(ROLES.map((r) => savedSearchOwnerScope(subject(r)))).toEqual([null, 9, 9, 9]);
  });
  it('lets a manager change dates with the publish permission there, others while the notice is not canceled', () => {
    expect(holders((r) => dateChangesNeedPublishPermission(subject(r)))).toEqual(['PUBLICATION_MANAGER']);
    const publisher = manager([{ publicationId: 1, role: 'PUBLICATION_USER', hasPermissionToPublish: true }]);
    expect(canChangeNoticeDates(publisher, { status: 'C', publicationId: 1 })).toBe(true);
    expect(canChangeNoticeDates(publisher, { status: 'S', publicationId: 2 })).toBe(false);
    expect(canChangeNoticeDates(subject('SYSTEM_ADMIN'), { status: 'S', publicationId: 2 })).toBe(true);
    expect(canChangeNoticeDates(subject('API_USER'), { status: 'C', publicationId: 2 })).toBe(false);
  });
});

describe('role values by name', () => {
  it('names every system and publication role by itself', () => {
    expect(Object.values(SystemRoles)).toEqual([...SYSTEM_ROLES]);
    expect(SystemRoles.API_USER).toBe('API_USER');
    expect(Object.values(PublicationRoles)).toEqual([...PUBLICATION_ROLES]);
  });
});
