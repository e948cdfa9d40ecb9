import {
  canChangeNoticeDates,
  canDeleteFromDetails,
  canPublishIn,
  canPublishStatus,
  grantedPermissions,
  isEditableDate,
  type FieldType,
  type NoticeFileAnswer,
  type NoticePermissionsAnswer,
  type NoticeVersionLink,
  type PublicationDateAnswer,
  type NoticeStatus,
  type SubmissionType,
} from '@notices/common';
import type { AuthUser } from '../auth/auth-user';
import type { Address } from '../publications/publication.entity';
import type { Notice, NoticeFieldValue } from './notice.entity';
import type { PublicationDate } from './publication-date.entity';

export type NoticeDateView = PublicationDateAnswer;

export interface FieldValueView {
  noticeTypeCustomFieldId: number;
  text?: string;
  date?: string;
  dateTime?: number;
  address?: Address;
}

export type AttachmentView = NoticeFileAnswer;

export type NoticePermissions = NoticePermissionsAnswer;

export type VersionLink = NoticeVersionLink;

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
  publication: {
    id: number;
    name: string;
    enabled: boolean;
    publicationArea: Array<{ id: number; name: string }>;
  };
  noticeType: {
    id: number;
    name: string;
    fields: Array<{ id: number; name: string; fieldType: FieldType; required: boolean }>;
  };
  fieldValues: FieldValueView[];
  publicationDates: NoticeDateView[];
  files: { contentAttachment: AttachmentView | null; publicAttachments: AttachmentView[] };
  hasPreviousVersions: boolean;
  hasNextVersions: boolean;
  previousVersion: VersionLink | null;
  nextVersions: VersionLink[];
  permissions: NoticePermissions;
}

/** What the public site may see: no charging, no submission details, no draft data, public files only. */
export type PublicNoticeView = Omit<NoticeView, 'free' | 'submissionType' | 'permissions' | 'files'> & {
  attachments: Array<AttachmentView & { url: string }>;
};

export function fieldValueView(v: NoticeFieldValue): FieldValueView {
  const view: FieldValueView = { noticeTypeCustomFieldId: v.fieldId };
  if (v.text !== null) view.text = v.text;
  if (v.date !== null) view.date = v.date;
  if (v.dateTime !== null) view.dateTime = new Date(v.dateTime).getTime();
  if (v.address !== null) view.address = v.address;
  return view;
}

export function dateView(d: PublicationDate, version: number, currentId: number): NoticeDateView {
  return {
    id: d.id,
    date: d.date,
    version,
    noticeId: d.noticeId,
    published: d.published,
    paid: d.paid,
    canceled: d.canceled,
    fromCurrentVersion: d.noticeId === currentId,
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
