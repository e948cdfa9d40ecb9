import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from '../types';
import { lazyPage } from '../components/lazyPage';

const AuditLogList = lazyPage(() => import('./AuditLogList'), 'AuditLogList');

export default {
  list: AuditLogList,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEntry) => `${record.action} ${record.entityType} #${record.entityId}`,
};
