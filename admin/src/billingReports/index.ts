import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyPage } from '../common/lazyPage';

const BillingReportList = lazyPage(() => import('./BillingReportList'), 'BillingReportList');

export default { list: BillingReportList, icon: ReceiptIcon };
