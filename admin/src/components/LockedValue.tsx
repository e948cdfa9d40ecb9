import { Box, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A value shown in a form but not editable here. Not bound to the form on purpose: a disabled
 * react-admin input is dropped from the submitted values by react-hook-form, and the API needs the
 * stored value back (role of a publication admin, payment settings for a publication admin).
 */
export const LockedValue = (props: { label: string; value: string; reason?: string }) => {
  const translate = useTranslate();
  const field = (
    <TextField
      label={translate(props.label, { _: props.label })}
      value={props.value}
      disabled
      size="small"
      sx={{ minWidth: 200, mb: 2 }}
    />
  );
  if (!props.reason) return field;
  return (
    <Tooltip title={translate(props.reason)}>
      <Box component="span" sx={{ display: 'inline-block' }}>
        {field}
      </Box>
    </Tooltip>
  );
};
