import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface CheckboxInputProps {
  source: string;
  /** i18n key; also the checkbox's accessible name. */
  label: string;
  disabled?: boolean;
  defaultValue?: boolean;
}

/** A single labelled checkbox bound to the form (react-admin has only the switch-style BooleanInput). */
export const CheckboxInput = ({ source, label, disabled, defaultValue }: CheckboxInputProps) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue, format: (value: unknown) => value === true });
  return (
    <FormControlLabel
      label={translate(label)}
      disabled={disabled}
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
};
