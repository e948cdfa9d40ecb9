import { useId, useState } from 'react';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ADMIN_MAX_PAGE_SIZE, publicationCycleDays } from '@notices/common';
import type { PublicationOption } from '../../types';
import type { NoticeFormValues } from '../types';
import { REPEAT_KINDS, REPEAT_STEP_DAYS, REPEAT_TIMES, parseTimes, type RepeatKind } from './dateRun';

/**
 * The cycle, in days, of the publication chosen in the form (the notice's own when editing): 7 for a
 * WEEK publication, else 1. Read from GET admin/publications/all (`paymentPeriod`), the list the
 * publication select already loads (same query, so no second request); 1 while it loads or when the
 * publication is not in the caller's list.
 */
export function usePublicationCycleDays(): number {
  const publicationId = useWatch<NoticeFormValues, 'publicationId'>({ name: 'publicationId' });
  return useCycleDaysOf(publicationId);
}

/** The same for a publication known by id (the summary's notice), outside any form. */
export function useCycleDaysOf(publicationId: number | string | null | undefined): number {
  const { data = [] } = useGetList<PublicationOption>('publications_all', {
    pagination: { page: 1, perPage: ADMIN_MAX_PAGE_SIZE },
  });
  const chosen = data.find((publication) => Number(publication.id) === Number(publicationId));
  return publicationCycleDays(chosen?.paymentPeriod);
}

/**
 * "Repeat weekly/daily × N": a labelled select and number, and a button naming what it adds. `onRepeat`
 * appends the rows (or refuses); the button is described by a hint saying which dates it adds.
 */
export const RepeatDates = ({ onRepeat }: { onRepeat: (stepDays: number, count: number) => void }) => {
  const translate = useTranslate();
  const id = useId();
  const [kind, setKind] = useState<RepeatKind>('weekly');
  const [timesText, setTimesText] = useState(String(REPEAT_TIMES.initial));
  const times = parseTimes(timesText);
  const shown = times ?? REPEAT_TIMES.initial;
  const groupLabel = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <Stack
      role="group"
      aria-labelledby={groupLabel}
      spacing={0.5}
      sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={groupLabel} variant="subtitle2" component="p">
        {translate('admin.pages.notices.editor.repeatGroup')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={translate('admin.pages.notices.editor.repeat')}
          value={kind}
          onChange={(event) => setKind(event.target.value as RepeatKind)}
          slotProps={{ select: { native: true } }}
          fullWidth={false}
          sx={{ width: 160 }}
        >
          {REPEAT_KINDS.map((option) => (
            <option key={option} value={option}>
              {translate(`admin.pages.notices.editor.repeatKinds.${option}`)}
            </option>
          ))}
        </TextField>
        <TextField
          type="number"
          size="small"
          label={translate('admin.pages.notices.editor.repeatTimes')}
          value={timesText}
          onChange={(event) => setTimesText(event.target.value)}
          error={times === null}
          helperText={translate(
            times === null
              ? 'admin.pages.notices.editor.repeatTimesInvalid'
              : 'admin.pages.notices.editor.repeatTimesHelp',
            { max: REPEAT_TIMES.max },
          )}
          slotProps={{
            htmlInput: { min: REPEAT_TIMES.min, max: REPEAT_TIMES.max, step: 1, inputMode: 'numeric' },
          }}
          sx={{ width: 140 }}
        />
        <Button
          startIcon={<EventRepeatIcon />}
          disabled={times === null}
          aria-describedby={hintId}
          onClick={() => times !== null && onRepeat(REPEAT_STEP_DAYS[kind], times)}
          sx={{ mt: 0.5 }}
        >
          {translate(`admin.pages.notices.editor.repeatButton.${kind}`, { count: shown })}
        </Button>
      </Stack>
      <FormHelperText id={hintId}>
        {translate(`admin.pages.notices.editor.repeatHint.${kind}`, { smart_count: shown })}
      </FormHelperText>
    </Stack>
  );
};
