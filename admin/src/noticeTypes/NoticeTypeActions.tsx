import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { useCan } from '../components/useCan';
import type { NoticeType } from '../types';

/** An icon (rows) or text (summary) link button; disabled ones explain why in their tooltip. */
const LinkAction = (props: {
  to: string;
  label: string;
  icon: React.ReactElement;
  compact: boolean;
  disabledReason?: string;
}) => {
  const translate = useTranslate();
  const label = translate(props.label);
  const disabled = props.disabledReason !== undefined;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <Tooltip title={disabled ? translate(props.disabledReason ?? '') : props.compact ? label : ''}>
      <span>
        {props.compact ? (
          <IconButton
            size="small"
            aria-label={label}
            component={Link}
            to={props.to}
            onClick={stop}
            disabled={disabled}
          >
            {props.icon}
          </IconButton>
        ) : (
          <Button size="small" startIcon={props.icon} component={Link} to={props.to} disabled={disabled}>
            {label}
          </Button>
        )}
      </span>
    </Tooltip>
  );
};

/**
 * Delete, edit (both disabled once notices of the type exist) and clone (#/noticetypes/clone/{id}).
 * `compact` for table rows; the summary page uses text buttons.
 */
export const NoticeTypeActions = ({
  compact = true,
}: {
  compact?: boolean;
  source?: string;
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext<NoticeType>();
  const allowed = useCan();
  if (!record) return null;
  const locked = record.noticesCreated ? 'admin.pages.noticeTypes.lockedTooltip' : undefined;
  return (
    <Stack direction="row" spacing={0.5}>
      {allowed('noticeTypes.delete') && (
        <ConfirmDeleteButton
          compact={compact}
          page="noticeTypes"
          name={record.name}
          disabled={record.noticesCreated}
          tooltip={locked}
          redirectTo={compact ? undefined : '/noticetypes'}
        />
      )}
      {allowed('noticeTypes.edit') && (
        <LinkAction
          to={`/noticetypes/${record.id}`}
          label="ra.action.edit"
          icon={<EditIcon />}
          compact={compact}
          disabledReason={locked}
        />
      )}
      {allowed('noticeTypes.create') && (
        <LinkAction
          to={`/noticetypes/clone/${record.id}`}
          label="admin.pages.noticeTypes.buttons.clone"
          icon={<ContentCopyIcon />}
          compact={compact}
        />
      )}
    </Stack>
  );
};
