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
import { useWatch } from 'react-hook-form';
import { ValidationMessage, detroitDay, lastEndedPeriodDay, type PaymentPeriod } from '@notices/common';
import { paymentPeriodChoices } from '../publications/choices';
import type { AppDataProvider } from '../providers/dataProvider';

const T = 'admin.pages.billingReports.generate';
const blank = required(ValidationMessage.blank);

interface GenerateValues {
  paymentPeriod: PaymentPeriod;
  day: string;
}

/** A period still running cannot be billed (the API answers 422): no day after the last ended one. */
const inEndedPeriod = (day: unknown, values: Record<string, unknown>) => {
  const max = lastEndedPeriodDay((values.paymentPeriod as PaymentPeriod) ?? 'MONTH', detroitDay());
  return typeof day === 'string' && day > max ? { message: `${T}.notEnded`, args: { max } } : undefined;
};

/** The day, offered up to the last day of the newest ended period of the chosen kind. */
const DayInput = () => {
  const translate = useTranslate();
  const paymentPeriod = (useWatch({ name: 'paymentPeriod' }) as PaymentPeriod | undefined) ?? 'MONTH';
  const max = lastEndedPeriodDay(paymentPeriod, detroitDay());
  return (
    <DateInput
      source="day"
      label={`${T}.day`}
      validate={[blank, inEndedPeriod]}
      helperText={<>{translate(`${T}.dayHint`, { max })}</>}
      slotProps={{ htmlInput: { max } }}
    />
  );
};

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
        {/* Last month's reports by default: the newest period that can be billed. */}
        <Form
          defaultValues={{ paymentPeriod: 'MONTH', day: lastEndedPeriodDay('MONTH', detroitDay()) }}
          onSubmit={submit}
          mode="onChange"
        >
          <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
          <DialogContent>
            <Stack>
              <SelectInput
                source="paymentPeriod"
                label="resources.billingreports.fields.paymentPeriod"
                choices={paymentPeriodChoices}
                validate={blank}
              />
              <DayInput />
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
