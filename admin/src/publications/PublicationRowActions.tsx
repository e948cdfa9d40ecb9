import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { EditButton, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { canUsePublicationRowActions } from '@notices/common';
import { useCan, useCurrentUser } from '../components/useCan';
import type { Publication } from '../types';
import { StatusButton } from './StatusButton';

/** Delete, offered only while no notice was ever created for it. */
export const PublicationDeleteButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext<Publication>();
  const me = useCurrentUser();
  const allowed = useCan();
  if (!record || record.noticesCreated || !allowed('publications.delete')) return null;
  if (!canUsePublicationRowActions(me, Number(record.id))) return null;
  return (
    <ConfirmDeleteButton
      compact={compact}
      name={record.name}
      redirectTo={compact ? undefined : '/publications'}
    />
  );
};

/** Edit: SYSTEM_ADMIN, or the publication's admin. */
export const PublicationEditButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext<Publication>();
  const me = useCurrentUser();
  const allowed = useCan();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || !allowed('publications.edit') || !canUsePublicationRowActions(me, Number(record.id)))
    return null;
  if (!compact) return <EditButton />;
  const label = translate('ra.action.edit');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        component={Link}
        to={createPath({ resource: 'publications', type: 'edit', id: record.id })}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
      >
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
};

/** Row actions: delete, edit, enable/disable; for a SYSTEM_ADMIN or that publication's admin. */
export const PublicationRowActions = (_props: { source?: string; label?: string; sortable?: boolean }) => (
  <Stack direction="row" spacing={0.5}>
    <PublicationDeleteButton />
    <PublicationEditButton />
    <StatusButton compact />
  </Stack>
);
