import { DateInput } from 'react-admin';
import { optionalText } from '../common/validation';
import { GenderInput } from './GenderInput';
import { CountedTextInput } from '../common/CountedTextInput';

/** Personal fields of a PUBLIC_USER (spec §2.6, §2.7). */
export const PersonalInputs = () => (
  <>
    <CountedTextInput source="postalCode" validate={optionalText} />
    <DateInput source="birthDate" />
    <CountedTextInput source="company" validate={optionalText} />
    <CountedTextInput source="industry" validate={optionalText} />
    <GenderInput />
  </>
);
