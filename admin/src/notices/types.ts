import type {
  NoticeFileAnswer,
  NoticePermissionsAnswer,
  NoticeStatus,
  NoticeVersionLink,
  PublicationDateAnswer,
  SubmissionType,
} from '@notices/common';
import type { Address, NoticeTypeField } from '../types';

/** A publication date as admin/notices answers it (docs/api-notices.md). */
export type PublicationDate = PublicationDateAnswer;

/** A type-specific value: one of text, date ('YYYY-MM-DD'), dateTime (ms, seconds zero), address. */
export interface FieldValue {
  noticeTypeCustomFieldId: number;
  text?: string | null;
  date?: string | null;
  dateTime?: number | null;
  address?: Address | null;
}

export type NoticeFile = NoticeFileAnswer;

/** What the caller may do with this notice, decided by the API. */
export type NoticePermissions = NoticePermissionsAnswer;

export type NoticeLink = NoticeVersionLink;

export interface Notice {
  id: number;
  title: string;
  content: string;
  status: NoticeStatus | null;
  submissionType: SubmissionType;
  free: boolean;
  version: number;
  createdAt: string;
  updatedAt?: string;
  publication: {
    id: number;
    name: string;
    enabled?: boolean;
    publicationArea: Array<{ id: number; name: string }>;
  };
  noticeType: { id: number; name: string; fields: NoticeTypeField[] };
  fieldValues: FieldValue[];
  publicationDates: PublicationDate[];
  files: { contentAttachment: NoticeFile | null; publicAttachments: NoticeFile[] };
  hasPreviousVersions: boolean;
  hasNextVersions: boolean;
  previousVersion?: NoticeLink | null;
  nextVersions: NoticeLink[];
  permissions?: NoticePermissions;
}

/** The body of POST and PUT admin/notices. */
export interface NoticeBody {
  title: string;
  content: string;
  noticeTypeId: number | null;
  publicationId: number | null;
  free?: boolean;
  fieldValues: FieldValue[];
  publicationDates: Array<{ id?: number; date: string }>;
  createNewVersion?: boolean;
}

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
export interface UploadTicket {
  attachmentId: number;
  uploadUrl: string;
  method: 'PUT';
  headers?: Record<string, string>;
}

export interface SystemSettings {
  pastDatesEnabled: boolean;
  currentDateEnabled: boolean;
}
