import MailIcon from '@mui/icons-material/Mail';
import type { Mail } from '../types';
import { lazyPage } from '../components/lazyPage';

const MailboxList = lazyPage(() => import('./MailboxList'), 'MailboxList');
const MailboxShow = lazyPage(() => import('./MailboxShow'), 'MailboxShow');

export default {
  list: MailboxList,
  show: MailboxShow,
  icon: MailIcon,
  recordRepresentation: (record: Mail) => record.subject,
};
