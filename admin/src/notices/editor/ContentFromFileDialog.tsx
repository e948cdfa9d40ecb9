import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { NoticeFormValues } from '../types';

/**
 * "Create content from file": sends the raw .txt or .pdf to POST admin/notices/extract_text and puts
 * the text into the content; warns first when that replaces content already written.
 */
export const ContentFromFileDialog = ({ file, onClose }: { file: File | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { getValues, setValue } = useFormContext<NoticeFormValues>();
  const [busy, setBusy] = useState(false);
  const hasContent = (getValues('content') ?? '').trim() !== '';
  const create = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.extractText(file);
      setValue('content', data.text, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      onClose();
    } catch (error) {
      console.error('Text extraction failed', error);
      notify('admin.pages.notices.contentFromFile.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const titleId = 'content-from-file-title';
  return (
    <Dialog open={file !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('admin.pages.notices.contentFromFile.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {translate('admin.pages.notices.contentFromFile.content', { name: file?.name ?? '' })}
        </Typography>
        {hasContent && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('admin.pages.notices.contentFromFile.replace')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={create} disabled={busy}>
          {translate(
            hasContent
              ? 'admin.pages.notices.contentFromFile.replaceButton'
              : 'admin.pages.notices.contentFromFile.create',
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
