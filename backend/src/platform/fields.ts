import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_PATTERN, TEXT_MAX_LENGTH, ValidationMessage } from '@notices/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/**
 * Field decorators shared by the DTOs: each states the OpenAPI shape and the validation (with the shared
 * `ValidationMessage` texts) together, so the two cannot disagree.
 */
export const MUST_BE_TEXT = 'must be text';
const PASSWORD_MAX_LENGTH = 1024;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const emptyToNull = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : value,
);

export function RequiredText(example?: string, max = TEXT_MAX_LENGTH) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: max, example }),
    trim,
    IsString({ message: MUST_BE_TEXT }),
    IsNotEmpty({ message: ValidationMessage.blank }),
    MaxLength(max, { message: ValidationMessage.tooLong }),
  );
}

/** Optional text: absent leaves the value alone, '' or null clears it. */
export function OptionalText(example?: string, max = TEXT_MAX_LENGTH) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example }),
    emptyToNull,
    IsOptional(),
    IsString({ message: MUST_BE_TEXT }),
    MaxLength(max, { message: ValidationMessage.tooLong }),
  );
}

/** An e-mail address, trimmed and lower-cased (addresses are unique without regard to case). */
export function EmailField() {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email', maxLength: TEXT_MAX_LENGTH, example: 'ann@example.org' }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsString({ message: MUST_BE_TEXT }),
    IsNotEmpty({ message: ValidationMessage.blank }),
    MaxLength(TEXT_MAX_LENGTH, { message: ValidationMessage.tooLong }),
    // The shared check the front ends use too (no TLD required: the first admin is admin@localhost).
    Matches(EMAIL_PATTERN, { message: ValidationMessage.invalidEmail }),
  );
}

export function PasswordField(description?: string) {
  return applyDecorators(
    ApiProperty({ type: String, format: 'password', maxLength: PASSWORD_MAX_LENGTH, description }),
    IsString({ message: MUST_BE_TEXT }),
    IsNotEmpty({ message: ValidationMessage.blank }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: 'too long' }),
  );
}

export { emptyToNull };

/**
 * A list of objects of `type`, each validated. ValidateNested alone lets an item that is itself a list
 * (`[[]]`) through unvalidated, and the service then fails on it; so every item must be an object.
 */
export function ObjectList(type: () => new () => object, maxSize: number) {
  return applyDecorators(
    IsArray({ message: 'must be a list' }),
    ArrayMaxSize(maxSize),
    IsObject({ each: true, message: 'each item must be an object' }),
    ValidateNested({ each: true }),
    Type(type),
  );
}
