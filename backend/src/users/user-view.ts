import type { Gender, SystemRole, UserStatus } from '@notices/common';
import type { PublicationAccess } from './publication-access.loader';
import type { User } from './user.entity';

/** The user as every API answer shows it (docs/api-accounts.md); never the password hash or OIDC subject. */
export interface UserView {
  id: number;
  email: string;
  givenName: string;
  familyName: string;
  fullName: string;
  roles: SystemRole;
  status: UserStatus;
  createdAt: string;
  phone: string | null;
  postalCode: string | null;
  birthDate: string | null;
  company: string | null;
  industry: string | null;
  gender: Gender | null;
  allowFreeNotices: boolean;
  pictureUrl: string | null;
  consent: boolean;
  publicationUserPermissions: PublicationAccess['publicationUserPermissions'];
  apiUserToPublications: PublicationAccess['apiUserToPublications'];
}

export function toUserView(user: User, access: PublicationAccess): UserView {
  return {
    id: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    fullName: user.fullName,
    roles: user.roles,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    phone: user.phone,
    postalCode: user.postalCode,
    birthDate: user.birthDate,
    company: user.company,
    industry: user.industry,
    gender: user.gender,
    allowFreeNotices: user.allowFreeNotices,
    pictureUrl: user.pictureUrl,
    consent: user.consent,
    publicationUserPermissions: access.publicationUserPermissions,
    apiUserToPublications: access.apiUserToPublications,
  };
}

/** The user as the audit log keeps it: the answer's fields, permissions reduced to what they grant. */
export function auditSnapshot(view: UserView): object {
  return {
    ...view,
    publicationUserPermissions: view.publicationUserPermissions.map((p) => ({
      publicationId: p.publicationId,
      role: p.role,
      hasPermissionToPublish: p.hasPermissionToPublish,
    })),
    apiUserToPublications: view.apiUserToPublications.map((p) => ({
      publicationId: p.publicationId,
      allowFreeNotices: p.allowFreeNotices,
    })),
  };
}
