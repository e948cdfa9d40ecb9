import { Stack, Typography } from '@mui/material';
import { DateInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ADDRESS_PARTS } from '@notices/common';
import { maxText } from '../lib/validation';
import type { NoticeType, NoticeTypeField } from '../types';
import { customKey } from './transform';
import { CountedTextInput } from '../components/CountedTextInput';

/** Field types the search offers: text contains; date and dateTime by day; address by part. */
const TEXT_TYPES = ['text', 'textarea'];
const DAY_TYPES = ['date', 'dateTime'];

const FieldInput = ({ field, readOnly }: { field: NoticeTypeField & { id: number }; readOnly?: boolean }) => {
  const translate = useTranslate();
  const source = `custom.${customKey(field.id)}`;
  if (DAY_TYPES.includes(field.fieldType))
    return <DateInput source={source} label={field.name} readOnly={readOnly} helperText={false} />;
  if (field.fieldType === 'address')
    return (
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {field.name}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {ADDRESS_PARTS.map((part) => (
            <CountedTextInput
              key={part}
              source={`${source}.${part}`}
              label={`${field.name}: ${translate(`admin.pages.publications.fields.${part}`)}`}
              validate={[maxText]}
              readOnly={readOnly}
              helperText={false}
            />
          ))}
        </Stack>
      </Stack>
    );
  if (TEXT_TYPES.includes(field.fieldType))
    return (
      <CountedTextInput
        source={source}
        label={field.name}
        validate={[maxText]}
        readOnly={readOnly}
        helperText={false}
        fullWidth
      />
    );
  return null;
};

/** The custom fields of the chosen notice type. */
export const CustomFieldInputs = ({
  noticeTypes,
  readOnly,
}: {
  noticeTypes: NoticeType[];
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  const typeId: unknown = useWatch({ name: 'type' });
  const type = noticeTypes.find((item) => Number(item.id) === Number(typeId));
  const fields = (type?.fields ?? []).filter(
    (field): field is NoticeTypeField & { id: number } =>
      field.id !== undefined && [...TEXT_TYPES, ...DAY_TYPES, 'address'].includes(field.fieldType),
  );
  if (fields.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {translate('admin.pages.savedSearches.sections.customFields')}
      </Typography>
      {fields.map((field) => (
        <FieldInput key={`${type?.id}-${field.id}`} field={field} readOnly={readOnly} />
      ))}
    </Stack>
  );
};
