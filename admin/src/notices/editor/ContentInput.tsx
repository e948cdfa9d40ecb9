import { Box } from '@mui/material';
import { TextInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ValidationMessage } from '@notices/common';
import type { NoticeFormValues } from '../types';

const MIN_ROWS = 8;
const requiredContent = [required(ValidationMessage.blank)];

/**
 * The content: plain text, at least 8 rows, with a length counter. The selected text is reported for
 * the "fill type-specific fields from a text selection" window.
 */
export const ContentInput = ({ onSelectText }: { onSelectText: (text: string) => void }) => {
  const translate = useTranslate();
  const content = useWatch<NoticeFormValues, 'content'>({ name: 'content' }) ?? '';
  const report = (event: React.SyntheticEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLTextAreaElement)) return;
    onSelectText(target.value.slice(target.selectionStart, target.selectionEnd));
  };
  return (
    <Box onSelect={report} onKeyUp={report} onMouseUp={report}>
      <TextInput
        source="content"
        label="resources.notices.fields.content"
        validate={requiredContent}
        multiline
        minRows={MIN_ROWS}
        helperText={translate('admin.pages.notices.editor.characters', { count: content.length })}
        fullWidth
      />
    </Box>
  );
};
