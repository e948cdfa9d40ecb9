import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  EditButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { useCan } from '../components/useCan';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorCode } from '../providers/httpClient';
import { launchUrl } from './transform';
import type { SavedSearch } from './types';

const T = 'admin.pages.savedSearches';

/** Opens the public site's search with the saved query and the name, in a new tab. */
export const LaunchSearchButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext<SavedSearch>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate(`${T}.buttons.launch`);
  const link = { href: launchUrl(record), target: '_blank', rel: 'noopener noreferrer' };
  if (!compact)
    return (
      <Button size="small" component="a" startIcon={<OpenInNewIcon />} {...link}>
        {label}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        component="a"
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        {...link}
      >
        <OpenInNewIcon />
      </IconButton>
    </Tooltip>
  );
};

/**
 * Enable / disable through a confirmation, sending the opposite of `enabled` (PUT {id}/status). A failure
 * shows `updateStatus.<server code>` when we have that text, else `updateStatus.error`.
 */
export const SavedSearchStatusButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext<SavedSearch>();
  const allowed = useCan();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record || !allowed('savedSearches.updateStatus')) return null;
  const action = record.enabled ? 'disable' : 'enable';
  const onConfirm = async () => {
    try {
      await dataProvider.updateSavedSearchStatus(record.id, !record.enabled);
      notify(`${T}.snackbars.updateStatus.success`, { type: 'success' });
    } catch (error) {
      console.error('Saved search status change failed', error);
      const code = errorCode(error);
      const fallback = translate(`${T}.snackbars.updateStatus.error`);
      notify(code ? translate(`${T}.snackbars.updateStatus.${code}`, { _: fallback }) : fallback, {
        type: 'error',
      });
    }
    refresh();
  };
  return (
    <ConfirmActionButton
      compact={compact}
      label={`${T}.buttons.${action}`}
      icon={record.enabled ? <ToggleOnIcon color="primary" /> : <ToggleOffIcon />}
      title={`${T}.dialogs.${action}.title`}
      content={`${T}.dialogs.${action}.content`}
      contentArgs={{ name: record.name }}
      onConfirm={onConfirm}
    />
  );
};

export const SavedSearchEditButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext<SavedSearch>();
  const allowed = useCan();
  const translate = useTranslate();
  if (!record || !allowed('savedSearches.edit')) return null;
  if (!compact) return <EditButton />;
  const label = translate('ra.action.edit');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        component={Link}
        to={`/savedsearches/${record.id}`}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
      >
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
};

/** Delete through a confirmation; a failure closes the window and refreshes (from the summary: the list). */
export const SavedSearchDeleteButton = ({ compact = true }: { compact?: boolean }) => {
  const record = useRecordContext<SavedSearch>();
  const allowed = useCan();
  if (!record || !allowed('savedSearches.delete')) return null;
  return (
    <ConfirmDeleteButton
      compact={compact}
      page="savedSearches"
      name={record.name}
      redirectTo={compact ? undefined : '/savedsearches'}
      redirectOnError={!compact}
    />
  );
};

/** Row actions: delete, edit, launch search, enable/disable. */
export const SavedSearchRowActions = (_props: { source?: string; label?: string; sortable?: boolean }) => (
  <span style={{ display: 'inline-flex', flexWrap: 'wrap' }}>
    <SavedSearchDeleteButton />
    <SavedSearchEditButton />
    <LaunchSearchButton />
    <SavedSearchStatusButton />
  </span>
);
