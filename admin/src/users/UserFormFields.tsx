import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  hasPersonalDetails,
  holdsPublicationPermissions,
  linksApiPublications,
  type SystemRole,
} from '@notices/common';
import { formatPhone, phoneValidation, requiredEmail, requiredText } from '../lib/validation';
import { PersonalInputs } from './PersonalInputs';
import { ApiPublicationsInput } from './ApiPublicationsInput';
import { PublicationPermissionsInput } from './PublicationPermissionsInput';
import { RoleInput } from './RoleInput';
import { CountedTextInput } from '../components/CountedTextInput';

/** What the chosen role reveals: personal fields, publication permissions or API publications. */
const RoleSections = () => {
  const role = useWatch<{ roles?: SystemRole }>({ name: 'roles' });
  if (hasPersonalDetails(role)) return <PersonalInputs />;
  if (holdsPublicationPermissions(role)) return <PublicationPermissionsInput />;
  if (linksApiPublications(role)) return <ApiPublicationsInput />;
  return null;
};

/** The user create/edit inputs. */
export const UserFormFields = () => (
  <>
    <TextInput source="email" type="email" validate={requiredEmail} />
    <CountedTextInput source="givenName" validate={requiredText} />
    <CountedTextInput source="familyName" validate={requiredText} />
    <RoleInput />
    <TextInput source="phone" validate={phoneValidation} parse={formatPhone} format={formatPhone} />
    <RoleSections />
  </>
);
