import { Edit, ShowButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { UserToolbar } from './UserToolbar';
import type { User } from '../types';
import { toUserBody } from './transform';
import { UserFormFields } from './UserFormFields';
import { useSaveNotifications } from './useSaveNotifications';
import { editErrorProps } from '../components/RecordError';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

const EditForm = () => {
  const record = useRecordContext<User>();
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<UserToolbar cancelTo={record ? `/users/${record.id}/show` : '/users'} />}
    >
      <UserFormFields />
    </SimpleForm>
  );
};

/** Edit a user: Show and Cancel lead to the summary. */
export const UserEdit = () => {
  const mutationOptions = useSaveNotifications('edit');
  return (
    <Edit<User>
      {...editErrorProps}
      actions={<EditActions />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={(data: User) => toUserBody(data)}
    >
      <EditForm />
    </Edit>
  );
};
