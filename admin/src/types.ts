import type { Gender, PermissionMap, SystemRole, UserStatus } from '@notices/common';

/** Publication permission of a publication manager, as the API returns it (spec §3). */
export interface PublicationUserPermission {
  id?: number;
  userId?: number;
  userEmail?: string;
  role: string;
  hasPermissionToPublish?: boolean;
  publicationId: number;
  publicationName?: string;
  publicationEnabled?: boolean;
}

export interface ApiUserToPublication {
  publicationId: number;
  publicationName?: string;
  allowFreeNotices?: boolean;
}

export interface User {
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
  allowFreeNotices?: boolean;
  pictureUrl: string | null;
  consent?: boolean;
  publicationUserPermissions?: PublicationUserPermission[];
  apiUserToPublications?: ApiUserToPublication[];
}

/** The session answer of auth/login, auth/validate_token, auth/profile (docs/api-accounts.md). */
export interface Session {
  user: User;
  permissions: PermissionMap;
  systemSettings: Record<string, unknown>;
}

export interface Mail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  createdAt: string;
  sentAt: string | null;
}
