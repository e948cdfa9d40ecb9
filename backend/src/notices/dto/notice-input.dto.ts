import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidationMessage } from '@notices/common';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MUST_BE_TEXT, ObjectList, RequiredText } from '../../platform/fields';
import { nullableRef } from '../../platform/nullable-schema';

const MAX_ID = 2_147_483_647;
/** Generous, but a bound: notices are long legal texts, the JSON body limit is 1 MB anyway. */
const CONTENT_MAX = 500_000;

/** An address value's parts; which are required is the service's check. */
export class FieldAddressInputDto {
  @ApiPropertyOptional({ example: '120 E Lenawee St' }) street?: string;
  @ApiPropertyOptional() optionalStreet?: string;
  @ApiPropertyOptional({ example: 'Lansing' }) locality?: string;
  @ApiPropertyOptional({ example: 'MI' }) region?: string;
  @ApiPropertyOptional({ example: '48933' }) postalCode?: string;
  @ApiPropertyOptional({ example: 'US', default: 'US' }) country?: string;
}

/** A custom field's value: the one property matching the field's type is read (checked by the service). */
@ApiExtraModels(FieldAddressInputDto)
export class FieldValueDto {
  @ApiProperty() @IsInt() @Min(1) @Max(MAX_ID) noticeTypeCustomFieldId: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'text fields, max 255' })
  @IsOptional()
  @IsString({ message: MUST_BE_TEXT })
  @MaxLength(10_000)
  text?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01',
    description: 'a day (or an ISO instant: its Detroit day)',
  })
  @IsOptional()
  @IsString({ message: MUST_BE_TEXT })
  @MaxLength(40)
  date?: string | null;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1795000020000,
    description: 'ms timestamp with seconds zero',
  })
  @IsOptional()
  @IsNumber({}, { message: 'must be a number' })
  dateTime?: number | null;
  @ApiPropertyOptional(nullableRef(FieldAddressInputDto))
  @IsOptional()
  @IsObject()
  address?: Record<string, unknown> | null;
}

export class PublicationDateInputDto {
  @ApiPropertyOptional({ description: 'an existing row of this notice, kept' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id?: number;
  @ApiProperty({ example: '2026-11-27', description: 'a Detroit day, or an ISO instant' })
  @IsString({ message: MUST_BE_TEXT })
  @IsNotEmpty({ message: ValidationMessage.blank })
  @MaxLength(40)
  date: string;
}

/** POST admin/notices and PUT admin/notices/{id} (docs/api-notices.md). */
export class NoticeWriteDto {
  @RequiredText('Notice of Mortgage Foreclosure Sale') title: string;

  @ApiProperty({ example: 'line 1\nline 2', description: 'plain text' })
  @IsString({ message: MUST_BE_TEXT })
  @IsNotEmpty({ message: ValidationMessage.blank })
  @MaxLength(CONTENT_MAX)
  content: string;

  @ApiProperty() @IsInt({ message: ValidationMessage.blank }) @Min(1) @Max(MAX_ID) noticeTypeId: number;
  @ApiProperty() @IsInt({ message: ValidationMessage.blank }) @Min(1) @Max(MAX_ID) publicationId: number;

  @ApiPropertyOptional({
    description: 'charging disabled: SYSTEM_ADMIN, or an API_USER allowed free notices',
  })
  @IsOptional()
  @IsBoolean()
  free?: boolean;

  @ApiPropertyOptional({ type: [FieldValueDto] })
  @IsOptional()
  @ObjectList(() => FieldValueDto, 200)
  fieldValues?: FieldValueDto[];

  @ApiProperty({ type: [PublicationDateInputDto] })
  @ObjectList(() => PublicationDateInputDto, 366)
  publicationDates: PublicationDateInputDto[];

  @ApiPropertyOptional({ description: 'PUT only: confirms a new version where one is needed' })
  @IsOptional()
  @IsBoolean()
  createNewVersion?: boolean;

  @ApiPropertyOptional({
    description:
      'PUT only, with createNewVersion: the new version is published in the same transaction, so the run ' +
      'goes on (its dates stay scheduled; a date due today is published at once). Needs the publish ' +
      'permission in the publication (403 no_publish_permission). Ignored when no new version is made.',
  })
  @IsOptional()
  @IsBoolean()
  publishNewVersion?: boolean;

  /** The back office sends the record's id back on PUT; the path decides, this must only agree. */
  @ApiPropertyOptional({ readOnly: true })
  @IsOptional()
  @IsInt()
  id?: number;
}

export class AddDateDto {
  @ApiProperty({ example: '2026-11-27' })
  @IsString({ message: MUST_BE_TEXT })
  @IsNotEmpty({ message: ValidationMessage.blank })
  @MaxLength(40)
  date: string;
}

export class AttachmentRequestDto {
  @ApiProperty({ enum: ['content', 'public'] }) @IsIn(['content', 'public']) kind: 'content' | 'public';
  @RequiredText('map.png') name: string;
  @ApiProperty({ example: 'image/png' })
  @IsString({ message: MUST_BE_TEXT })
  @MaxLength(64)
  contentType: string;
  @ApiProperty({ example: 20110 }) @IsInt() @Min(1) size: number;
}

export class DeleteFileDto {
  @ApiProperty({ enum: ['content', 'public'] })
  @IsIn(['content', 'public'])
  attachmentType: 'content' | 'public';
  @ApiPropertyOptional({ description: 'public: which one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  attachmentId?: number;
}
