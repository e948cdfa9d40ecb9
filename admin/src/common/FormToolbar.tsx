import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Save (enabled only while the form is valid, spec §2.6) and Cancel to `cancelTo`. */
export const FormToolbar = ({ cancelTo }: { cancelTo: string }) => {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton disabled={!isValid || isSubmitting} />
      <Button component={Link} to={cancelTo}>
        {translate('ra.action.cancel')}
      </Button>
    </Toolbar>
  );
};
