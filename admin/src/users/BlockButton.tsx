import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext } from 'react-admin';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import { useCan, useCurrentUser } from '../common/useCan';
import type { User } from '../types';
import { useUserAction } from './useUserAction';

/** Block or unblock after confirmation; needs users.updateStatus and is never offered for yourself. */
export const BlockButton = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext<User>();
  const me = useCurrentUser();
  const allowed = useCan();
  const run = useUserAction();
  if (!record || !me || record.id === me.id || !allowed('users.updateStatus')) return null;
  const action = record.status === 'blocked' ? 'unblock' : 'block';
  return (
    <ConfirmActionButton
      compact={compact}
      label={`admin.pages.users.buttons.${action}`}
      icon={action === 'block' ? <BlockIcon /> : <LockOpenIcon />}
      title={`admin.pages.users.dialogs.${action}.title`}
      content={`admin.pages.users.dialogs.${action}.content`}
      contentArgs={{ name: record.fullName || record.email }}
      onConfirm={() => run(action, record.id)}
    />
  );
};
