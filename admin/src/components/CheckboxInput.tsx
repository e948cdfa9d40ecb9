import { useId } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface CheckboxInputProps {
  source: string;
  /** i18n key; also the checkbox's accessible name. */
  label: string;
  disabled?: boolean;
  defaultValue?: boolean;
  /** i18n key of a hint under the box (e.g. why it is disabled); it also describes the checkbox. */
  hint?: string;
}

/** A single labelled checkbox bound to the form (react-admin has only the switch-style BooleanInput). */
export const CheckboxInput = ({ source, label, disabled, defaultValue, hint }: CheckboxInputProps) => {
  const translate = useTranslate();
  const hintId = useId();
  const { field } = useInput({ source, defaultValue, format: (value: unknown) => value === true });
  const control = (
    <FormControlLabel
      label={translate(label)}
      disabled={disabled}
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={hint ? { input: { 'aria-describedby': hintId } } : undefined}
        />
      }
    />
  );
  if (!hint) return control;
  return (
    <Box>
      {control}
      <FormHelperText id={hintId} sx={{ mt: 0, mb: 1 }}>
        {translate(hint)}
      </FormHelperText>
    </Box>
  );
};
