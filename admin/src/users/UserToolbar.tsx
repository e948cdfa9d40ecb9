import { useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { managerWouldBeBlocked } from '@notices/common';
import { ConfirmSaveDialog } from '../components/ConfirmSaveDialog';
import { FormToolbar } from '../components/FormToolbar';
import type { User } from '../types';
import { usePublicationRequirement } from './publicationRequirement';

/**
 * Save and Cancel for the user forms: Save stays disabled while a required publication is missing;
 * saving a manager whose publications are all deactivated asks for confirmation first.
 */
export const UserToolbar = ({ cancelTo }: { cancelTo: string }) => {
  const translate = useTranslate();
  const requirement = usePublicationRequirement();
  const { getValues } = useFormContext<User>();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <FormToolbar
        cancelTo={cancelTo}
        blocked={requirement !== null}
        onSave={(event) => {
          if (!managerWouldBeBlocked(getValues())) return;
          event.preventDefault();
          setConfirming(true);
        }}
      />
      <ConfirmSaveDialog
        open={confirming}
        title="admin.pages.users.dialogs.deactivatedPublications.title"
        onClose={() => setConfirming(false)}
      >
        <Typography variant="body2">
          {translate('admin.pages.users.dialogs.deactivatedPublications.content')}
        </Typography>
      </ConfirmSaveDialog>
    </>
  );
};
