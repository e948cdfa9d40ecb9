import {
  administeredPublicationIds,
  assignablePublicationIds,
  canDisableCharging,
  canEditPublication,
  canIndexUsers,
  canManagePublicationPermissions,
  canSeePublication,
  hasExactlyOnePublicationAdmin,
  isSystemRoleLocked,
  managerWouldBeBlocked,
  canPublishIn,
  grantedPermissions,
  landingPath,
  permissionMap,
  reachablePublicationIds,
} from './permissions';

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
    expect(assignablePublicationIds(admin)).toEqual([1]);
    expect(assignablePublicationIds({ id: 1, roles: 'SYSTEM_ADMIN' })).toBeNull();
  });
  it('shows a publication to anyone holding a permission there, deactivated included', () => {
    expect([1, 2, 3, 4].map((id) => canSeePublication(admin, id))).toEqual([true, true, true, false]);
  });
  it('locks the system role of an admin anywhere, and counts admins', () => {
    expect(isSystemRoleLocked(admin)).toBe(true);
    expect(isSystemRoleLocked(manager([{ publicationId: 2, role: 'PUBLICATION_USER' }]))).toBe(false);
    expect(hasExactlyOnePublicationAdmin([{ role: 'PUBLICATION_ADMIN' }, { role: 'PUBLICATION_USER' }])).toBe(
      true,
    );
    expect(hasExactlyOnePublicationAdmin([{ role: 'PUBLICATION_USER' }])).toBe(false);
  });
  it('indexes users for a publication admin, and warns before saving a manager with only deactivated publications', () => {
    expect(canIndexUsers(admin)).toBe(true);
    expect(canIndexUsers(manager([{ publicationId: 2, role: 'PUBLICATION_USER' }]))).toBe(false);
    expect(
      managerWouldBeBlocked(
        manager([{ publicationId: 3, role: 'PUBLICATION_USER', publicationEnabled: false }]),
      ),
    ).toBe(true);
    expect(managerWouldBeBlocked(admin)).toBe(false);
    expect(managerWouldBeBlocked(manager([]))).toBe(false);
  });
});
