import {
  Form,
  SaveButton,
  TextInput,
  Toolbar,
  useTranslate,
  Labeled,
  TextField,
  SelectField,
} from 'react-admin';
import { Stack } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { hasPersonalDetails, holdsPublicationPermissions } from '@notices/common';
import { formatPhone, phoneValidation, requiredText } from '../lib/validation';
import { PersonalInputs } from '../users/PersonalInputs';
import { statusChoices } from '../users/choices';
import { PublicationPermissionsTable } from '../users/PublicationPermissions';
import type { User } from '../types';
import { CountedTextInput } from '../components/CountedTextInput';

const ProfileToolbar = () => {
  const { isValid, isSubmitting, isDirty } = useFormState();
  return (
    <Toolbar>
      <SaveButton label="admin.pages.profile.save" disabled={!isValid || !isDirty || isSubmitting} />
    </Toolbar>
  );
};

/** Profile fields: names and phone for all; personal fields for PUBLIC_USER. */
export const ProfileForm = ({
  user,
  onSubmit,
}: {
  user: User;
  onSubmit: (values: Partial<User>) => unknown;
}) => {
  const translate = useTranslate();
  const isPublicUser = hasPersonalDetails(user.roles);
  return (
    <Form record={user} onSubmit={onSubmit} mode="onChange" reValidateMode="onChange">
      <Stack sx={{ p: 2, maxWidth: 500 }}>
        <CountedTextInput
          source="givenName"
          label="resources.users.fields.givenName"
          validate={requiredText}
        />
        <CountedTextInput
          source="familyName"
          label="resources.users.fields.familyName"
          validate={requiredText}
        />
        <TextInput
          source="phone"
          label="resources.users.fields.phone"
          validate={phoneValidation}
          parse={formatPhone}
          format={formatPhone}
          helperText="555-123-4567"
        />
        {isPublicUser ? (
          <PersonalInputs />
        ) : (
          <>
            <Labeled label={translate('resources.users.fields.email')}>
              <TextField source="email" />
            </Labeled>
            <Labeled label={translate('resources.users.fields.status')}>
              <SelectField source="status" choices={statusChoices} />
            </Labeled>
          </>
        )}
        {holdsPublicationPermissions(user.roles) && (
          <PublicationPermissionsTable permissions={user.publicationUserPermissions} />
        )}
      </Stack>
      <ProfileToolbar />
    </Form>
  );
};
