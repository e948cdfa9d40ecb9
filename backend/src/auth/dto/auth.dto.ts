import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTH_TOKEN_KINDS, type AuthTokenKind } from '@notices/common';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { NewPasswordDto } from '../../accounts/dto/password.dto';
import { EmailField, OptionalText, PasswordField, RequiredText } from '../../platform/fields';

export class LoginDto {
  @EmailField() email: string;
  @PasswordField() password: string;
}

export class RegisterDto {
  @EmailField() email: string;
  @RequiredText('Ann') givenName: string;
  @RequiredText('Lee') familyName: string;
  /** Sent by the site; the server joins given and family names when it is absent. */
  @OptionalText('Ann Lee', 511) fullName?: string | null;
}

export class EmailDto {
  @EmailField() email: string;
}

export class SetFirstPasswordDto extends NewPasswordDto {
  @ApiPropertyOptional({ description: 'terms of use and privacy policy accepted; must be true' })
  @IsOptional()
  @IsBoolean({ message: 'must be true or false' })
  consent?: boolean;
}

export class ChangePasswordDto extends NewPasswordDto {
  @PasswordField() oldPassword: string;
}

export class CheckTokenQueryDto {
  @ApiProperty({ enum: AUTH_TOKEN_KINDS })
  @IsIn(AUTH_TOKEN_KINDS, { message: `must be one of ${AUTH_TOKEN_KINDS.join(', ')}` })
  kind: AuthTokenKind;
}

export class CheckTokenAnswerDto {
  @ApiProperty({ enum: [true] }) valid: true;
  @ApiProperty() email: string;
}
