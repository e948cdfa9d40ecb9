import {
  canChangeNoticeDates,
  canDeleteFromDetails,
  canPublishIn,
  canPublishStatus,
  grantedPermissions,
  isEditableDate,
  type FieldType,
  type NoticeStatus,
  type SubmissionType,
} from '@notices/common';
import type { AuthUser } from '../auth/auth-user';
import type { Address } from '../publications/publication.entity';
import type { Notice, NoticeFieldValue } from './notice.entity';
import type { PublicationDate } from './publication-date.entity';

// The answers' shapes; each has a response DTO (dto/notice-response.dto.ts) that implements it, so the
// OpenAPI document, and the front-end types generated from it, cannot drift from what the API sends.

/** A publication date: `date` is a Detroit calendar day 'YYYY-MM-DD'. */
export interface NoticeDateView {
  id: number;
  date: string;
  version: number;
  noticeId: number;
  published: boolean;
  paid: boolean;
  canceled: boolean;
  /** True for the dates of the notice (version) being shown; the others link to their own version. */
  fromCurrentVersion: boolean;
  /** The status of the date's own version: a pending date reads draft or scheduled by it, not by the page's. */
  versionStatus: NoticeStatus;
  publishedAt: string | null;
}

export interface FieldValueView {
  noticeTypeCustomFieldId: number;
  text?: string;
  date?: string;
  dateTime?: number;
  address?: FieldAddress;
}

/** Addresses written outside the API (the demo notices) may lack the empty optionalStreet. */
export type FieldAddress = Omit<Address, 'optionalStreet'> & { optionalStreet?: string };

/** A stored file of a notice (content file or public attachment). */
export interface AttachmentView {
  attachmentId: number;
  name: string;
  type: string;
  size: number;
  /** Hex SHA-256 of the stored bytes, recorded when the upload was completed (null for older files). */
  sha256: string | null;
}

/** What the caller may do with a notice, decided by the API from the permission table. */
export interface NoticePermissions {
  edit: boolean;
  delete: boolean;
  publish: boolean;
  cancel: boolean;
  addDate: boolean;
}

/** A link to another version of a notice. */
export interface VersionLink {
  id: number;
  title: string;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface NoticeFieldDefinition extends NamedRef {
  fieldType: FieldType;
  required: boolean;
}

/** The admin read of docs/api-notices.md. */
export interface NoticeView {
  id: number;
  title: string;
  content: string;
  status: NoticeStatus;
  submissionType: SubmissionType;
  free: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  publication: NamedRef & { enabled: boolean; publicationArea: NamedRef[] };
  noticeType: NamedRef & { fields: NoticeFieldDefinition[] };
  fieldValues: FieldValueView[];
  publicationDates: NoticeDateView[];
  files: { contentAttachment: AttachmentView | null; publicAttachments: AttachmentView[] };
  hasPreviousVersions: boolean;
  hasNextVersions: boolean;
  previousVersion: VersionLink | null;
  nextVersions: VersionLink[];
  permissions: NoticePermissions;
}

/**
 * The newest public version of a notice's chain, named on an older version's page (issue 22 #6):
 * `date` is the Detroit day a newer version was first published (see NoticeQueries.publicView).
 */
export interface ReplacedByView {
  id: number;
  date: string;
}

/** What the public site may see: no charging, no submission details, no draft data, public files only. */
export type PublicNoticeView = Omit<NoticeView, 'free' | 'submissionType' | 'permissions' | 'files'> & {
  attachments: PublicAttachmentView[];
  /** Null unless a newer version of the chain has a published date (a draft never shows here). */
  replacedBy: ReplacedByView | null;
};

export interface PublicAttachmentView extends AttachmentView {
  url: string;
}

export function fieldValueView(v: NoticeFieldValue): FieldValueView {
  const view: FieldValueView = { noticeTypeCustomFieldId: v.fieldId };
  if (v.text !== null) view.text = v.text;
  if (v.date !== null) view.date = v.date;
  if (v.dateTime !== null) view.dateTime = new Date(v.dateTime).getTime();
  if (v.address !== null) view.address = v.address;
  return view;
}

export function dateView(
  d: PublicationDate,
  of: { version: number; status: NoticeStatus },
  currentId: number,
): NoticeDateView {
  return {
    id: d.id,
    date: d.date,
    version: of.version,
    noticeId: d.noticeId,
    published: d.published,
    paid: d.paid,
    canceled: d.canceled,
    fromCurrentVersion: d.noticeId === currentId,
    versionStatus: of.status,
    publishedAt: d.publishedAt ? d.publishedAt.toISOString() : null,
  };
}

/** The caller's actions on one notice, from the same rules the API enforces. */
export function noticePermissions(
  actor: AuthUser,
  notice: Notice,
  ownDates: PublicationDate[],
): NoticePermissions {
  const granted = grantedPermissions(actor);
  const next = notice.hasNextVersion;
  const pending = ownDates.some(isEditableDate);
  const publishRight = canPublishIn(actor, notice.publicationId);
  return {
    edit: granted.has('notices.edit') && !next,
    delete:
      granted.has('notices.delete') && canDeleteFromDetails({ status: notice.status, hasNextVersions: next }),
    publish: granted.has('notices.publish') && !next && canPublishStatus(notice.status) && publishRight,
    cancel: granted.has('notices.publish') && notice.status !== 'D' && publishRight && pending,
    addDate: granted.has('notices.edit') && !next && canChangeNoticeDates(actor, notice),
  };
}
