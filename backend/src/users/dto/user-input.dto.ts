import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GENDERS,
  PHONE_PATTERN,
  PublicationRoles,
  SYSTEM_ROLES,
  USER_STATUSES,
  ValidationMessage,
  type Gender,
  type SystemRole,
  type UserStatus,
} from '@notices/common';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { nullableEnum } from '../../platform/nullable-schema';
import {
  emptyToNull,
  EmailField,
  MUST_BE_TEXT,
  ObjectList,
  OptionalText,
  RequiredText,
} from '../../platform/fields';

const MAX_ID = 2_147_483_647;

/** A publication permission as the users form sends it (absent list: the stored one is kept). */
export class PublicationPermissionInputDto {
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) id?: number;
  @ApiProperty() @IsInt({ message: 'must be a whole number' }) @Min(1) @Max(MAX_ID) publicationId: number;
  @ApiProperty({ example: PublicationRoles.PUBLICATION_USER }) @IsString() @MaxLength(64) role: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() hasPermissionToPublish?: boolean;
  // Read-only fields the admin sends back as it received them; ignored.
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) userId?: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(255) userEmail?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(511) userFullName?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(255) publicationName?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() publicationEnabled?: boolean;
}

const API_REF_KEYS = new Set(['publicationId', 'publicationName', 'allowFreeNotices']);
const validId = (id: unknown) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** An id, or `{ publicationId, allowFreeNotices?, publicationName? }` (the name is read-only, ignored). */
const isPublicationRef = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return validId(value);
  const ref = value as Record<string, unknown>;
  return (
    Object.keys(ref).every((k) => API_REF_KEYS.has(k)) &&
    validId(ref.publicationId) &&
    (ref.allowFreeNotices === undefined || typeof ref.allowFreeNotices === 'boolean') &&
    (ref.publicationName === undefined || typeof ref.publicationName === 'string')
  );
};

/** The fields an administrator sets on a user (POST admin/users). */
export class CreateUserDto {
  @EmailField() email: string;
  @RequiredText('Ann') givenName: string;
  @RequiredText('Lee') familyName: string;

  @ApiProperty({ enum: SYSTEM_ROLES })
  @IsIn(SYSTEM_ROLES, { message: `must be one of ${SYSTEM_ROLES.join(', ')}` })
  roles: SystemRole;

  /** Computed by the server (family name, space, given name); accepted because the admin sends it. */
  @OptionalText('Lee Ann', 511) fullName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '555-123-4567' })
  @emptyToNull
  @IsOptional()
  @IsString({ message: MUST_BE_TEXT })
  @Matches(PHONE_PATTERN, { message: ValidationMessage.invalidPhone })
  phone?: string | null;

  @OptionalText() postalCode?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: "'' becomes null" })
  @emptyToNull
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'must be a date (YYYY-MM-DD)' })
  birthDate?: string | null;

  @OptionalText() company?: string | null;
  @OptionalText() industry?: string | null;

  @ApiPropertyOptional(nullableEnum(GENDERS))
  @emptyToNull
  @IsOptional()
  @IsIn(GENDERS, { message: `must be one of ${GENDERS.join(', ')}` })
  gender?: Gender | null;

  @OptionalText(undefined, 1024) pictureUrl?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() allowFreeNotices?: boolean;

  @ApiPropertyOptional({ type: [PublicationPermissionInputDto] })
  @IsOptional()
  @ObjectList(() => PublicationPermissionInputDto, 500)
  publicationUserPermissions?: PublicationPermissionInputDto[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'integer' },
    description:
      'publication ids, or objects { publicationId, allowFreeNotices } (absent: the stored list is kept)',
  })
  @IsOptional()
  @IsArray()
  @ValidateBy({
    name: 'publicationRefs',
    validator: {
      validate: (v: unknown) => Array.isArray(v) && v.every(isPublicationRef),
      defaultMessage: () => 'must be a list of publication ids or { publicationId, allowFreeNotices }',
    },
  })
  apiUserToPublications?: Array<number | { publicationId: number; allowFreeNotices?: boolean }>;
}

/** PUT admin/users/{id}: the same fields plus id; read-only fields the admin echoes back are ignored. */
export class UpdateUserDto extends CreateUserDto {
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(MAX_ID) id?: number;
  @ApiPropertyOptional({ enum: USER_STATUSES, readOnly: true })
  @IsOptional()
  @IsIn(USER_STATUSES)
  status?: UserStatus;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() @MaxLength(64) createdAt?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() consent?: boolean;
}
