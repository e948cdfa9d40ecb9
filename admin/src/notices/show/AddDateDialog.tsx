import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { ValidationMessage, publicationDateErrors } from '@notices/common';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCycleDaysOf } from '../editor/RepeatDates';
import { minimumDay, proposedDay, useDateSettings } from '../settings';
import type { Notice } from '../types';
import { useNoticeAction } from './useNoticeAction';

/**
 * Add a publication date: date required; the same day as a non-canceled date gives
 * errors.publicationDatesCannotBeTheSame and disables OK; past days only with pastDatesEnabled, today
 * only with currentDateEnabled. The window opens on the next date by the publication's cycle
 * (proposedDay), as the editor's Add date does; the clerk may change it.
 */
export const AddDateDialog = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const settings = useDateSettings();
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = useNoticeAction();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const cycleDays = useCycleDaysOf(notice.publication?.id);
  const existing = notice.publicationDates.filter((other) => !other.canceled);
  const error =
    date === '' ? ValidationMessage.blank : publicationDateErrors([...existing, { date }], settings).at(-1);
  const submit = async () => {
    setBusy(true);
    await action('addDate', () => dataProvider.addNoticeDate(notice.id, date));
    setBusy(false);
    setOpen(false);
  };
  const titleId = 'add-date-title';
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => {
          setDate(proposedDay(existing, settings, cycleDays));
          setOpen(true);
        }}
      >
        {translate('admin.pages.notices.buttons.addDate')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('admin.pages.notices.addDate.title')}</DialogTitle>
        <DialogContent>
          {notice.status === 'C' && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('admin.pages.notices.addDate.revives')}
            </Alert>
          )}
          <TextField
            type="date"
            label={translate('admin.pages.notices.addDate.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={date !== '' && error !== undefined}
            helperText={
              date !== '' && error
                ? translate(error)
                : cycleDays === 7
                  ? translate('admin.pages.notices.editor.weeklyCycle')
                  : ' '
            }
            margin="dense"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minimumDay(settings) } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={error !== undefined || busy}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
