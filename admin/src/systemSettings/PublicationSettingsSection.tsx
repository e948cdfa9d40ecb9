import { useEffect, useState } from 'react';
import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDateSettings } from '../notices/settings';
import type { SystemSettings } from '../notices/types';
import type { AppDataProvider } from '../providers/dataProvider';
import { SettingsSection } from './SettingsSection';

const T = 'admin.pages.systemSettings.publicationSettings';
const SWITCHES = ['pastDatesEnabled', 'currentDateEnabled'] as const;

/**
 * The two date switches (SYSTEM_ADMIN). Each change is saved at once with POST admin/systemsettings;
 * updateSystemSettings refreshes the session's cached settings, a failure puts the switch back.
 */
export const PublicationSettingsSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { pastDatesEnabled, currentDateEnabled } = useDateSettings();
  const [values, setValues] = useState<SystemSettings>({ pastDatesEnabled, currentDateEnabled });
  // A fresher session answer (a change made in another window) replaces what the switches show.
  useEffect(
    () => setValues({ pastDatesEnabled, currentDateEnabled }),
    [pastDatesEnabled, currentDateEnabled],
  );
  const [saving, setSaving] = useState(false);

  const change = async (name: (typeof SWITCHES)[number], checked: boolean) => {
    const before = values;
    const next = { ...values, [name]: checked };
    setValues(next);
    setSaving(true);
    try {
      const { data } = await dataProvider.updateSystemSettings(next);
      setValues({
        pastDatesEnabled: data.pastDatesEnabled === true,
        currentDateEnabled: data.currentDateEnabled === true,
      });
      notify(`${T}.snackbars.success`, { type: 'success' });
    } catch (error) {
      console.error('System settings update failed', error);
      setValues(before);
      notify(`${T}.snackbars.error`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title={`${T}.title`}>
      <FormGroup>
        {SWITCHES.map((name) => (
          <FormControlLabel
            key={name}
            label={translate(`${T}.${name}`)}
            control={
              <Switch
                checked={values[name]}
                disabled={saving}
                onChange={(event) => void change(name, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </SettingsSection>
  );
};
