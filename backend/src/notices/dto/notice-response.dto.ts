import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shapes of docs/api-notices.md (documentation only; the services build the answers). */
export class NoticeDateDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-27' }) date: string;
  @ApiProperty() version: number;
  @ApiProperty() noticeId: number;
  @ApiProperty() published: boolean;
  @ApiProperty() paid: boolean;
  @ApiProperty() canceled: boolean;
  @ApiProperty() fromCurrentVersion: boolean;
  @ApiProperty({ nullable: true, type: String }) publishedAt: string | null;
}

export class AttachmentDto {
  @ApiProperty() attachmentId: number;
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() size: number;
  @ApiProperty({ nullable: true, type: String, description: 'hex SHA-256 of the stored bytes' })
  sha256: string | null;
}

export class NoticeFilesDto {
  @ApiProperty({ type: AttachmentDto, nullable: true }) contentAttachment: AttachmentDto | null;
  @ApiProperty({ type: [AttachmentDto] }) publicAttachments: AttachmentDto[];
}

export class VersionLinkDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
}

export class NoticePermissionsDto {
  @ApiProperty() edit: boolean;
  @ApiProperty() delete: boolean;
  @ApiProperty() publish: boolean;
  @ApiProperty() cancel: boolean;
  @ApiProperty() addDate: boolean;
}

export class NoticeResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'plain text, lines split by \\n' }) content: string;
  @ApiProperty({ enum: ['D', 'S', 'P', 'C'] }) status: string;
  @ApiProperty({ enum: ['normal', 'api'] }) submissionType: string;
  @ApiProperty() free: boolean;
  @ApiProperty() version: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @ApiProperty({ description: '{ id, name, enabled, publicationArea: [{ id, name }] }' }) publication: object;
  @ApiProperty({ description: '{ id, name, fields: [{ id, name, fieldType, required }] }' })
  noticeType: object;
  @ApiProperty({ description: '[{ noticeTypeCustomFieldId, text | date | dateTime | address }]' })
  fieldValues: object[];
  @ApiProperty({ type: [NoticeDateDto], description: "every version's dates" })
  publicationDates: NoticeDateDto[];
  @ApiProperty({ type: NoticeFilesDto }) files: NoticeFilesDto;
  @ApiProperty() hasPreviousVersions: boolean;
  @ApiProperty() hasNextVersions: boolean;
  @ApiPropertyOptional({ type: VersionLinkDto, nullable: true }) previousVersion: VersionLinkDto | null;
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

export class PublicNoticeDto {
  @ApiProperty({
    description:
      'the notice without free, submissionType, permissions; attachments [{ attachmentId, name, type, size, url }]',
  })
  notice: object;
}

export class UploadAnswerDto {
  @ApiProperty() attachmentId: number;
  @ApiProperty() uploadUrl: string;
  @ApiProperty({ enum: ['PUT'] }) method: string;
  @ApiProperty({ example: { 'Content-Type': 'image/png' } }) headers: Record<string, string>;
}

export class TextDto {
  @ApiProperty() text: string;
}

export class UrlDto {
  @ApiProperty({ description: 'presigned, valid 5 minutes' }) url: string;
}
