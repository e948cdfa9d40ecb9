import { Stack, Typography } from '@mui/material';
import { DateInput, DateTimeInput, required, useTranslate } from 'react-admin';
import { CountedTextInput } from '../../components/CountedTextInput';
import { useWatch } from 'react-hook-form';
import { fromDetroitWallTime, toDetroitWallTime, ValidationMessage } from '@notices/common';
import { maxText } from '../../lib/validation';
import type { NoticeTypeField } from '../../types';
import type { FieldValue, NoticeFormValues } from '../types';
import { useTypeFields } from './useNoticeTypes';

const blank = required(ValidationMessage.blank);
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * ms timestamp ↔ the datetime-local value, in Detroit time as every page shows it (not the browser's
 * time zone); seconds are always zero.
 */
export function toWallTimeInput(value: unknown): string {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  // react-admin formats the already formatted value again: a wall time stays as it is.
  if (typeof value === 'string' && WALL_TIME.test(value)) return value;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return '';
  return toDetroitWallTime(date);
}
export function fromWallTimeInput(value: string): number | null {
  return value ? fromDetroitWallTime(value) : null;
}

const ADDRESS_PARTS = ['street', 'optionalStreet', 'locality', 'region', 'postalCode', 'country'] as const;

const AddressInputs = ({ field, source }: { field: NoticeTypeField; source: string }) => {
  const translate = useTranslate();
  return (
    <Stack component="fieldset" spacing={0} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {field.name}
        {field.required ? ' *' : ''}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {ADDRESS_PARTS.map((part) => (
          <CountedTextInput
            key={part}
            source={`${source}.address.${part}`}
            label={`${field.name}: ${translate(`admin.pages.publications.fields.${part}`)}`}
            validate={field.required && part !== 'optionalStreet' ? [blank, maxText] : [maxText]}
          />
        ))}
      </Stack>
    </Stack>
  );
};

const SpecificInput = ({ field, index }: { field: NoticeTypeField; index: number }) => {
  const source = `fieldValues.${index}`;
  const validate = field.required ? [blank] : [];
  switch (field.fieldType) {
    case 'address':
      return <AddressInputs field={field} source={source} />;
    case 'date':
      return <DateInput source={`${source}.date`} label={field.name} validate={validate} />;
    case 'dateTime':
      return (
        <DateTimeInput
          source={`${source}.dateTime`}
          label={field.name}
          validate={validate}
          format={toWallTimeInput}
          parse={fromWallTimeInput}
        />
      );
    default:
      return (
        <CountedTextInput
          source={`${source}.text`}
          label={field.name}
          validate={[...validate, maxText]}
          fullWidth
        />
      );
  }
};

/** The type-specific fields of the chosen notice type, one input per fieldType, required marked. */
export const SpecificFields = () => {
  const translate = useTranslate();
  const typeId = useWatch<NoticeFormValues, 'noticeTypeId'>({ name: 'noticeTypeId' });
  const values = useWatch<NoticeFormValues, 'fieldValues'>({ name: 'fieldValues' }) ?? ([] as FieldValue[]);
  const fields = useTypeFields(typeId) ?? [];
  if (values.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('admin.pages.notices.sections.specific')}
      </Typography>
      {values.map((value, index) => {
        const field = fields.find((item) => item.id === value.noticeTypeCustomFieldId);
        return field ? <SpecificInput key={`${typeId}-${field.id}`} field={field} index={index} /> : null;
      })}
    </Stack>
  );
};
