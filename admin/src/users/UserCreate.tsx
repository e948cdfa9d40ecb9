import { Create, SimpleForm } from 'react-admin';
import { UserToolbar } from './UserToolbar';
import type { User } from '../types';
import { toUserBody } from './transform';
import { UserFormFields } from './UserFormFields';
import { useSaveNotifications } from './useSaveNotifications';

/** Create a user: Cancel returns to the list; success opens the new user's summary. */
export const UserCreate = () => {
  const mutationOptions = useSaveNotifications('create');
  return (
    <Create<User> mutationOptions={mutationOptions} transform={(data: User) => toUserBody(data)}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<UserToolbar cancelTo="/users" />}>
        <UserFormFields />
      </SimpleForm>
    </Create>
  );
};
