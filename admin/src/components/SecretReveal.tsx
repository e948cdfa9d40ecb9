import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GeneratedApiKey } from '../apiKeys/types';
import { useCopy } from './useCopy';

/**
 * A freshly generated API key: the client id, and the secret hidden unless toggled visible,
 * with a copy button. The secret is stored only as a hash, so this is the one time it can be read.
 */
export const SecretReveal = ({ apiKey }: { apiKey: GeneratedApiKey }) => {
  const translate = useTranslate();
  const copy = useCopy();
  const [visible, setVisible] = useState(false);
  // The button says what it will do ("Show secret", then "Hide secret"), in its tooltip and to screen
  // readers alike; a constant name with aria-pressed left sighted users reading "Show" over a shown secret.
  const toggleLabel = translate(visible ? 'admin.apiKey.hideSecret' : 'admin.apiKey.showSecret');
  const copyLabel = translate('admin.apiKey.copySecret');
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="warning">{translate('admin.apiKey.copyNow')}</Alert>
      <TextField
        label={translate('admin.apiKey.clientId')}
        value={apiKey.id}
        size="small"
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={translate('admin.apiKey.secret')}
        value={apiKey.secret}
        type={visible ? 'text' : 'password'}
        size="small"
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={toggleLabel}>
                  <IconButton aria-label={toggleLabel} onClick={() => setVisible((shown) => !shown)}>
                    {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </Tooltip>
                <Tooltip title={copyLabel}>
                  <IconButton aria-label={copyLabel} onClick={() => void copy(apiKey.secret)}>
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
};
