import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ErrorCode,
  HTTP_URL_PATTERN,
  isNoticePrice,
  MAX_NOTICE_PRICE,
  PAYMENT_METHODS,
  PAYMENT_PERIODS,
  PUBLICATION_ROLES,
  PublicationRoles,
  TEXT_MAX_LENGTH,
  ValidationMessage,
  type PaymentMethod,
  type PaymentPeriod,
} from '@notices/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MUST_BE_TEXT, ObjectList, RequiredText } from '../../platform/fields';
import { AddressDto, ContactDto } from './address-contact.dto';

const MAX_ID = 2_147_483_647;
const ROLE_PATTERN = /^[A-Z][A-Z_]{0,63}$/;

/** One permission row as the publication form sends it; the read-only fields it echoes are ignored. */
export class PublicationPermissionWriteDto {
  @ApiProperty() @IsInt({ message: 'must be a whole number' }) @Min(1) @Max(MAX_ID) userId: number;
  @ApiProperty({
    example: PublicationRoles.PUBLICATION_USER,
    description: "one of the publication's possibleRoles",
  })
  @IsString({ message: MUST_BE_TEXT })
  @IsNotEmpty({ message: ValidationMessage.blank })
  @MaxLength(64)
  role: string;
  @ApiPropertyOptional({ default: false, description: 'only where publishingEnabled' })
  @IsOptional()
  @IsBoolean()
  hasPermissionToPublish?: boolean;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) id?: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) publicationId?: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(255) userEmail?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(511) userFullName?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(255) publicationName?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() publicationEnabled?: boolean;
}

/** `PUT admin/publications/{id}/permissions`. */
export class PublicationPermissionsDto {
  @ApiProperty({ type: [PublicationPermissionWriteDto], description: 'exactly one PUBLICATION_ADMIN' })
  @ObjectList(() => PublicationPermissionWriteDto, 500)
  publicationUserPermissions: PublicationPermissionWriteDto[];
}

/** `PUT admin/publications/{id}/status`. */
export class PublicationStatusDto {
  @ApiProperty() @IsBoolean() enabled: boolean;
}

/** POST and PUT admin/publications (docs/api-publications.md); read-only fields are accepted and ignored. */
export class PublicationWriteDto {
  @RequiredText('Lansing State Journal') name: string;

  @ApiProperty({ type: String, maxLength: TEXT_MAX_LENGTH, example: 'https://www.lansingstatejournal.com' })
  @IsString({ message: MUST_BE_TEXT })
  @IsNotEmpty({ message: ValidationMessage.blank })
  @MaxLength(TEXT_MAX_LENGTH, { message: ValidationMessage.tooLong })
  @Matches(HTTP_URL_PATTERN, { message: ValidationMessage.invalidUrl })
  website: string;

  @ApiProperty({ type: [Number], example: [33, 19], description: 'county ids, at least one' })
  @IsArray({ message: ErrorCode.atLeastOneCounty })
  @ArrayMinSize(1, { message: ErrorCode.atLeastOneCounty })
  @ArrayMaxSize(100)
  @IsInt({ each: true, message: 'must be county ids' })
  publicationArea: number[];

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional({ default: true, description: 'SYSTEM_ADMIN only' })
  @IsOptional()
  @IsBoolean()
  publishingEnabled?: boolean;

  @ApiPropertyOptional({ type: [String], default: [...PUBLICATION_ROLES] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @Matches(ROLE_PATTERN, { each: true, message: 'roles are upper-case words' })
  possibleRoles?: string[];

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: `must be one of ${PAYMENT_METHODS.join(', ')}` })
  paymentMethod: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_PERIODS })
  @IsIn(PAYMENT_PERIODS, { message: `must be one of ${PAYMENT_PERIODS.join(', ')}` })
  paymentPeriod: PaymentPeriod;

  @ApiProperty({ type: AddressDto })
  @IsDefined({ message: ValidationMessage.blank })
  @IsObject()
  @ValidateNested()
  @Type(() => AddressDto)
  mailingAddress: AddressDto;

  @ApiProperty({ type: ContactDto })
  @IsDefined({ message: ValidationMessage.blank })
  @IsObject()
  @ValidateNested()
  @Type(() => ContactDto)
  mainContact: ContactDto;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() billingAddressSameAsMailing?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() billingContactSameAsMain?: boolean;

  @ApiPropertyOptional({
    type: AddressDto,
    description: 'required when billingAddressSameAsMailing is false',
  })
  @ValidateIf((o: PublicationWriteDto) => o.billingAddressSameAsMailing === false)
  @IsDefined({ message: ValidationMessage.blank })
  @IsObject()
  @ValidateNested()
  @Type(() => AddressDto)
  billingAddress?: AddressDto;

  @ApiPropertyOptional({ type: ContactDto, description: 'required when billingContactSameAsMain is false' })
  @ValidateIf((o: PublicationWriteDto) => o.billingContactSameAsMain === false)
  @IsDefined({ message: ValidationMessage.blank })
  @IsObject()
  @ValidateNested()
  @Type(() => ContactDto)
  billingContact?: ContactDto;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_NOTICE_PRICE,
    example: 12.5,
    description:
      'US dollars billed per charged notice of a period, at most 2 decimals; null clears it; absent on update keeps the stored one. SYSTEM_ADMIN only',
  })
  @IsOptional()
  // No `maxDecimalPlaces` here: class-validator 0.14 throws on numbers written with an exponent (1e-7),
  // which would answer 500; isNoticePrice counts the cents instead.
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'must be a number of dollars' })
  @Min(0, { message: 'must not be negative' })
  @Max(MAX_NOTICE_PRICE, { message: `must be at most ${MAX_NOTICE_PRICE}` })
  @ValidateBy({
    name: 'isNoticePrice',
    validator: {
      validate: (value: unknown) => value === null || isNoticePrice(value),
      defaultMessage: () => 'must be an amount in dollars with at most 2 decimals',
    },
  })
  pricePerChargedNotice?: number | null;

  @ApiPropertyOptional({
    type: [PublicationPermissionWriteDto],
    description: 'exactly one PUBLICATION_ADMIN; required on create, absent on update keeps the stored ones',
  })
  @IsOptional()
  @ObjectList(() => PublicationPermissionWriteDto, 500)
  publicationUserPermissions?: PublicationPermissionWriteDto[];

  // Read-only fields the back office echoes back; ignored.
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) id?: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() noticesCreated?: boolean;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(64) createdAt?: string;
}
