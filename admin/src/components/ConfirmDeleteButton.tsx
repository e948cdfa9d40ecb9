import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton';

export interface ConfirmDeleteButtonProps {
  /** Icon-only, for table rows. */
  compact?: boolean;
  /** Snackbar namespace `admin.pages.<page>.snackbars.delete.*`; defaults to the resource name. */
  page?: string;
  /** After a delete from a summary page: where to go (the list); rows just refresh. */
  redirectTo?: string;
  disabled?: boolean;
  /** i18n key of the tooltip, e.g. why it is disabled. */
  tooltip?: string;
  /** Shown in the window's title ("Delete <name>"). */
  name?: string;
  /** Go to `redirectTo` after a failure too (as the saved-search summary does). */
  redirectOnError?: boolean;
}

/**
 * Delete through a confirmation window, then refresh the list. Notifications use
 * `admin.pages.<page>.snackbars.delete.success|error`.
 */
export const ConfirmDeleteButton = (props: ConfirmDeleteButtonProps) => {
  const { compact = true, redirectTo, disabled, name, tooltip, redirectOnError } = props;
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const page = props.page ?? resource;
  const [remove] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!record) return null;
  const onConfirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`admin.pages.${page}.snackbars.delete.success`, { type: 'success' });
          if (redirectTo) redirect(redirectTo);
          else refresh();
        },
        onError: (error) => {
          const reason = translate(error instanceof Error ? error.message : 'errors.http.fallback');
          notify(`admin.pages.${page}.snackbars.delete.error`, {
            type: 'error',
            messageArgs: { reason },
          });
          if (redirectOnError && redirectTo) redirect(redirectTo);
          else refresh();
        },
      },
    );
  return (
    <ConfirmActionButton
      compact={compact}
      disabled={disabled}
      tooltip={tooltip}
      label="ra.action.delete"
      icon={<DeleteIcon />}
      title={name ? 'admin.list.delete.titleNamed' : 'admin.list.delete.title'}
      titleArgs={name ? { name } : undefined}
      content="admin.list.delete.content"
      onConfirm={onConfirm}
    />
  );
};
