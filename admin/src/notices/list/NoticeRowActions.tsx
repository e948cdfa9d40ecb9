import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { canDeleteFromList } from '@notices/common';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useCan } from '../../components/useCan';
import { editBlockReason, mayOfferEdit } from '../editRules';
import { copyHref } from '../editor/NoticeCreate';
import type { Notice } from '../types';

/**
 * Row actions: delete (no next version, status not P, a pending date, delete permission)
 * through a window titled with the notice title; copy as a new notice (create permission); edit,
 * disabled with the reason on an archived version.
 */
export const NoticeRowActions = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<Notice>();
  const allowed = useCan();
  const translate = useTranslate();
  if (!record) return null;
  const mayDelete =
    allowed('notices.delete') && record.permissions?.delete !== false && canDeleteFromList(record);
  const editLabel = translate('ra.action.edit');
  const copyLabel = translate('admin.pages.notices.copy.button');
  const blocked = editBlockReason(record);
  return (
    <Stack direction="row" spacing={0.5}>
      {mayDelete && <ConfirmDeleteButton page="notices" name={record.title} />}
      {allowed('notices.create') && (
        <Tooltip title={copyLabel}>
          <IconButton
            size="small"
            aria-label={copyLabel}
            component={Link}
            to={copyHref(record.id)}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
          >
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      )}
      {mayOfferEdit(allowed('notices.edit'), record) && (
        <Tooltip title={blocked ? translate(blocked) : editLabel}>
          {/* The span keeps the tooltip working on the disabled button (and stops the row click). */}
          <span onClick={(event: React.MouseEvent) => event.stopPropagation()}>
            <IconButton
              size="small"
              aria-label={editLabel}
              component={Link}
              to={`/notices/${record.id}`}
              disabled={blocked !== undefined}
            >
              <EditIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
};
