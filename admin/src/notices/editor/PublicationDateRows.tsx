import { useEffect } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { DateInput, required, useTranslate, type Validator } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ValidationMessage, defaultNewDate, publicationDateErrors } from '@notices/common';
import { minimumDay, useDateSettings } from '../settings';
import type { DateRow, NoticeFormValues } from '../types';
import { useEditor } from './EditorContext';

const blank = required(ValidationMessage.blank);

/**
 * The publication-date rows (§4-§5): add a row (the latest date + 1, else today or tomorrow per the
 * setting), remove a row; each row shows the error the API would give (same day twice, past, today).
 */
export const PublicationDateRows = () => {
  const translate = useTranslate();
  const settings = useDateSettings();
  const { notice } = useEditor();
  const { control, trigger, formState } = useFormContext<NoticeFormValues>();
  const { fields, append, remove } = useFieldArray<NoticeFormValues, 'publicationDates'>({
    control,
    name: 'publicationDates',
    rules: { minLength: { value: 1, message: 'admin.pages.notices.editor.datesRequired' } },
  });
  const rows = useWatch<NoticeFormValues, 'publicationDates'>({ name: 'publicationDates' }) ?? [];
  const days = rows.map((row) => row.date).join(',');
  // A change in one row can make or clear a same-day error in another.
  useEffect(() => {
    if (rows.length > 0) void trigger('publicationDates');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days]);
  const sameDayCheck =
    (index: number): Validator =>
    (_value: unknown, all: Record<string, unknown>) => {
      const dates = ((all.publicationDates as DateRow[] | undefined) ?? []).filter((row) => row.date);
      const position = dates.indexOf(((all.publicationDates as DateRow[]) ?? [])[index]);
      return position < 0 ? undefined : publicationDateErrors(dates, settings)[position];
    };
  const add = () => {
    const others = (notice?.publicationDates ?? []).filter((date) => !date.canceled);
    append({ date: defaultNewDate([...others, ...rows.filter((row) => row.date)], settings) });
  };
  const rootError = formState.errors.publicationDates?.root?.message;
  const min = minimumDay(settings);
  return (
    <Stack spacing={1} component="section" aria-labelledby="publication-dates-title">
      <Typography variant="h6" component="h2" id="publication-dates-title">
        {translate('resources.notices.fields.publicationDates')}
      </Typography>
      {fields.map((field, index) => {
        const label = translate('admin.pages.notices.editor.dateRow', { number: index + 1 });
        return (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <DateInput
              source={`publicationDates.${index}.date`}
              label={label}
              validate={[blank, sameDayCheck(index)]}
              slotProps={{ htmlInput: { min } }}
            />
            <Tooltip title={translate('admin.pages.notices.editor.removeDate', { number: index + 1 })}>
              <IconButton
                aria-label={translate('admin.pages.notices.editor.removeDate', { number: index + 1 })}
                onClick={() => remove(index)}
                sx={{ mt: 1 }}
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      })}
      {rootError && <FormHelperText error>{translate(rootError)}</FormHelperText>}
      <div>
        <Button startIcon={<AddIcon />} onClick={add}>
          {translate('admin.pages.notices.editor.addDate')}
        </Button>
      </div>
    </Stack>
  );
};
