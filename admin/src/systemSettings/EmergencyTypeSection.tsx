import { useEffect, useState } from 'react';
import { Alert, Typography } from '@mui/material';
import {
  Form,
  SaveButton,
  SelectInput,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { fieldErrors, hasFieldErrors } from '../lib/errors';
import type { AppDataProvider } from '../providers/dataProvider';
import { cachedSession } from '../providers/session';
import { SettingsSection } from './SettingsSection';

const T = 'admin.pages.systemSettings.emergency';

const storedChoice = (): number | '' => {
  const value = cachedSession()?.systemSettings.emergencyNoticeTypeId;
  return typeof value === 'number' ? value : '';
};

/**
 * The notice type of the site's Emergency button (SYSTEM_ADMIN), kept with the date switches; empty
 * hides the button. EMERGENCY_NOTICE_TYPE_ID on the server overrides the choice, and the section says so.
 */
export const EmergencyTypeSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: types = [], isPending } = useGetList('noticetypes', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [saved, setSaved] = useState(storedChoice);
  const [effective, setEffective] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    dataProvider
      .publicSettings()
      .then(({ data }) => setEffective(data.emergencyNoticeTypeId))
      .catch((error: unknown) => console.error('Public settings failed', error));
  }, [dataProvider, saved]);
  const overridden = effective != null && effective !== (saved === '' ? null : saved);

  const submit = async (values: Record<string, unknown>) => {
    const id = typeof values.emergencyNoticeTypeId === 'number' ? values.emergencyNoticeTypeId : null;
    try {
      await dataProvider.updateEmergencyNoticeType(id);
      setSaved(id ?? '');
      notify(`${T}.snackbars.success`, { type: 'success' });
    } catch (error) {
      console.error('Emergency notice type update failed', error);
      if (!hasFieldErrors(error)) notify(`${T}.snackbars.error`, { type: 'error' });
      return fieldErrors(error);
    }
  };

  return (
    <SettingsSection title={`${T}.title`}>
      <Typography variant="body2">{translate(`${T}.text`)}</Typography>
      <Form key={String(saved)} defaultValues={{ emergencyNoticeTypeId: saved }} onSubmit={submit}>
        <SelectInput
          source="emergencyNoticeTypeId"
          label={`${T}.noticeType`}
          choices={types}
          optionText="name"
          emptyText={`${T}.none`}
          isPending={isPending}
          parse={(value: unknown) => (value === '' || value === null ? '' : Number(value))}
          sx={{ minWidth: 320 }}
        />
        <SaveButton label={`${T}.save`} />
      </Form>
      {overridden && <Alert severity="info">{translate(`${T}.overridden`, { id: effective })}</Alert>}
    </SettingsSection>
  );
};
