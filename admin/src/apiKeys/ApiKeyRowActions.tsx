import { useState } from 'react';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import { Stack } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessageKey } from '../lib/errors';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import type { AppDataProvider } from '../providers/dataProvider';
import { NewSecretDialog } from './NewSecretDialog';
import type { ApiUserKey, GeneratedApiKey } from './types';

const T = 'admin.pages.apiKeys';

/**
 * Row actions of an API user: generate or regenerate (the old pair stops working at once) through a
 * confirmation, then the new secret once; delete through a confirmation.
 */
export const ApiKeyRowActions = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<ApiUserKey>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [generated, setGenerated] = useState<GeneratedApiKey | null>(null);
  if (!record) return null;
  const hasKey = record.clientId !== null;
  const action = hasKey ? 'regenerate' : 'generate';
  const user = record.userFullName ? `${record.userFullName} (${record.userEmail})` : record.userEmail;

  const generate = async () => {
    try {
      // Regenerating names the key this row shows: the API replaces it at once, and refuses a repeat.
      const { data } = await dataProvider.generateApiUserKey(record.id, record.clientId ?? undefined);
      setGenerated(data);
      notify(`${T}.snackbars.generate.success`, { type: 'success' });
    } catch (error) {
      console.error('API key generation failed', error);
      notify(`${T}.snackbars.generate.error`, {
        type: 'error',
        messageArgs: { reason: translate(errorMessageKey(error)) },
      });
    }
    refresh();
  };
  const remove = async () => {
    try {
      await dataProvider.delete('api_keys', { id: record.id, previousData: record });
      notify(`${T}.snackbars.delete.success`, { type: 'success' });
    } catch (error) {
      console.error('API key deletion failed', error);
      notify(`${T}.snackbars.delete.error`, { type: 'error' });
    }
    refresh();
  };

  return (
    <Stack direction="row" spacing={0.5}>
      <ConfirmActionButton
        compact
        label={`admin.apiKey.${action}`}
        icon={hasKey ? <AutorenewIcon /> : <KeyIcon />}
        title={`${T}.dialogs.${action}.title`}
        content={`${T}.dialogs.${action}.content`}
        contentArgs={{ user }}
        onConfirm={generate}
      />
      {hasKey && (
        <ConfirmActionButton
          compact
          label="admin.apiKey.delete"
          icon={<DeleteIcon />}
          title={`${T}.dialogs.delete.title`}
          content={`${T}.dialogs.delete.content`}
          contentArgs={{ user }}
          onConfirm={remove}
        />
      )}
      <NewSecretDialog apiKey={generated} user={user} onClose={() => setGenerated(null)} />
    </Stack>
  );
};
