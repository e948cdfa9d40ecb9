import { Create, SimpleForm } from 'react-admin';
import { APP_STATE, DEFAULT_COUNTRY } from '@notices/common';
import { PublicationFormFields } from './PublicationFormFields';
import { PublicationToolbar } from './PublicationToolbar';
import { toPublicationBody, type PublicationFormValues } from './transform';
import { useSaveNotifications } from './useSaveNotifications';

const address = {
  street: '',
  optionalStreet: '',
  locality: '',
  region: APP_STATE,
  postalCode: '',
  country: DEFAULT_COUNTRY,
};
const contact = { name: '', title: '', phone: '', email: '', fax: '' };

/**
 * Defaults for a new publication: enabled, both same-as flags set; publishing enabled, as the
 * API stores a new publication, so the permission-to-publish column is offered on create as on edit.
 */
const DEFAULTS = {
  enabled: true,
  publishingEnabled: true,
  billingAddressSameAsMailing: true,
  billingContactSameAsMain: true,
  publicationArea: [],
  mailingAddress: address,
  mainContact: contact,
  publicationUserPermissions: [],
};

/** Publication creator (SYSTEM_ADMIN): every section including permissions; success opens the summary. */
export const PublicationCreate = () => {
  const mutationOptions = useSaveNotifications('creator');
  return (
    <Create
      mutationOptions={mutationOptions}
      transform={(data: PublicationFormValues) => toPublicationBody(data, true)}
    >
      <SimpleForm
        defaultValues={DEFAULTS}
        mode="onChange"
        reValidateMode="onChange"
        toolbar={<PublicationToolbar cancelTo="/publications" checkAdmins />}
      >
        <PublicationFormFields showPermissions />
      </SimpleForm>
    </Create>
  );
};
