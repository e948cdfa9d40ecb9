import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { canUsePublicationRowActions } from '@notices/common';
import { useCan, useCurrentUser } from '../components/useCan';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorCode } from '../providers/httpClient';
import type { Publication } from '../types';

const SNACKBARS = 'admin.pages.publications.snackbars.updateStatus';

/**
 * Activate / deactivate through a confirmation window, sending the inverted flag (PUT {id}/status).
 * A failure shows `updateStatus.<server code>` (e.g. publication_has_notices), else `updateStatus.error`.
 */
export const StatusButton = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext<Publication>();
  const me = useCurrentUser();
  const allowed = useCan();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record || !allowed('publications.updateStatus') || !canUsePublicationRowActions(me, Number(record.id)))
    return null;
  const action = record.enabled ? 'deactivate' : 'activate';
  const onConfirm = async () => {
    try {
      await dataProvider.updatePublicationStatus(record.id, !record.enabled);
      notify(`${SNACKBARS}.success`, { type: 'success' });
    } catch (error) {
      console.error('Publication status change failed', error);
      const code = errorCode(error);
      const fallback = translate(`${SNACKBARS}.error`);
      notify(code ? translate(`${SNACKBARS}.${code}`, { _: fallback }) : fallback, { type: 'error' });
    }
    refresh();
  };
  return (
    <ConfirmActionButton
      compact={compact}
      label={`admin.pages.publications.buttons.${action}`}
      icon={record.enabled ? <ToggleOffIcon /> : <ToggleOnIcon />}
      title={`admin.pages.publications.dialogs.${action}.title`}
      content={`admin.pages.publications.dialogs.${action}.content`}
      contentArgs={{ name: record.name }}
      onConfirm={onConfirm}
    />
  );
};
