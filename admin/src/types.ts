import type {
  ApiSchema,
  Gender,
  PaymentMethod,
  PaymentPeriod,
  PermissionMap,
  SystemRole,
  UserStatus,
} from '@notices/common';

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
  publicationEnabled?: boolean;
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

export type County = ApiSchema<'CountyDto'>;

export interface Address {
  street: string;
  optionalStreet?: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface Contact {
  name: string;
  title: string;
  phone: string;
  email: string;
  fax?: string;
}

/** A publication as admin/publications answers it (docs/api-publications.md). */
export interface Publication {
  id: number;
  name: string;
  website: string;
  enabled: boolean;
  publishingEnabled: boolean;
  possibleRoles: string[];
  paymentMethod: PaymentMethod;
  paymentPeriod: PaymentPeriod;
  publicationArea: Array<{ id: number; name: string }>;
  noticesCreated: boolean;
  mailingAddress: Address;
  billingAddress?: Address;
  mainContact: Contact;
  billingContact?: Contact;
  billingAddressSameAsMailing: boolean;
  billingContactSameAsMain: boolean;
  publicationUserPermissions: PublicationUserPermission[];
  createdAt?: string;
}

/** An item of the publication selects (all, publications_for_user, admin_publications_for_user). */
export interface PublicationOption {
  id: number;
  name: string;
  enabled: boolean;
  publishingEnabled: boolean;
  possibleRoles?: string[];
}

/** An item of admin/users/publication_managers. */
export interface PublicationManager {
  id: number;
  email: string;
  fullName: string;
}

/** A custom field of a notice type; a field the editor just added has no id yet. */
export type NoticeTypeField = Omit<ApiSchema<'NoticeTypeFieldDto'>, 'id'> & { id?: number };

export type NoticeType = Omit<ApiSchema<'NoticeTypeResponseDto'>, 'fields'> & { fields: NoticeTypeField[] };

export interface AuditEntry {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: number;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}
