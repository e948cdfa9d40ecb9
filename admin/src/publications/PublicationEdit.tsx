import { Edit, ShowButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { PermissionDenied } from '../components/PageStatus';
import { canEditPublication } from '@notices/common';
import { useCurrentUser } from '../components/useCan';
import type { Publication } from '../types';
import { PublicationFormFields } from './PublicationFormFields';
import { PublicationToolbar } from './PublicationToolbar';
import { toPublicationBody, type PublicationFormValues } from './transform';
import { useSaveNotifications } from './useSaveNotifications';
import { editErrorProps } from '../components/RecordError';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/** Only a SYSTEM_ADMIN or this publication's admin edits it, and sees its permissions. */
const useMayEdit = () => {
  const me = useCurrentUser();
  return (publication: Publication | undefined) =>
    publication !== undefined && canEditPublication(me, Number(publication.id));
};

const EditForm = () => {
  const record = useRecordContext<Publication>();
  const mayEdit = useMayEdit();
  if (record && !mayEdit(record)) return <PermissionDenied />;
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={
        <PublicationToolbar
          cancelTo={record ? `/publications/${record.id}/show` : '/publications'}
          checkAdmins
        />
      }
    >
      <PublicationFormFields showPermissions />
    </SimpleForm>
  );
};

/** Publication editor: warns before changing payment settings or the admin; success opens the summary. */
export const PublicationEdit = () => {
  const mutationOptions = useSaveNotifications('editor');
  return (
    <Edit<Publication>
      {...editErrorProps}
      actions={<EditActions />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={(data: PublicationFormValues) => toPublicationBody(data, true)}
    >
      <EditForm />
    </Edit>
  );
};
