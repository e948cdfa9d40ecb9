import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext } from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useCan, useCurrentUser } from '../components/useCan';
import type { User } from '../types';
import { useUserAction } from './useUserAction';

/**
 * Block or unblock after confirmation; needs users.updateStatus and is never offered for yourself. A
 * user not active yet cannot be blocked (the API answers 422): the row leaves the button out (its place
 * goes to Activate), the summary shows it disabled with the reason.
 */
export const BlockButton = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext<User>();
  const me = useCurrentUser();
  const allowed = useCan();
  const run = useUserAction();
  if (!record || !me || record.id === me.id || !allowed('users.updateStatus')) return null;
  const notActive = record.status === 'not_verified';
  if (notActive && compact) return null;
  const action = record.status === 'blocked' ? 'unblock' : 'block';
  return (
    <ConfirmActionButton
      compact={compact}
      disabled={notActive}
      tooltip={notActive ? 'admin.pages.users.hints.blockNotActive' : undefined}
      label={`admin.pages.users.buttons.${action}`}
      icon={action === 'block' ? <BlockIcon /> : <LockOpenIcon />}
      title={`admin.pages.users.dialogs.${action}.title`}
      content={`admin.pages.users.dialogs.${action}.content`}
      contentArgs={{ name: record.fullName || record.email }}
      onConfirm={() => run(action, record.id)}
    />
  );
};
