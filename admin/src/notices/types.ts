import type { ApiRequestBody, ApiSchema } from '@notices/common';

// The API's notice shapes are the contract's generated types (docs/openapi.json); only the editor's own
// form shapes are written here.

/** A publication date as admin/notices answers it (docs/api-notices.md). */
export type PublicationDate = ApiSchema<'NoticeDateDto'>;

/** A type-specific value as the editor sends it: one of text, date, dateTime (ms, seconds zero), address. */
export type FieldValue = ApiSchema<'FieldValueDto'>;

export type NoticeFile = ApiSchema<'AttachmentDto'>;

/** What the caller may do with this notice, decided by the API. */
export type NoticePermissions = ApiSchema<'NoticePermissionsDto'>;

export type NoticeLink = ApiSchema<'VersionLinkDto'>;

export type Notice = ApiSchema<'NoticeResponseDto'>;

/**
 * The body of POST and PUT admin/notices. An unchosen type or publication is sent as null on purpose:
 * the API refuses it with a field error that the form shows under the select.
 */
export type NoticeBody = Omit<ApiRequestBody<'Notices_create'>, 'noticeTypeId' | 'publicationId'> & {
  noticeTypeId: number | null;
  publicationId: number | null;
};

/** A file in the editor: a dropped one (react-admin's FileInput shape) or one already stored. */
export interface FormFile {
  rawFile?: File;
  src?: string;
  title: string;
  attachmentId?: number;
  size?: number;
  type?: string;
}

export interface DateRow {
  id?: number;
  date: string;
}

export interface NoticeFormValues {
  noticeTypeId: number | null;
  publicationId: number | null;
  title: string;
  content: string;
  free: boolean;
  fieldValues: FieldValue[];
  publicationDates: DateRow[];
  contentAttachment: FormFile | null;
  publicAttachments: FormFile[];
}

export type AttachmentKind = 'content' | 'public';

/** Answer of POST admin/notices/{id}/attachments. */
export type UploadTicket = ApiSchema<'UploadAnswerDto'>;

export interface SystemSettings {
  pastDatesEnabled: boolean;
  currentDateEnabled: boolean;
}

/** One log entry of a notice (GET transparency/notices/{id}); index and proof are null while pending. */
export type ProofEntry = ApiSchema<'NoticeProofEntryDto'>;

/** Answer of GET transparency/notices/{id}: the notice's entries and the checkpoint that includes them. */
export type NoticeProof = ApiSchema<'NoticeProofDto'>;
