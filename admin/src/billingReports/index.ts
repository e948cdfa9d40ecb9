import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyPage } from '../components/lazyPage';

const BillingReportList = lazyPage(() => import('./BillingReportList'), 'BillingReportList');

export default { list: BillingReportList, icon: ReceiptIcon };
