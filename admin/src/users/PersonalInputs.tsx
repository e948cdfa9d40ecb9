import { DateInput, TextInput } from 'react-admin';
import { optionalText } from '../common/validation';
import { GenderInput } from './GenderInput';

/** Personal fields of a PUBLIC_USER (spec §2.6, §2.7). */
export const PersonalInputs = () => (
  <>
    <TextInput source="postalCode" validate={optionalText} />
    <DateInput source="birthDate" />
    <TextInput source="company" validate={optionalText} />
    <TextInput source="industry" validate={optionalText} />
    <GenderInput />
  </>
);
