import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_COUNTRY,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  TEXT_MAX_LENGTH,
  ValidationMessage,
} from '@notices/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { MUST_BE_TEXT, RequiredText } from '../../platform/fields';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Text that may be empty ('' is kept, null and absent become ''), at most 255 characters. */
function BlankableText(example?: string, pattern?: { regex: RegExp; message: string }) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: TEXT_MAX_LENGTH, example, default: '' }),
    trim,
    IsOptional(),
    IsString({ message: MUST_BE_TEXT }),
    MaxLength(TEXT_MAX_LENGTH, { message: ValidationMessage.tooLong }),
    ...(pattern
      ? [ValidateIf((_o, v: unknown) => v !== ''), Matches(pattern.regex, { message: pattern.message })]
      : []),
  );
}

/** A required text with a format and the spec's message for it (phone, e-mail). */
function FormattedText(example: string, regex: RegExp, message: string) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: TEXT_MAX_LENGTH, example }),
    trim,
    IsString({ message: MUST_BE_TEXT }),
    IsNotEmpty({ message: ValidationMessage.blank }),
    MaxLength(TEXT_MAX_LENGTH, { message: ValidationMessage.tooLong }),
    Matches(regex, { message }),
  );
}

/** A postal address; optionalStreet may be empty, every other part is required. */
export class AddressDto {
  @RequiredText('120 E Lenawee St') street: string;
  @BlankableText('Suite 200') optionalStreet?: string;
  @RequiredText('Lansing') locality: string;
  @RequiredText('MI') region: string;
  @RequiredText('48933') postalCode: string;
  @RequiredText(DEFAULT_COUNTRY) country: string;
}

/** A contact person; fax may be empty, every other part is required. */
export class ContactDto {
  @RequiredText('Pat Rivera') name: string;
  @RequiredText('Legal Notices Editor') title: string;
  @FormattedText('517-555-0100', PHONE_PATTERN, ValidationMessage.invalidPhone) phone: string;
  @FormattedText('legals@example.org', EMAIL_PATTERN, ValidationMessage.invalidEmail) email: string;
  @BlankableText('517-555-0101', { regex: PHONE_PATTERN, message: ValidationMessage.invalidFax })
  fax?: string;
}
