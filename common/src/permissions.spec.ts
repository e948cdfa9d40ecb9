import {
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
  it('sends a public user to the profile and a manager to the notices after sign-in', () => {
    expect(landingPath(permissionMap({ id: 3, roles: 'PUBLIC_USER' }))).toBe('/profile');
    expect(landingPath(permissionMap(manager([{ publicationId: 1, role: 'PUBLICATION_USER' }])))).toBe(
      '/notices',
    );
  });
  it('allows nothing without a user', () => {
    expect(permissionMap(null).savedSearches.index).toBe(false);
  });
});
