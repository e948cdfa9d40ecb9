import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkPassword } from '@notices/common';
import { PasswordPolicy } from './PasswordPolicy';

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<'oldPassword' | 'password' | 'confirmPassword', string>>;

/** True when the password meets the policy and the confirmation matches. */
export const passwordsValid = (values: PasswordValues) =>
  checkPassword(values.password).valid && values.password === values.confirmPassword;

/** Password and confirmation inputs with the live policy display; errors are i18n keys. */
export const PasswordFields = (props: {
  values: PasswordValues;
  onChange: (values: PasswordValues) => void;
  errors?: PasswordErrors;
}) => {
  const { values, onChange, errors = {} } = props;
  const translate = useTranslate();
  const mismatch = values.confirmPassword !== '' && values.password !== values.confirmPassword;
  const confirmError = errors.confirmPassword ?? (mismatch ? 'errors.passwordsMustMatch' : undefined);
  return (
    <Stack spacing={2}>
      <TextField
        type="password"
        label={translate('admin.password.password')}
        value={values.password}
        autoComplete="new-password"
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={Boolean(errors.password)}
        helperText={errors.password ? translate(errors.password) : undefined}
        required
        fullWidth
      />
      <TextField
        type="password"
        label={translate('admin.password.confirmPassword')}
        value={values.confirmPassword}
        autoComplete="new-password"
        onChange={(event) => onChange({ ...values, confirmPassword: event.target.value })}
        error={Boolean(confirmError)}
        helperText={confirmError ? translate(confirmError) : undefined}
        required
        fullWidth
      />
      <PasswordPolicy password={values.password} />
    </Stack>
  );
};
