import type { ApiSchema } from '@notices/common';

// Answer shapes of the accounts/admin API, generated from its contract (common/src/generated/openapi.ts).

/** Publication permission of a publication manager, as the API returns it. */
export type PublicationUserPermission = ApiSchema<'PublicationUserPermissionDto'>;
export type ApiUserToPublication = ApiSchema<'ApiUserToPublicationDto'>;
export type User = ApiSchema<'UserResponseDto'>;
/** The session answer of auth/login, auth/validate_token, auth/profile (docs/api-accounts.md). */
export type Session = ApiSchema<'SessionAnswerDto'>;
export type Mail = ApiSchema<'MailDto'>;
export type TextMessage = ApiSchema<'TextMessageDto'>;

export type County = ApiSchema<'CountyDto'>;

export type Address = ApiSchema<'AddressAnswerDto'>;
export type Contact = ApiSchema<'ContactAnswerDto'>;
/** A publication as admin/publications answers it (docs/api-publications.md). */
export type Publication = ApiSchema<'PublicationResponseDto'>;
/** An item of the publication selects (all, publications_for_user, admin_publications_for_user). */
export type PublicationOption = ApiSchema<'PublicationOptionDto'>;
/** An item of admin/users/publication_managers. */
export type PublicationManager = ApiSchema<'PublicationManagerDto'>;

/** A custom field of a notice type; a field the editor just added has no id yet. */
export type NoticeTypeField = Omit<ApiSchema<'NoticeTypeFieldDto'>, 'id'> & { id?: number };

export type NoticeType = Omit<ApiSchema<'NoticeTypeResponseDto'>, 'fields'> & { fields: NoticeTypeField[] };

export type AuditEntry = ApiSchema<'AuditEntryDto'>;
