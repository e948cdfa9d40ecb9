import { ApiExtraModels, ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  FIELD_TYPES,
  NOTICE_STATUSES,
  SUBMISSION_TYPES,
  type FieldType,
  type NoticeStatus,
  type SubmissionType,
} from '@notices/common';
import { nullableRef } from '../../platform/nullable-schema';

// The answers of docs/api-notices.md: the services and mappers (notice-response.ts) build these classes, so
// the OpenAPI document, and the front-end types generated from it, describe what the API sends.

/** A publication date: `date` is a Detroit calendar day 'YYYY-MM-DD'. */
export class NoticeDateDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-27', description: 'a Detroit day' }) date: string;
  @ApiProperty() version: number;
  @ApiProperty() noticeId: number;
  @ApiProperty() published: boolean;
  @ApiProperty() paid: boolean;
  @ApiProperty() canceled: boolean;
  /** True for the dates of the version shown; the others link to their own version. */
  @ApiProperty({ description: 'false: a date of another version of the notice' }) fromCurrentVersion: boolean;
  @ApiProperty({
    enum: NOTICE_STATUSES,
    description:
      "the status of the date's own version: a pending date is a draft's or a scheduled one's by it",
  })
  versionStatus: NoticeStatus;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) publishedAt: string | null;
}

/** A stored file of a notice (content file or public attachment). */
export class AttachmentDto {
  @ApiProperty() attachmentId: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'application/pdf' }) type: string;
  @ApiProperty({ description: 'bytes' }) size: number;
  /** Recorded when the upload was completed (null for older files). */
  @ApiProperty({ nullable: true, type: String, description: 'hex SHA-256 of the stored bytes' })
  sha256: string | null;
}

export class PublicAttachmentDto extends AttachmentDto {
  @ApiProperty({ example: '/api/v1/notices/12/34', description: 'answers a presigned download URL' })
  url: string;
}

@ApiExtraModels(AttachmentDto)
export class NoticeFilesDto {
  @ApiProperty(nullableRef(AttachmentDto)) contentAttachment: AttachmentDto | null;
  @ApiProperty({ type: [AttachmentDto] }) publicAttachments: AttachmentDto[];
}

/** A link to another version of a notice. */
export class VersionLinkDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
}

/** What the caller may do with a notice, decided by the API from the permission table. */
export class NoticePermissionsDto {
  @ApiProperty() edit: boolean;
  @ApiProperty() delete: boolean;
  @ApiProperty() publish: boolean;
  @ApiProperty() cancel: boolean;
  @ApiProperty() addDate: boolean;
}

export class NamedRefDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class NoticePublicationDto extends NamedRefDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: [NamedRefDto], description: 'the counties it covers' }) publicationArea: NamedRefDto[];
}

export class NoticeFieldDefinitionDto extends NamedRefDto {
  @ApiProperty({ enum: FIELD_TYPES }) fieldType: FieldType;
  @ApiProperty() required: boolean;
}

export class NoticeTypeRefDto extends NamedRefDto {
  @ApiProperty({ type: [NoticeFieldDefinitionDto] }) fields: NoticeFieldDefinitionDto[];
}

/** A stored Address (publication.entity.ts) as a field value answers it. */
export class FieldAddressDto {
  @ApiProperty() street: string;
  /** Addresses written outside the API (the demo notices) may lack it. */
  @ApiPropertyOptional({ description: 'absent when empty' }) optionalStreet?: string;
  @ApiProperty() locality: string;
  @ApiProperty() region: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() country: string;
}

/** One custom field's value: only the property of the field's type is present. */
export class FieldValueResponseDto {
  @ApiProperty() noticeTypeCustomFieldId: number;
  @ApiPropertyOptional() text?: string;
  @ApiPropertyOptional({ example: '2026-12-01' }) date?: string;
  @ApiPropertyOptional({ example: 1795000020000, description: 'ms timestamp, seconds zero' })
  dateTime?: number;
  @ApiPropertyOptional({ type: FieldAddressDto }) address?: FieldAddressDto;
}

/** The admin read of docs/api-notices.md. */
export class NoticeResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'plain text, lines split by \\n' }) content: string;
  @ApiProperty({ enum: NOTICE_STATUSES, description: 'Draft, Scheduled, Published, Canceled' })
  status: NoticeStatus;
  @ApiProperty({ enum: SUBMISSION_TYPES }) submissionType: SubmissionType;
  @ApiProperty() free: boolean;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: NoticePublicationDto }) publication: NoticePublicationDto;
  @ApiProperty({ type: NoticeTypeRefDto }) noticeType: NoticeTypeRefDto;
  @ApiProperty({ type: [FieldValueResponseDto] }) fieldValues: FieldValueResponseDto[];
  @ApiProperty({ type: [NoticeDateDto], description: "every version's dates" })
  publicationDates: NoticeDateDto[];
  @ApiProperty({ type: NoticeFilesDto }) files: NoticeFilesDto;
  @ApiProperty() hasPreviousVersions: boolean;
  @ApiProperty() hasNextVersions: boolean;
  @ApiProperty(nullableRef(VersionLinkDto)) previousVersion: VersionLinkDto | null;
  @ApiProperty({ type: [VersionLinkDto] }) nextVersions: VersionLinkDto[];
  @ApiProperty({ type: NoticePermissionsDto, description: 'for this caller' })
  permissions: NoticePermissionsDto;
}

export class NoticeListDto {
  @ApiProperty({ type: [NoticeResponseDto] }) data: NoticeResponseDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

/**
 * The newest public version of a notice's chain, named on an older version's page: `date`
 * is the Detroit day a newer version was first published (see replacedBy in notice-queries.service.ts).
 */
export class ReplacedByDto {
  @ApiProperty({ description: 'the newest published version of the notice' }) id: number;
  @ApiProperty({
    example: '2026-11-27',
    description: 'the Detroit day a newer version was first published (its first publication day if unknown)',
  })
  date: string;
}

/** The public read: no charging, no submission details, no permissions; public files with their URL. */
@ApiExtraModels(ReplacedByDto)
export class PublicNoticeResponseDto extends OmitType(NoticeResponseDto, [
  'free',
  'submissionType',
  'permissions',
  'files',
] as const) {
  @ApiProperty({ type: [PublicAttachmentDto] }) attachments: PublicAttachmentDto[];
  @ApiProperty({
    ...nullableRef(ReplacedByDto),
    description: 'null unless a newer version of the notice has been published (drafts never count)',
  })
  replacedBy: ReplacedByDto | null;
}

export class PublicNoticeDto {
  @ApiProperty({ type: PublicNoticeResponseDto }) notice: PublicNoticeResponseDto;
}

export class UploadAnswerDto {
  @ApiProperty() attachmentId: number;
  @ApiProperty({ description: 'PUT the file here' }) uploadUrl: string;
  @ApiProperty({ description: "the same URL (the storage layer's name for it)" }) url: string;
  @ApiProperty({ enum: ['PUT'] }) method: 'PUT';
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'Content-Type': 'image/png' },
  })
  headers: Record<string, string>;
}

export class TextDto {
  @ApiProperty() text: string;
}

export class UrlDto {
  @ApiProperty({ description: 'presigned, valid 5 minutes' }) url: string;
}
