import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SecretReveal } from '../components/SecretReveal';
import type { GeneratedApiKey } from './types';

/** The window that shows a newly generated pair once (the secret hidden until toggled, with copy). */
export const NewSecretDialog = (props: {
  apiKey: GeneratedApiKey | null;
  user?: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = 'new-api-key-title';
  return (
    <Dialog
      open={props.apiKey !== null}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('admin.pages.apiKeys.newKey.title')}</DialogTitle>
      <DialogContent>
        {props.user && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('admin.pages.apiKeys.newKey.user', { user: props.user })}
          </Typography>
        )}
        {props.apiKey && <SecretReveal apiKey={props.apiKey} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
