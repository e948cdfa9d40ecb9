import { useState } from 'react';
import CodeIcon from '@mui/icons-material/Code';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { NoticeBody } from '../types';

const ROWS = 30;

/** API_USER only: the exact JSON body the API would receive, formatted, with a copy button. */
export const RequestPreview = ({ body }: { body: () => NoticeBody }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text ?? '');
      notify('admin.pages.notices.requestPreview.copied', { type: 'success' });
    } catch (error) {
      console.error('Copy failed', error);
      notify('admin.pages.notices.requestPreview.copyFailed', { type: 'error' });
    }
  };
  const titleId = 'request-preview-title';
  return (
    <>
      <Button startIcon={<CodeIcon />} onClick={() => setText(JSON.stringify(body(), null, 2))}>
        {translate('admin.pages.notices.requestPreview.button')}
      </Button>
      <Dialog
        open={text !== null}
        onClose={() => setText(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>{translate('admin.pages.notices.requestPreview.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('admin.pages.notices.requestPreview.body')}
            value={text ?? ''}
            multiline
            rows={ROWS}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={copy}>{translate('admin.pages.notices.requestPreview.copy')}</Button>
          <Button onClick={() => setText(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
