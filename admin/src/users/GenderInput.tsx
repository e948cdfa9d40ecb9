import { FormControl, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { GENDERS } from '@notices/common';

/** Gender toggle (female/male); clicking the chosen one again clears it. */
export const GenderInput = ({ source = 'gender' }: { source?: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source, parse: (value: string | null) => value ?? null });
  const label = translate('admin.gender.label');
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id={`${source}-label`}>{label}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby={`${source}-label`}
        value={field.value ?? null}
        onChange={(_event, value: string | null) => field.onChange(value)}
      >
        {GENDERS.map((gender) => (
          <ToggleButton key={gender} value={gender} aria-label={translate(`admin.gender.${gender}`)}>
            {translate(`admin.gender.${gender}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
};
