import {
  canChangeNoticeDates,
  canDeleteFromDetails,
  canPublishIn,
  canPublishStatus,
  grantedPermissions,
  isEditableDate,
  type NoticeStatus,
} from '@notices/common';
import type { Caller } from '../platform/caller';
import type { FieldValueResponseDto, NoticeDateDto, NoticePermissionsDto } from './dto/notice-response.dto';
import type { Notice, NoticeFieldValue } from './notice.entity';
import type { PublicationDate } from './publication-date.entity';

// Parts of the notice answers (dto/notice-response.dto.ts) built from the entities.

export function fieldValueResponse(v: NoticeFieldValue): FieldValueResponseDto {
  const value: FieldValueResponseDto = { noticeTypeCustomFieldId: v.fieldId };
  if (v.text !== null) value.text = v.text;
  if (v.date !== null) value.date = v.date;
  if (v.dateTime !== null) value.dateTime = new Date(v.dateTime).getTime();
  if (v.address !== null) value.address = v.address;
  return value;
}

export function noticeDateResponse(
  d: PublicationDate,
  of: { version: number; status: NoticeStatus },
  currentId: number,
): NoticeDateDto {
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
  actor: Caller,
  notice: Notice,
  ownDates: PublicationDate[],
): NoticePermissionsDto {
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
