import { Labeled } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { formatDateTime, formatDay } from '@notices/common';
import { editableFields } from '../editor/transform';
import type { FieldValue, Notice } from '../types';

/** A value as text: days MM/DD/YYYY, date-times MM/DD/YYYY, hh:mm A, addresses on one line. */
function display(value: FieldValue | undefined): string {
  if (!value) return '-';
  if (value.address) {
    const a = value.address;
    return [a.street, a.optionalStreet, a.locality, a.region, a.postalCode, a.country]
      .filter(Boolean)
      .join(', ');
  }
  if (value.date) return formatDay(value.date);
  if (value.dateTime !== undefined && value.dateTime !== null) {
    return formatDateTime(value.dateTime);
  }
  return value.text || '-';
}

/** The type-specific values, read-only. */
export const SpecificValues = ({ notice }: { notice: Notice }) => {
  const fields = editableFields(notice.noticeType.fields);
  if (fields.length === 0) return null;
  return (
    <Stack spacing={1}>
      {fields.map((field) => (
        <Labeled key={field.id} label={field.name}>
          <Typography variant="body2">
            {display(notice.fieldValues.find((value) => value.noticeTypeCustomFieldId === field.id))}
          </Typography>
        </Labeled>
      ))}
    </Stack>
  );
};
