import { DateInput } from 'react-admin';
import { optionalText } from '../lib/validation';
import { GenderInput } from './GenderInput';
import { CountedTextInput } from '../components/CountedTextInput';

/** Personal fields of a PUBLIC_USER, in the user forms and the profile. */
export const PersonalInputs = () => (
  <>
    <CountedTextInput source="postalCode" validate={optionalText} />
    <DateInput source="birthDate" />
    <CountedTextInput source="company" validate={optionalText} />
    <CountedTextInput source="industry" validate={optionalText} />
    <GenderInput />
  </>
);
