import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { useCan, useCurrentUser } from '../components/useCan';
import type { User } from '../types';

/** Delete after confirmation (users.delete, never yourself); from the summary it returns to the list. */
export const DeleteUserButton = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext<User>();
  const me = useCurrentUser();
  const allowed = useCan();
  if (!record || !me || record.id === me.id || !allowed('users.delete')) return null;
  return (
    <ConfirmDeleteButton
      compact={compact}
      name={record.fullName || record.email}
      redirectTo={compact ? undefined : '/users'}
    />
  );
};
