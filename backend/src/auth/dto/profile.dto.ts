import { ApiPropertyOptional } from '@nestjs/swagger';
import { GENDERS, PHONE_PATTERN, ValidationMessage, type Gender } from '@notices/common';
import { IsIn, IsISO8601, IsOptional, IsString, Matches } from 'class-validator';
import { nullableEnum } from '../../platform/nullable-schema';
import { emptyToNull, MUST_BE_TEXT, OptionalText, RequiredText } from '../../platform/fields';

/** Fields every user may change on their own profile; personal fields only count for PUBLIC_USER. */
export class ProfileDto {
  @RequiredText('Ann') givenName: string;
  @RequiredText('Lee') familyName: string;

  /** Computed by the server (given + ' ' + family); accepted because the front ends send it. */
  @OptionalText('Ann Lee', 511) fullName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '555-123-4567' })
  @emptyToNull
  @IsOptional()
  @IsString({ message: MUST_BE_TEXT })
  @Matches(PHONE_PATTERN, { message: ValidationMessage.invalidPhone })
  phone?: string | null;

  @OptionalText('48933') postalCode?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '1980-04-01' })
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
}
