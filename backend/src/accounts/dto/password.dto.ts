import { PASSWORD_POLICY_TEXT } from '@notices/common';
import { PasswordField } from '../../platform/fields';

/** A new password and its confirmation: setting, resetting or changing a password, and activating a user. */
export class NewPasswordDto {
  @PasswordField(PASSWORD_POLICY_TEXT) password: string;
  @PasswordField('must equal password') confirmPassword: string;
}
