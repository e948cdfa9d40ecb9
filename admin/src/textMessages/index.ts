import SmsIcon from '@mui/icons-material/Sms';
import type { TextMessage } from '../types';
import { lazyPage } from '../components/lazyPage';

const TextMessageList = lazyPage(() => import('./TextMessageList'), 'TextMessageList');
const TextMessageShow = lazyPage(() => import('./TextMessageShow'), 'TextMessageShow');

export default {
  list: TextMessageList,
  show: TextMessageShow,
  icon: SmsIcon,
  recordRepresentation: (record: TextMessage) => record.recipient,
};
