import MailIcon from '@mui/icons-material/Mail';
import type { Mail } from '../types';
import { MailboxList } from './MailboxList';
import { MailboxShow } from './MailboxShow';

export default {
  list: MailboxList,
  show: MailboxShow,
  icon: MailIcon,
  recordRepresentation: (record: Mail) => record.subject,
};
