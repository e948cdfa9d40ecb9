import { Alert, Typography } from '@mui/material';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SystemRole } from '@notices/common';
import { formatPhone, phoneValidation, requiredEmail, requiredText } from '../common/validation';
import { ChipsOverflow } from '../common/ChipsOverflow';
import type { User } from '../types';
import { PersonalInputs } from './PersonalInputs';
import { PublicationPermissionsTable } from './PublicationPermissions';
import { RoleInput } from './RoleInput';

/** Placeholder until the publications multi-select lands: shows the API user's publications. */
const ApiPublications = () => {
  const translate = useTranslate();
  const record = useRecordContext<User>();
  const names = (record?.apiUserToPublications ?? []).map((p) => p.publicationName ?? `#${p.publicationId}`);
  const title = translate('admin.pages.users.sections.apiPublications');
  return (
    <section aria-label={title}>
      <Typography variant="h6">{title}</Typography>
      <ChipsOverflow items={names} label={title} />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('admin.pages.users.sections.apiPublicationsPlaceholder')}
      </Alert>
    </section>
  );
};

/** What the chosen role reveals (spec §2.6). */
const RoleSections = () => {
  const role = useWatch<{ roles?: SystemRole }>({ name: 'roles' });
  const record = useRecordContext<User>();
  if (role === 'PUBLIC_USER') return <PersonalInputs />;
  if (role === 'PUBLICATION_MANAGER')
    return <PublicationPermissionsTable permissions={record?.publicationUserPermissions} />;
  if (role === 'API_USER') return <ApiPublications />;
  return null;
};

/** The user create/edit inputs (spec §2.6, §5). */
export const UserFormFields = () => (
  <>
    <TextInput source="email" type="email" validate={requiredEmail} />
    <TextInput source="givenName" validate={requiredText} />
    <TextInput source="familyName" validate={requiredText} />
    <RoleInput />
    <TextInput source="phone" validate={phoneValidation} parse={formatPhone} format={formatPhone} />
    <RoleSections />
  </>
);
