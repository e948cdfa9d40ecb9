import { useState } from 'react';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessageKey } from '../lib/errors';
import type { GeneratedApiKey } from '../apiKeys/types';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { formatDateTime } from '@notices/common';
import { PageLoader } from '../components/PageStatus';
import { SecretReveal } from '../components/SecretReveal';
import type { AppDataProvider } from '../providers/dataProvider';
import { SettingsSection } from './SettingsSection';
import { useOwnApiKey, type OwnKeyState } from './useOwnApiKey';

const T = 'admin.pages.systemSettings.apiKey';

const KeyStatus = ({ state }: { state: OwnKeyState }) => {
  const translate = useTranslate();
  switch (state.kind) {
    case 'loading':
      return <PageLoader />;
    case 'none':
      return <Typography variant="body2">{translate(`${T}.none`)}</Typography>;
    case 'network':
      return <Alert severity="error">{translate('errors.http.500')}</Alert>;
    case 'error':
      return (
        <Alert severity="error">
          {translate('admin.page.error', { status: state.status, message: translate(state.message) })}
        </Alert>
      );
    case 'key':
      return (
        <Stack spacing={0.5}>
          <Typography variant="body2">{translate(`${T}.clientId`, { id: state.key.id })}</Typography>
          <Typography variant="body2">
            {translate(`${T}.createdAt`, { date: formatDateTime(state.key.createdAt) })}
          </Typography>
          <Typography variant="body2">
            {translate(`${T}.lastUsedAt`, {
              date: state.key.lastUsedAt ? formatDateTime(state.key.lastUsedAt) : translate(`${T}.never`),
            })}
          </Typography>
        </Stack>
      );
  }
};

/** The caller's own API key (SYSTEM_ADMIN and API_USER): generate, regenerate, delete. */
export const ApiKeySection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { state, setState, reload } = useOwnApiKey();
  const [generated, setGenerated] = useState<GeneratedApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  /** Generate, or (with the key shown) regenerate that key deliberately: the API refuses only a repeat. */
  const generate = async (replace?: string) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.generateOwnApiKey(replace);
      setGenerated(data);
      setState({ kind: 'key', key: { id: data.id, createdAt: data.createdAt, lastUsedAt: null } });
      notify(`${T}.snackbars.generate.success`, { type: 'success' });
    } catch (error) {
      console.error('API key generation failed', error);
      notify(`${T}.snackbars.generate.error`, {
        type: 'error',
        messageArgs: { reason: translate(errorMessageKey(error)) },
      });
      // The key may have changed meanwhile (a second click): show the current one.
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await dataProvider.deleteOwnApiKey();
      setGenerated(null);
      notify(`${T}.snackbars.delete.success`, { type: 'success' });
    } catch (error) {
      console.error('API key deletion failed', error);
      notify(`${T}.snackbars.delete.error`, { type: 'error' });
    }
    await reload();
  };

  const hasKey = state.kind === 'key';
  return (
    <SettingsSection title={`${T}.title`}>
      <KeyStatus state={state} />
      {generated && <SecretReveal apiKey={generated} />}
      <Stack direction="row" spacing={1}>
        {state.kind === 'none' && (
          <Button variant="contained" startIcon={<KeyIcon />} onClick={() => void generate()} disabled={busy}>
            {translate(`${T}.generate`)}
          </Button>
        )}
        {hasKey && (
          <ConfirmActionButton
            label={`${T}.regenerate`}
            icon={<AutorenewIcon />}
            title={`${T}.dialogs.regenerate.title`}
            content={`${T}.dialogs.regenerate.content`}
            onConfirm={() => generate(state.key.id)}
          />
        )}
        {hasKey && (
          <ConfirmActionButton
            label={`${T}.delete`}
            icon={<DeleteIcon />}
            title={`${T}.dialogs.delete.title`}
            content={`${T}.dialogs.delete.content`}
            onConfirm={remove}
          />
        )}
      </Stack>
    </SettingsSection>
  );
};
