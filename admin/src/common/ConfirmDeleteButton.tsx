import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton';

/**
 * Delete through a confirmation window, then refresh the list (spec §2.5). Notifications use
 * `admin.pages.<resource>.snackbars.delete.success|error`.
 */
export const ConfirmDeleteButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const [remove] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const onConfirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`admin.pages.${resource}.snackbars.delete.success`, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          const reason = translate(error instanceof Error ? error.message : 'errors.http.fallback');
          notify(`admin.pages.${resource}.snackbars.delete.error`, {
            type: 'error',
            messageArgs: { reason },
          });
          refresh();
        },
      },
    );
  return (
    <ConfirmActionButton
      compact={compact}
      label="ra.action.delete"
      icon={<DeleteIcon />}
      title="admin.list.delete.title"
      content="admin.list.delete.content"
      onConfirm={onConfirm}
    />
  );
};
