import { Create } from 'react-admin';
import { NoticeForm } from './NoticeForm';

/** /notices/create: the notice editor with nothing stored yet. */
export const NoticeCreate = () => (
  <Create>
    <NoticeForm />
  </Create>
);
