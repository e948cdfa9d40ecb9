import { Box } from '@mui/material';
import {
  formatDay,
  hasPersonalDetails,
  holdsPublicationPermissions,
  linksApiPublications,
} from '@notices/common';
import {
  EditButton,
  FunctionField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  WithRecord,
} from 'react-admin';
import { useCan } from '../components/useCan';
import type { User } from '../types';
import { ActivateButton } from './ActivateButton';
import { BlockButton } from './BlockButton';
import { DeleteUserButton } from './DeleteUserButton';
import { roleChoices, statusChoices } from './choices';
import { RecordApiPublications, RecordPublicationPermissions } from './PublicationPermissions';
import { RecordHistory } from '../auditLog/RecordHistory';
import { ResetPasswordButton } from './ResetPasswordButton';
import { showErrorProps } from '../components/RecordError';
import { DateTimeField } from '../components/DateTimeField';

const ShowActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <ActivateButton />
      <BlockButton />
      <ResetPasswordButton />
      {allowed('users.edit') && <EditButton />}
      <DeleteUserButton compact={false} />
    </TopToolbar>
  );
};

const PublicUserFields = () => (
  <SimpleShowLayout sx={{ pt: 0 }}>
    <TextField source="postalCode" emptyText="-" />
    <FunctionField<User>
      source="birthDate"
      render={(user) => (user.birthDate ? formatDay(user.birthDate) : '-')}
    />
    <TextField source="company" emptyText="-" />
    <TextField source="industry" emptyText="-" />
    <SelectField
      source="gender"
      emptyText="-"
      choices={[
        { id: 'female', name: 'admin.gender.female' },
        { id: 'male', name: 'admin.gender.male' },
      ]}
    />
  </SimpleShowLayout>
);

/** User summary: details, publication permissions for managers, the user actions. */
export const UserShow = () => (
  <Show actions={<ShowActions />} {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="fullName" />
      <TextField source="email" />
      <SelectField source="roles" choices={roleChoices()} />
      <SelectField source="status" choices={statusChoices} />
      <TextField source="phone" emptyText="-" />
      <DateTimeField source="createdAt" />
    </SimpleShowLayout>
    <WithRecord<User>
      render={(user) =>
        hasPersonalDetails(user.roles) ? (
          <PublicUserFields />
        ) : holdsPublicationPermissions(user.roles) ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <RecordPublicationPermissions />
          </Box>
        ) : linksApiPublications(user.roles) ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <RecordApiPublications />
          </Box>
        ) : null
      }
    />
    <RecordHistory entityType="user" />
  </Show>
);
