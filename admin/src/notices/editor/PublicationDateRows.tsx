import { useEffect, useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { DateInput, required, useTranslate, type Validator } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_PUBLICATION_DATES, ValidationMessage, formatDay, publicationDateErrors } from '@notices/common';
import { minimumDay, useDateSettings } from '../settings';
import type { DateRow, NoticeFormValues } from '../types';
import { planDates } from './dateRun';
import { useEditor } from './EditorContext';
import { RepeatDates, usePublicationCycleDays } from './RepeatDates';

const blank = required(ValidationMessage.blank);

/**
 * The publication-date rows: add a row (the latest date + the publication's cycle: 7 days for a
 * WEEK publication, else 1; with no date, today or tomorrow per the setting), add a weekly or daily run
 * of N rows, remove a row; each row shows the error the API would give (same day twice, past, today).
 * At most MAX_PUBLICATION_DATES rows (the API's limit): beyond it adding is refused with a message.
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
  const cycleDays = usePublicationCycleDays();
  const [refusal, setRefusal] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const cycleHintId = useId();
  // A refusal speaks of the rows as they were: gone once a row is added or removed.
  useEffect(() => setRefusal(undefined), [rows.length]);
  /** Appends `count` rows `stepDays` apart after the latest date (the rows' and the notice's others'). */
  const addRun = (stepDays: number, count: number) => {
    const others = (notice?.publicationDates ?? []).filter((date) => !date.canceled);
    const plan = planDates({
      known: [...others, ...rows.filter((row) => row.date)],
      rowCount: rows.length,
      count,
      stepDays,
      settings,
    });
    if ('refused' in plan) {
      setRefusal(
        translate('admin.pages.notices.editor.tooManyDates', { max: MAX_PUBLICATION_DATES, room: plan.room }),
      );
      return;
    }
    setRefusal(undefined);
    append(plan.dates.map((date) => ({ date })));
    const [first, last] = [formatDay(plan.dates[0]), formatDay(plan.dates.at(-1))];
    setAnnouncement(
      count === 1
        ? translate('admin.pages.notices.editor.dateAdded', { date: first })
        : translate('admin.pages.notices.editor.datesAdded', { smart_count: count, first, last }),
    );
  };
  const add = () => addRun(cycleDays, 1);
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
        <Button
          startIcon={<AddIcon />}
          onClick={add}
          aria-describedby={cycleDays === 7 ? cycleHintId : undefined}
        >
          {translate('admin.pages.notices.editor.addDate')}
        </Button>
        {cycleDays === 7 && (
          <FormHelperText id={cycleHintId}>
            {translate('admin.pages.notices.editor.weeklyCycle')}
          </FormHelperText>
        )}
      </div>
      <RepeatDates onRepeat={addRun} />
      {refusal && (
        <FormHelperText error role="alert">
          {refusal}
        </FormHelperText>
      )}
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {announcement}
      </Typography>
    </Stack>
  );
};
