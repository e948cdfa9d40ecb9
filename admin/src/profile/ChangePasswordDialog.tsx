import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { fieldErrors } from '../lib/errors';
import { PasswordFields, passwordsValid, type PasswordErrors } from '../components/PasswordFields';
import { api, ok } from '../providers/api';
import { errorCode } from '../providers/httpClient';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** Change-password window: a 422 old_password_does_not_match shows on oldPassword. */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      await ok(api.PUT('/api/v1/auth/change_password', { body: values }));
      notify('admin.pages.profile.snackbars.changePassword.success', { type: 'success' });
      close();
    } catch (error) {
      const fields: PasswordErrors = fieldErrors(error);
      if (errorCode(error) === 'old_password_does_not_match') {
        fields.oldPassword ??= 'errors.server.old_password_does_not_match';
      } else if (!fields.oldPassword && !fields.confirmPassword) {
        fields.password ??= error instanceof Error ? error.message : 'errors.http.fallback';
      }
      setErrors(fields);
      notify('admin.pages.profile.snackbars.changePassword.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const valid = values.oldPassword !== '' && passwordsValid(values);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-password-title">{translate('admin.pages.profile.changePassword')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="password"
            label={translate('admin.password.oldPassword')}
            value={values.oldPassword}
            autoComplete="current-password"
            onChange={(event) => setValues({ ...values, oldPassword: event.target.value })}
            error={Boolean(errors.oldPassword)}
            helperText={errors.oldPassword ? translate(errors.oldPassword) : undefined}
            required
            fullWidth
          />
          <PasswordFields
            values={values}
            onChange={(next) => setValues({ ...values, ...next })}
            errors={errors}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy || !valid}>
          {translate('admin.pages.profile.changePassword')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
