import type { PublicationAccess } from '../accounts/publication-access.loader';
import type { User } from '../accounts/user.entity';
import type { UserResponseDto } from './dto/user-response.dto';

/** The user as every API answer shows it: never the password hash or OIDC subject. */
export function toUserResponse(user: User, access: PublicationAccess): UserResponseDto {
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
export function auditSnapshot(user: UserResponseDto): object {
  return {
    ...user,
    publicationUserPermissions: user.publicationUserPermissions.map((p) => ({
      publicationId: p.publicationId,
      role: p.role,
      hasPermissionToPublish: p.hasPermissionToPublish,
    })),
    apiUserToPublications: user.apiUserToPublications.map((p) => ({
      publicationId: p.publicationId,
      allowFreeNotices: p.allowFreeNotices,
    })),
  };
}
