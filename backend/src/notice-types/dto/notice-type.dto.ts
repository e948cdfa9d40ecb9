import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EDITABLE_FIELD_TYPES, FIELD_TYPES, type FieldType } from '@notices/common';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ObjectList, RequiredText } from '../../platform/fields';

const MAX_ID = 2_147_483_647;

export class NoticeTypeFieldWriteDto {
  @ApiPropertyOptional({ description: 'keeps an existing field (and its id); absent adds one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id?: number;
  @RequiredText('Property address') name: string;
  @ApiProperty({ enum: FIELD_TYPES, description: `the editor offers ${EDITABLE_FIELD_TYPES.join(', ')}` })
  @IsIn(FIELD_TYPES, { message: `must be one of ${FIELD_TYPES.join(', ')}` })
  fieldType: FieldType;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() required?: boolean;
}

/** POST and PUT admin/noticetypes; read-only fields the back office echoes are ignored. */
export class NoticeTypeWriteDto {
  @RequiredText('Mortgage Foreclosure') name: string;
  @ApiProperty({ type: [NoticeTypeFieldWriteDto] })
  @ObjectList(() => NoticeTypeFieldWriteDto, 100)
  fields: NoticeTypeFieldWriteDto[];
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) id?: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() noticesCreated?: boolean;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(64) createdAt?: string;
}

export class NoticeTypeFieldDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: FIELD_TYPES }) fieldType: FieldType;
  @ApiProperty() required: boolean;
}

/** A notice type as the API answers it (NoticeTypesService builds it). */
export class NoticeTypeResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() noticesCreated: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [NoticeTypeFieldDto] }) fields: NoticeTypeFieldDto[];
}

export class NoticeTypeListDto {
  @ApiProperty({ type: [NoticeTypeResponseDto] }) data: NoticeTypeResponseDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

export class PublicNoticeTypeListDto {
  @ApiProperty({ type: [NoticeTypeResponseDto] }) data: NoticeTypeResponseDto[];
}
