import { useState } from 'react';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessageKey, fieldErrors } from '../lib/errors';
import { PasswordFields, passwordsValid, type PasswordErrors } from '../components/PasswordFields';
import { useCan } from '../components/useCan';
import type { AppDataProvider } from '../providers/dataProvider';
import type { User } from '../types';

const EMPTY = { password: '', confirmPassword: '' };

/** Activation window: sets a first password for a not-verified user. */
export const ActivateButton = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext<User>();
  const allowed = useCan();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'not_verified' || !allowed('users.activate')) return null;
  const label = translate('admin.pages.users.buttons.activate');
  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
  };
  const submit = async () => {
    setBusy(true);
    try {
      await dataProvider.activateUser(record.id, values);
      notify('admin.pages.users.snackbars.activate.success', { type: 'success' });
      close();
      refresh();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify('admin.pages.users.snackbars.activate.error', {
        type: 'error',
        messageArgs: { reason: translate(errorMessageKey(error)) },
      });
    } finally {
      setBusy(false);
    }
  };
  const openWindow = (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={openWindow}>
            <HowToRegIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<HowToRegIcon />} onClick={openWindow}>
          {label}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby="activate-title"
      >
        <DialogTitle id="activate-title">{translate('admin.pages.users.dialogs.activate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('admin.pages.users.dialogs.activate.content', {
              name: record.fullName || record.email,
            })}
          </DialogContentText>
          <PasswordFields values={values} onChange={setValues} errors={errors} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={busy || !passwordsValid(values)}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
