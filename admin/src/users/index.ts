import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../types';
import { lazyPage } from '../components/lazyPage';

const UserCreate = lazyPage(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyPage(() => import('./UserList'), 'UserList');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');

export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (record: User) => record.fullName || record.email,
};
