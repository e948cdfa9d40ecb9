import { Stack } from '@mui/material';
import { SimpleForm, type RaRecord } from 'react-admin';
import { FormToolbar } from '../components/FormToolbar';
import { CheckboxInput } from '../components/CheckboxInput';
import { useCurrentUser } from '../components/useCan';
import { requiredText } from '../lib/validation';
import { SearchInputs } from './SearchInputs';
import { CountedTextInput } from '../components/CountedTextInput';

const F = 'resources.savedsearches.fields';

/**
 * The saved-search editor: name (required, ≤ 255), e-mail and text notifications (the text
 * box disabled without a phone on the profile), and the search fields. Save and Cancel.
 */
export const SavedSearchForm = ({ cancelTo, record }: { cancelTo: string; record?: Partial<RaRecord> }) => {
  const me = useCurrentUser();
  const hasPhone = Boolean(me?.phone);
  return (
    <SimpleForm
      record={record}
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<FormToolbar cancelTo={cancelTo} />}
    >
      <CountedTextInput source="name" label={`${F}.name`} validate={requiredText} sx={{ minWidth: 320 }} />
      <Stack>
        <CheckboxInput source="notificationsEnabled" label={`${F}.notificationsEnabled`} />
        <CheckboxInput
          source="textNotificationsEnabled"
          label={`${F}.textNotificationsEnabled`}
          disabled={!hasPhone}
          hint={hasPhone ? undefined : 'admin.pages.savedSearches.phoneRequired'}
        />
      </Stack>
      <SearchInputs />
    </SimpleForm>
  );
};
