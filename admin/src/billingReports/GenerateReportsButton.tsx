import { useState } from 'react';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import {
  DateInput,
  Form,
  SaveButton,
  SelectInput,
  required,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ValidationMessage, detroitDay, type PaymentPeriod } from '@notices/common';
import { paymentPeriodChoices } from '../publications/choices';
import type { AppDataProvider } from '../providers/dataProvider';

const T = 'admin.pages.billingReports.generate';
const blank = required(ValidationMessage.blank);

interface GenerateValues {
  paymentPeriod: PaymentPeriod;
  day: string;
}

/**
 * SYSTEM_ADMIN: generates the reports of the period (WEEK or MONTH) containing a chosen day with
 * POST admin/billingreports/generate; re-running never duplicates, the snackbar says how many were new.
 */
export const GenerateReportsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const titleId = 'generate-reports-title';

  const submit = async (values: Record<string, unknown>) => {
    const { paymentPeriod, day } = values as unknown as GenerateValues;
    try {
      const { data } = await dataProvider.generateBillingReports({ paymentPeriod, day });
      notify(`${T}.success`, { type: 'success', messageArgs: data });
      setOpen(false);
      refresh();
    } catch (error) {
      console.error('Billing report generation failed', error);
      notify(`${T}.error`, {
        type: 'error',
        messageArgs: { reason: translate(error instanceof Error ? error.message : 'errors.http.fallback') },
      });
    }
  };

  return (
    <>
      <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <Form defaultValues={{ paymentPeriod: 'MONTH', day: detroitDay() }} onSubmit={submit} mode="onChange">
          <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
          <DialogContent>
            <Stack>
              <SelectInput
                source="paymentPeriod"
                label="resources.billingreports.fields.paymentPeriod"
                choices={paymentPeriodChoices}
                validate={blank}
              />
              <DateInput source="day" label={`${T}.day`} validate={blank} helperText={`${T}.dayHint`} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`${T}.submit`} icon={<PlaylistAddIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
