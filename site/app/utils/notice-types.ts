import type { ApiSchema } from '@notices/common';

// The public notice of GET notices/{id} (docs/api-notices.md, "Public notice"): the API contract's
// generated types (docs/openapi.json).
export type PublicNotice = ApiSchema<'PublicNoticeResponseDto'>;
export type FieldValue = ApiSchema<'FieldValueResponseDto'>;
export type PublicationDate = ApiSchema<'NoticeDateDto'>;
export type PublicAttachment = ApiSchema<'PublicAttachmentDto'>;
