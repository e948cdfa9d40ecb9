import LockResetIcon from '@mui/icons-material/LockReset';
import { useRecordContext } from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useCan } from '../components/useCan';
import type { User } from '../types';
import { useUserAction } from './useUserAction';

/** Sends the password-reset mail after confirmation; needs users.edit and an active user. */
export const ResetPasswordButton = () => {
  const record = useRecordContext<User>();
  const allowed = useCan();
  const run = useUserAction();
  if (!record || record.status !== 'active' || !allowed('users.edit')) return null;
  return (
    <ConfirmActionButton
      label="admin.pages.users.buttons.resetPassword"
      icon={<LockResetIcon />}
      title="admin.pages.users.dialogs.resetPassword.title"
      content="admin.pages.users.dialogs.resetPassword.content"
      contentArgs={{ name: record.fullName || record.email }}
      onConfirm={() => run('resetPassword', record.id)}
    />
  );
};
