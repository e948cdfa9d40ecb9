import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../components/useCan';
import type { User } from '../types';
import { ActivateButton } from './ActivateButton';
import { BlockButton } from './BlockButton';
import { DeleteUserButton } from './DeleteUserButton';

const EditLink = () => {
  const record = useRecordContext<User>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const allowed = useCan();
  if (!record || !allowed('users.edit')) return null;
  const label = translate('admin.pages.users.buttons.edit');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        component={Link}
        to={createPath({ resource: 'users', type: 'edit', id: record.id })}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
      >
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
};

/** Row actions: block/unblock, edit, activate; delete (confirmation, then refresh). */
export const UserRowActions = (_props: { source?: string; label?: string; sortable?: boolean }) => (
  <Stack direction="row" spacing={0.5}>
    <BlockButton compact />
    <EditLink />
    <ActivateButton compact />
    <DeleteUserButton compact />
  </Stack>
);
