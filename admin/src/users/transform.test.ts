import { describe, expect, it } from 'vitest';
import type { ApiUserToPublication, PublicationUserPermission, User } from '../types';

// Select inputs hand ids over as strings and checkboxes may be unset: the body must still be exact.
const asRow = <T>(row: object) => row as T;
import { toUserBody } from './transform';

const base: Partial<User> = {
  email: ' ann@example.org ',
  givenName: ' Ann ',
  familyName: 'Lee ',
  phone: '',
  postalCode: '48933',
  birthDate: '',
  company: 'Acme',
};

describe('toUserBody', () => {
  it('trims the names, sends an empty phone as null and no id on create', () => {
    const body = toUserBody({ ...base, roles: 'SYSTEM_ADMIN' });
    expect(body).toEqual({
      email: 'ann@example.org',
      givenName: 'Ann',
      familyName: 'Lee',
      roles: 'SYSTEM_ADMIN',
      phone: null,
    });
  });

  it('sends the personal fields only for a public user, empty ones as null', () => {
    const body = toUserBody({ ...base, id: 5, roles: 'PUBLIC_USER' });
    expect(body).toMatchObject({
      id: 5,
      postalCode: '48933',
      birthDate: null,
      company: 'Acme',
      gender: null,
    });
    expect(toUserBody({ ...base, roles: 'API_USER' })).not.toHaveProperty('postalCode');
  });

  it('sends a manager’s permission rows and an API user’s publications, in the contract’s shape', () => {
    const manager = toUserBody({
      ...base,
      roles: 'PUBLICATION_MANAGER',
      publicationUserPermissions: [
        asRow<PublicationUserPermission>({
          publicationId: '3',
          role: 'PUBLICATION_ADMIN',
          publicationName: 'x',
        }),
        asRow<PublicationUserPermission>({
          publicationId: 4,
          role: 'PUBLICATION_USER',
          hasPermissionToPublish: true,
        }),
      ],
    });
    expect(manager.publicationUserPermissions).toEqual([
      { publicationId: 3, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: false },
      { publicationId: 4, role: 'PUBLICATION_USER', hasPermissionToPublish: true },
    ]);
    expect(manager).not.toHaveProperty('apiUserToPublications');
    const api = toUserBody({
      ...base,
      roles: 'API_USER',
      apiUserToPublications: [asRow<ApiUserToPublication>({ publicationId: '7', allowFreeNotices: 1 })],
    });
    expect(api.apiUserToPublications).toEqual([{ publicationId: 7, allowFreeNotices: false }]);
    expect(api).not.toHaveProperty('publicationUserPermissions');
  });
});
