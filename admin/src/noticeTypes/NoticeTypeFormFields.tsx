import { Alert, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ValidationMessage } from '@notices/common';
import { requiredText } from '../lib/validation';
import type { NoticeType } from '../types';
import { fieldTypeChoices } from './fields';
import { UniversalFields } from './UniversalFields';
import { CountedTextInput } from '../components/CountedTextInput';

/** Name, the universal fields (read-only) and the specific field rows. */
export const NoticeTypeFormFields = () => {
  const translate = useTranslate();
  const record = useRecordContext<NoticeType>();
  const locked = record?.noticesCreated === true;
  return (
    <>
      {locked && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {translate('admin.pages.noticeTypes.locked')}
        </Alert>
      )}
      <CountedTextInput
        source="name"
        validate={requiredText}
        fullWidth
        sx={{ maxWidth: 700 }}
        disabled={locked}
      />
      <UniversalFields />
      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate('admin.pages.noticeTypes.sections.specific')}
      </Typography>
      <ArrayInput source="fields" label={false}>
        <SimpleFormIterator inline disableReordering disableClear disableAdd={locked} disableRemove={locked}>
          <CountedTextInput
            source="name"
            label="admin.pages.noticeTypes.columns.name"
            validate={requiredText}
            helperText={false}
            disabled={locked}
          />
          <SelectInput
            source="fieldType"
            label="admin.pages.noticeTypes.columns.fieldType"
            choices={fieldTypeChoices}
            validate={required(ValidationMessage.blank)}
            helperText={false}
            disabled={locked}
          />
          <BooleanInput
            source="required"
            label="admin.pages.noticeTypes.columns.required"
            defaultValue={false}
            disabled={locked}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
