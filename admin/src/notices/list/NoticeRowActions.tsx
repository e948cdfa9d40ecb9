import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { canDeleteFromList } from '@notices/common';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useCan } from '../../common/useCan';
import type { Notice } from '../types';

/**
 * Row actions (spec §5): delete (no next version, status not P, a pending date, delete permission)
 * through a window titled with the notice title; edit only without next versions.
 */
export const NoticeRowActions = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<Notice>();
  const allowed = useCan();
  const translate = useTranslate();
  if (!record) return null;
  const mayDelete =
    allowed('notices.delete') && record.permissions?.delete !== false && canDeleteFromList(record);
  const mayEdit = allowed('notices.edit') && !record.hasNextVersions && record.permissions?.edit !== false;
  const editLabel = translate('ra.action.edit');
  return (
    <Stack direction="row" spacing={0.5}>
      {mayDelete && <ConfirmDeleteButton page="notices" name={record.title} />}
      {mayEdit && (
        <Tooltip title={editLabel}>
          <IconButton
            size="small"
            aria-label={editLabel}
            component={Link}
            to={`/notices/${record.id}`}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
          >
            <EditIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};
