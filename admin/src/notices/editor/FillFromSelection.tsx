import { useState } from 'react';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { TEXT_MAX_LENGTH } from '@notices/common';
import type { NoticeFormValues } from '../types';
import { useEditor } from './EditorContext';
import { editableFields } from './transform';
import { useTypeFields } from './useNoticeTypes';

/** Select text in the content, choose a text-type field, and fill it with the selection, in a window. */
export const FillFromSelection = () => {
  const translate = useTranslate();
  const { selection } = useEditor();
  const { setValue, getValues } = useFormContext<NoticeFormValues>();
  const typeId = useWatch<NoticeFormValues, 'noticeTypeId'>({ name: 'noticeTypeId' });
  const fields = editableFields(useTypeFields(typeId)).filter((field) => field.fieldType === 'text');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fieldId, setFieldId] = useState<number | ''>('');
  if (fields.length === 0) return null;
  const openWindow = () => {
    setText(selection.trim().slice(0, TEXT_MAX_LENGTH));
    setFieldId(fields[0].id);
    setOpen(true);
  };
  const fill = () => {
    const index = getValues('fieldValues').findIndex((value) => value.noticeTypeCustomFieldId === fieldId);
    if (index >= 0)
      setValue(`fieldValues.${index}.text`, text, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      });
    setOpen(false);
  };
  const titleId = 'fill-from-selection-title';
  return (
    <>
      <Button
        size="small"
        startIcon={<TextFieldsIcon />}
        onClick={openWindow}
        disabled={selection.trim() === ''}
      >
        {translate('admin.pages.notices.fillFromSelection.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('admin.pages.notices.fillFromSelection.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('admin.pages.notices.fillFromSelection.content')}
          </Typography>
          <TextField
            select
            label={translate('admin.pages.notices.fillFromSelection.field')}
            value={fieldId}
            onChange={(event) => setFieldId(Number(event.target.value))}
            fullWidth
            margin="dense"
          >
            {fields.map((field) => (
              <MenuItem key={field.id} value={field.id}>
                {field.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('admin.pages.notices.fillFromSelection.text')}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, TEXT_MAX_LENGTH))}
            fullWidth
            multiline
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={fill} disabled={fieldId === '' || text === ''}>
            {translate('admin.pages.notices.fillFromSelection.fill')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
